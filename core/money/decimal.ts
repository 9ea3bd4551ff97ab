import { type CurrencyCode, getCurrency } from './currencies';
import { type Money, money } from './money';
import {
  divideRounded,
  type Fraction,
  numberToFraction,
  parseDecimal,
  pow10,
  toSafeInteger,
} from './rational';

/**
 * Money from a decimal amount in major units: fromDecimal('12.34', 'GBP') -> 1234 pence.
 * Strings must be plain decimals ('12', '-0.5', '.25'; surrounding whitespace allowed; no separators or
 * exponents). Numbers are read by their shortest representation (12.34 is exactly 12.34). Digits beyond
 * the currency's minor units are rounded half away from zero. Throws on anything else.
 */
export function fromDecimal(value: string | number, currency: CurrencyCode): Money {
  const fraction: Fraction | null =
    typeof value === 'number'
      ? numberToFraction(value)
      : typeof value === 'string'
        ? parseDecimal(value.trim())
        : null;
  if (!fraction) throw new Error(`not a valid decimal amount: ${JSON.stringify(value)}`);
  const { minorUnits } = getCurrency(currency);
  const minor = divideRounded(fraction.num * pow10(minorUnits), fraction.den);
  return money(toSafeInteger(minor), currency);
}

/** Plain decimal string in major units with exactly the currency's decimals: '12.34', '-0.05', '1500'. */
export function toDecimal(value: Money): string {
  const { minorUnits } = getCurrency(value.currency);
  const digits = Math.abs(value.amount)
    .toString()
    .padStart(minorUnits + 1, '0');
  const sign = value.amount < 0 ? '-' : '';
  if (minorUnits === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}
