import { type CurrencyCode, isCurrencyCode } from './currencies';

/** Lenient parse for cookies, query strings and stored settings: trims, ignores case; null if unknown. */
export function parseCurrencyCode(value: unknown): CurrencyCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}
