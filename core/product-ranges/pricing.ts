/**
 * What a product of a range earns: the seller sets a price including VAT; each sale costs the base cost
 * (the blank and its printing). Profit per sale is the price less the VAT inside it and the base cost.
 */
import { includedTax, vatPercentFor } from '../checkout/vat';
import { customProductPrice, type Side } from '../design';

export interface CostedBase {
  /** The blank's own base cost when the catalogue has one (minor units); else its price stands in. */
  baseCost: number | null;
  price: number;
  printCosts: Partial<Record<Side, number>>;
  vatRate: number;
}

/** The cost of making one: the blank plus the print cost of each printed side. */
export function rangeBaseCost(base: CostedBase, printed: readonly Side[]): number {
  return customProductPrice(base.baseCost ?? base.price, base.printCosts, printed);
}

export interface SaleFigures {
  price: number;
  vat: number;
  baseCost: number;
  profit: number;
}

/** The price, the VAT inside it, the base cost and what is left: the seller's profit per sale. */
export function saleFigures(price: number, baseCost: number, vatRate: number): SaleFigures {
  const vat = includedTax(price, vatPercentFor(vatRate));
  return { price, vat, baseCost, profit: price - vat - baseCost };
}

/** The lowest price that covers the base cost once VAT is taken out (minor units, rounded up). */
export function minimumPrice(baseCost: number, vatRate: number): number {
  const percent = vatPercentFor(vatRate);
  // VAT is rounded, so the exact figure may sit a penny or two either side of base cost × (1 + rate).
  let price = Math.max(0, Math.floor((baseCost * (100 + percent)) / 100) - 2);
  while (saleFigures(price, baseCost, vatRate).profit < 0) price += 1;
  return price;
}

/** The price a range suggests: half as much again as the base cost with VAT, rounded up to a whole unit. */
export function suggestedPrice(baseCost: number, vatRate: number, unit = 100): number {
  const floor = minimumPrice(baseCost, vatRate);
  return Math.max(floor, Math.ceil((floor * 1.5) / unit) * unit);
}
