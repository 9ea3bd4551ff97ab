import { z } from 'zod';
import { fromDecimal, getCurrency, money, parseCurrencyCode, toDecimal } from '../money';
import { messages } from '../validation';
import { ORDER_MESSAGES } from './messages';
import { itemRows } from './schemas';

/**
 * The quote desk's pricing form (store staff, on the platform host): 'price.{itemId}' for every line (unit
 * price including VAT, in the quote's currency), 'shipping' (delivery), 'terms' and 'validDays'. The page
 * checks it in the browser and the action parses it with the same schema; priceQuote checks the structured
 * result again with quotePricingSchema.
 */

/** How long a priced quote may be accepted unless staff say otherwise. */
export const QUOTE_VALID_DAYS = 30;
export const MAX_QUOTE_VALID_DAYS = 365;
export const QUOTE_TERMS_MAX_LENGTH = 5000;
/** The largest amount, in minor units, a unit price or delivery may be (orders keep 32-bit totals). */
export const MAX_QUOTE_AMOUNT = 100_000_000;

/**
 * An amount staff typed, in major units ('12.50', '1500', '0'), as minor units of the currency; null when it
 * is not a plain, non-negative amount with at most the currency's decimals, or is too large.
 */
export function parseQuoteAmount(text: string, currency: string): number | null {
  const code = parseCurrencyCode(currency) ?? 'GBP';
  const { minorUnits } = getCurrency(code);
  const trimmed = text.trim();
  const plain = minorUnits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(?:\\.\\d{1,${minorUnits}})?$`);
  if (!plain.test(trimmed)) return null;
  const { amount } = fromDecimal(trimmed, code);
  return amount <= MAX_QUOTE_AMOUNT ? amount : null;
}

/** The structured pricing priceQuote takes: minor units, VAT included. */
export const quotePricingSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        price: z
          .number({ error: ORDER_MESSAGES.quoteAmountInvalid })
          .int(ORDER_MESSAGES.quoteAmountInvalid)
          .min(0, ORDER_MESSAGES.quoteAmountInvalid)
          .max(MAX_QUOTE_AMOUNT, ORDER_MESSAGES.quoteAmountInvalid),
      }),
    )
    .max(200),
  shipping: z
    .number({ error: ORDER_MESSAGES.quoteAmountInvalid })
    .int(ORDER_MESSAGES.quoteAmountInvalid)
    .min(0, ORDER_MESSAGES.quoteAmountInvalid)
    .max(MAX_QUOTE_AMOUNT, ORDER_MESSAGES.quoteAmountInvalid)
    .optional(),
  terms: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(QUOTE_TERMS_MAX_LENGTH, messages.maxLength(QUOTE_TERMS_MAX_LENGTH))
    .optional(),
  validDays: z
    .number({ error: ORDER_MESSAGES.quoteValidDays })
    .int(ORDER_MESSAGES.quoteValidDays)
    .min(1, ORDER_MESSAGES.quoteValidDays)
    .max(MAX_QUOTE_VALID_DAYS, ORDER_MESSAGES.quoteValidDays)
    .optional(),
});
export type QuotePricingInput = z.input<typeof quotePricingSchema>;

/** The pricing form of a quote in `currency`: flat form values in, QuotePricingInput out. */
export function quotePricingFormSchema(currency: string) {
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    const lines: { itemId: number; price: number }[] = [];
    for (const [itemId, row] of itemRows(values, ['price'])) {
      const typed = row.price?.trim() ?? '';
      const price = typed === '' ? null : parseQuoteAmount(typed, currency);
      if (price === null)
        ctx.addIssue({
          code: 'custom',
          path: [`price.${itemId}`],
          message: typed === '' ? ORDER_MESSAGES.quotePriceRequired : ORDER_MESSAGES.quoteAmountInvalid,
        });
      else lines.push({ itemId, price });
    }
    if (lines.length === 0 && ctx.issues.length === 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: ORDER_MESSAGES.quotePriceRequired });
    const shippingText = text('shipping');
    const shipping = shippingText === '' ? 0 : parseQuoteAmount(shippingText, currency);
    if (shipping === null)
      ctx.addIssue({ code: 'custom', path: ['shipping'], message: ORDER_MESSAGES.quoteAmountInvalid });
    const terms = text('terms');
    if (!terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: messages.required });
    else if (terms.length > QUOTE_TERMS_MAX_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['terms'],
        message: messages.maxLength(QUOTE_TERMS_MAX_LENGTH),
      });
    const daysText = text('validDays');
    const validDays = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
    if (!(validDays >= 1 && validDays <= MAX_QUOTE_VALID_DAYS))
      ctx.addIssue({ code: 'custom', path: ['validDays'], message: ORDER_MESSAGES.quoteValidDays });
    return { lines, shipping: shipping ?? 0, terms, validDays } satisfies QuotePricingInput;
  });
}

/** The live preview of the form: the goods, the delivery and the total, in minor units; null parts unknown. */
export function quotePreview(
  lines: readonly { id: number; quantity: number }[],
  values: Readonly<Record<string, string>>,
  currency: string,
): { goods: number | null; shipping: number | null; total: number | null } {
  let goods: number | null = 0;
  for (const line of lines) {
    const price = parseQuoteAmount(values[`price.${line.id}`] ?? '', currency);
    goods = goods === null || price === null ? null : goods + price * line.quantity;
  }
  const shippingText = (values.shipping ?? '').trim();
  const shipping = shippingText === '' ? 0 : parseQuoteAmount(shippingText, currency);
  return { goods, shipping, total: goods === null || shipping === null ? null : goods + shipping };
}

/** An amount in minor units as the pricing form shows it: '12.50' (no symbol, no separators). */
export function quoteAmountText(amount: number, currency: string): string {
  return toDecimal(money(Math.round(amount), parseCurrencyCode(currency) ?? 'GBP'));
}
