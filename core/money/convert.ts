import { type CurrencyCode, getCurrency } from './currencies';
import { type Money, money } from './money';
import { divideRounded, type Fraction, numberToFraction, pow10, toSafeInteger } from './rational';

/** Units of each currency per 1 GBP; overrides the catalogue rates where given. */
export type ConversionRates = Partial<Record<CurrencyCode, number>>;

function rateOf(code: CurrencyCode, rates: ConversionRates | undefined): Fraction {
  const rate = rates?.[code] ?? getCurrency(code).conversionRate;
  const fraction = numberToFraction(rate);
  if (!fraction || fraction.num <= 0n) throw new RangeError(`invalid conversion rate for ${code}: ${rate}`);
  return fraction;
}

/**
 * Converts money into another currency through GBP (the base): target = amount / fromRate * toRate,
 * computed exactly and rounded half away from zero to the target's minor units.
 */
export function convert(value: Money, to: CurrencyCode, rates?: ConversionRates): Money {
  if (value.currency === to) return value;
  const from = getCurrency(value.currency);
  const target = getCurrency(to);
  const fromRate = rateOf(from.code, rates);
  const toRate = rateOf(target.code, rates);
  const num = BigInt(value.amount) * toRate.num * fromRate.den * pow10(target.minorUnits);
  const den = toRate.den * fromRate.num * pow10(from.minorUnits);
  return money(toSafeInteger(divideRounded(num, den)), to);
}
