/** §3 Product rules the studio relies on: print count, custom and blank skus, paper goods, custom prices. */
import { SIDES, type Side } from './types';

/** §3: custom products' skus start with one of these. */
export const CUSTOM_SKU_PREFIXES = Object.freeze(['GBro', 'STUSUB', 'FPD', 'API', 'CP'] as const);
export type CustomSkuPrefix = (typeof CUSTOM_SKU_PREFIXES)[number];

/** The prefix of products made in the studio. */
export const STUDIO_SKU_PREFIX: CustomSkuPrefix = 'GBro';

export function isCustomSku(sku: string): boolean {
  return CUSTOM_SKU_PREFIXES.some((prefix) => sku.startsWith(prefix));
}

/** 'GBro-1A2B3C4D': a custom prefix and an upper-case code (letters and digits only). */
export function customSku(code: string, prefix: CustomSkuPrefix = STUDIO_SKU_PREFIX): string {
  const clean = code.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (clean.length === 0) throw new Error('a custom sku needs a code');
  return `${prefix}-${clean}`;
}

/** §3: a product is blank when its sku contains BLANK. */
export function isBlankSku(sku: string): boolean {
  return sku.includes('BLANK');
}

/** §3: paper products are those whose type code is printed paper. */
export function isPaperType(typeCode: string): boolean {
  return /^printed[-_ ]?paper$/i.test(typeCode.trim());
}

/**
 * §3 print count: 2 with a front and a back design, 1 with one side, 0 with none. Sleeves alone (left or
 * right) count as one side.
 */
export function printCount(designs: Partial<Record<Side, unknown>>): 0 | 1 | 2 {
  const has = (side: Side) => Boolean(designs[side]);
  if (has('front') && has('back')) return 2;
  return SIDES.some(has) ? 1 : 0;
}

/** §3: a bundle's print count is the sum over its items. */
export function bundlePrintCount(items: readonly { printCount: number; quantity?: number }[]): number {
  return items.reduce((sum, item) => sum + item.printCount * (item.quantity ?? 1), 0);
}

/** A custom product's price: the base product's price plus the print cost of each printed side. */
export function customProductPrice(
  basePrice: number,
  printCosts: Partial<Record<Side, number>>,
  printed: readonly Side[],
): number {
  return printed.reduce((sum, side) => sum + (printCosts[side] ?? 0), basePrice);
}
