/**
 * VAT. Shop prices always include VAT (the shopper pays the sticker price). A product's `vatRate` says which
 * rate is inside it: 1 (the default) is the standard rate, 0 is zero-rated (e.g. children's clothes, books),
 * and any other whole number is that percentage (e.g. 5 for the reduced rate).
 */
export const STANDARD_VAT_PERCENT = 20;

export function vatPercentFor(vatRate: number): number {
  if (!Number.isFinite(vatRate) || vatRate <= 0) return 0;
  if (vatRate === 1) return STANDARD_VAT_PERCENT;
  return Math.round(vatRate);
}

/** The VAT inside a tax-included amount in minor units: gross × p / (100 + p), rounded half up. */
export function includedTax(gross: number, percent: number): number {
  if (percent <= 0 || gross <= 0) return 0;
  return Math.floor((gross * percent * 2 + (100 + percent)) / (2 * (100 + percent)));
}
