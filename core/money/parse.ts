import * as z from 'zod';
import { CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from './currencies';

/** Strict schema: exactly one of the catalogue codes (upper case). */
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** A Money value as it travels over the wire: integer minor units and a currency code. */
export const moneySchema = z.object({
  amount: z.int(),
  currency: currencyCodeSchema,
});

/** Lenient parse for cookies, query strings and stored settings: trims, ignores case; null if unknown. */
export function parseCurrencyCode(value: unknown): CurrencyCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}
