/**
 * The one schema of publishing a range: the dashboard's form posts it flat ('products.0.price'), domain
 * tests and the service take it nested; both parse to the same input. Prices are typed in major units of
 * the store's currency and come out in minor units.
 */
import { z } from 'zod';
import { fromDecimal, getCurrency, parseCurrencyCode } from '../money';
import { maxLength, maxValue, minValue, numericFloat, required } from '../validation/messages';
import { PLACEMENT_LIMITS } from './design';
import { RANGE_MESSAGES as M } from './messages';

export const RANGE_NAME_MAX_LENGTH = 60;
export const MAX_RANGE_PRODUCTS = 12;
/** The largest price, in minor units (orders keep 32-bit totals). */
export const MAX_RANGE_PRICE = 10_000_000;

/** Colours travel in one form field, joined by this (colour names never hold it). */
export const COLOUR_SEPARATOR = '|';

const PRODUCT_FIELD = /^products\.(\d{1,2})\.([a-zA-Z]+)$/;

/** Flat form values ('products.0.price') as the nested input; a nested input passes through. */
export function unflattenRange(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if ('products' in record) return record;
  const products: Record<string, unknown>[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    const match = PRODUCT_FIELD.exec(key);
    if (!match) {
      rest[key] = field;
      continue;
    }
    const index = Number(match[1]);
    products[index] ??= {};
    (products[index] as Record<string, unknown>)[match[2] ?? ''] = field;
  }
  return { ...rest, products: products.filter(Boolean) };
}

/** A typed amount ('12.50', '30') in minor units of the currency; null when it is not a plain amount. */
export function parsePrice(text: string, currency: string): number | null {
  const code = parseCurrencyCode(currency) ?? 'GBP';
  const { minorUnits } = getCurrency(code);
  const trimmed = text.trim();
  const plain = minorUnits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(?:\\.\\d{1,${minorUnits}})?$`);
  if (!plain.test(trimmed)) return null;
  const { amount } = fromDecimal(trimmed, code);
  return amount <= MAX_RANGE_PRICE ? amount : null;
}

const number = (min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(?:\.\d+)?$/, numericFloat)
          .transform(Number),
      ],
      {
        error: numericFloat,
      },
    )
    .pipe(z.number({ error: numericFloat }).min(min, minValue(min)).max(max, maxValue(max)));

const colours = z
  .union([z.array(z.string()), z.string().transform((joined) => joined.split(COLOUR_SEPARATOR))], {
    error: M.chooseColour,
  })
  .transform((list) => [...new Set(list.map((colour) => colour.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(100, M.unknownColour)).min(1, M.chooseColour).max(40, M.unknownColour));

export function publishRangeSchema(currency: string) {
  const price = z.union([z.string(), z.number()], { error: required }).transform((typed, ctx) => {
    const text = String(typed).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const amount = typeof typed === 'number' ? typed : parsePrice(text, currency);
    if (amount === null || !Number.isInteger(amount) || amount < 0 || amount > MAX_RANGE_PRICE) {
      ctx.addIssue({ code: 'custom', message: M.priceFormat });
      return z.NEVER;
    }
    return amount;
  });
  const product = z.object({
    baseProduct: z
      .string({ error: M.unknownProduct })
      .trim()
      .min(1, M.unknownProduct)
      .max(200, M.unknownProduct),
    colours,
    /** Minor units when a number (the service), major units when text (the form). */
    price,
    scale: number(PLACEMENT_LIMITS.minScale, PLACEMENT_LIMITS.maxScale),
    x: number(PLACEMENT_LIMITS.min, PLACEMENT_LIMITS.max),
    y: number(PLACEMENT_LIMITS.min, PLACEMENT_LIMITS.max),
  });
  return z.preprocess(
    unflattenRange,
    z
      .object({
        name: z
          .string({ error: required })
          .trim()
          .min(1, required)
          .max(RANGE_NAME_MAX_LENGTH, maxLength(RANGE_NAME_MAX_LENGTH)),
        upload: z.string({ error: M.uploadFirst }).trim().min(1, M.uploadFirst).max(64, M.uploadNotFound),
        products: z
          .array(product, { error: M.chooseProduct })
          .min(1, M.chooseProduct)
          .max(MAX_RANGE_PRODUCTS, M.tooManyProducts(MAX_RANGE_PRODUCTS)),
      })
      .superRefine((range, ctx) => {
        const seen = new Set<string>();
        range.products.forEach((item, index) => {
          const key = item.baseProduct.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({
              code: 'custom',
              path: ['products', index, 'baseProduct'],
              message: M.duplicateProduct,
            });
          seen.add(key);
        });
      }),
  );
}

export type PublishRangeInput = z.input<ReturnType<typeof publishRangeSchema>>;
export type PublishRange = z.output<ReturnType<typeof publishRangeSchema>>;
