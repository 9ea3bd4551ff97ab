import * as z from 'zod';
import { CURRENCY_CODES } from './currencies';

// Kept out of index.ts so that browser code formatting prices never bundles zod.

/** Strict schema: exactly one of the catalogue codes (upper case). */
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** A Money value as it travels over the wire: integer minor units and a currency code. */
export const moneySchema = z.object({
  amount: z.int(),
  currency: currencyCodeSchema,
});
