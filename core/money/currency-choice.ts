import * as z from 'zod';
import { isSameSiteRedirect } from '../links';
import { parseCurrencyCode } from './parse';

// Kept out of index.ts so that browser code formatting prices never bundles zod.

/**
 * The currency selector's form: an unknown code is no currency (the store's own is kept), and a return path
 * that is not this site's goes home. It never refuses: the shopper always goes back to a page.
 */
export const currencyChoiceSchema = z.object({
  currency: z
    .unknown()
    .optional()
    .transform((value) => parseCurrencyCode(value)),
  redirectTo: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' && isSameSiteRedirect(value) ? value : '/')),
});
