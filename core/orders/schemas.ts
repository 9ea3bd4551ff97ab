import { z } from 'zod';
import { COUNTRIES_WITHOUT_POSTCODES, isCountryCode } from '../countries';
import { messages, zEmail } from '../validation';
import { postcode as postcodeRule } from '../validation/rules/uk';
import { ORDER_MESSAGES } from './messages';

/**
 * The order forms' schemas, shared by the pages (checked in the browser first) and their actions and
 * services. Forms with one row per order item name their fields '{field}.{itemId}' (e.g. 'quantity.12');
 * their schemas take those flat values and answer structured input, with errors under the same names.
 */

const required = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** An order number as shoppers type it ('1042' or '#1042'). */
export const orderNumberSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .regex(/^#?\d{1,9}$/, 'Please enter the number of your order, e.g. 1042')
  .transform((value) => Number(value.replace('#', '')));

/** The pages reached without an order link ask for the order number and the email it was placed with. */
export const orderLookupSchema = z.object({
  orderNumber: orderNumberSchema,
  email: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), zEmail()),
});
export type OrderLookupInput = z.input<typeof orderLookupSchema>;

/** Rows of a per-item form: '{field}.{itemId}' keys grouped by item id. */
export function itemRows(values: Readonly<Record<string, unknown>>, fields: readonly string[]) {
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(values)) {
    const match = /^([a-z]+)\.(\d{1,9})$/.exec(key);
    if (!match || !fields.includes(match[1] ?? '') || typeof value !== 'string') continue;
    const id = Number(match[2]);
    const row = rows.get(id) ?? {};
    row[match[1] as string] = value;
    rows.set(id, row);
  }
  return rows;
}

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN;

// ---- Returns ----

export const RETURN_REASONS = [
  { value: 'too-small', label: 'Too small' },
  { value: 'too-big', label: 'Too big' },
  { value: 'faulty', label: 'Faulty or damaged' },
  { value: 'not-as-described', label: 'Not as described' },
  { value: 'changed-mind', label: 'Changed my mind' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['value'];
const REASON_VALUES = RETURN_REASONS.map((reason) => reason.value) as [ReturnReason, ...ReturnReason[]];

export const returnRequestSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        quantity: z.number().int(messages.positiveNumber).min(1, messages.positiveNumber).max(999),
      }),
    )
    .min(1, ORDER_MESSAGES.returnNothingChosen)
    .max(200),
  reason: z.enum(REASON_VALUES, { error: 'Please choose a reason' }),
  comments: optional(1000),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

/** The returns form: 'quantity.{itemId}' (0 = keep it), a reason and comments. */
export const returnFormSchema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const items: { itemId: number; quantity: number }[] = [];
  for (const [itemId, row] of itemRows(values, ['quantity'])) {
    const quantity = row.quantity?.trim() === '' ? 0 : wholeNumber(row.quantity);
    if (Number.isNaN(quantity) || quantity > 999) {
      ctx.addIssue({ code: 'custom', path: [`quantity.${itemId}`], message: messages.positiveNumber });
      continue;
    }
    if (quantity > 0) items.push({ itemId, quantity });
  }
  if (items.length === 0 && ctx.issues.length === 0)
    ctx.addIssue({ code: 'custom', path: ['items'], message: ORDER_MESSAGES.returnNothingChosen });
  const reason = REASON_VALUES.find((value) => value === values.reason);
  if (!reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please choose a reason' });
  const comments = typeof values.comments === 'string' ? values.comments.trim() : '';
  if (comments.length > 1000)
    ctx.addIssue({ code: 'custom', path: ['comments'], message: messages.maxLength(1000) });
  return { items, reason: reason ?? 'other', comments: comments || null };
});

// ---- Editing items ----

export const editItemsSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        colour: z.string().trim().min(1, 'Please choose a colour').max(100),
        size: z.string().trim().min(1, 'Please choose a size').max(50),
        quantity: z
          .number({ error: ORDER_MESSAGES.quantityRange })
          .int(ORDER_MESSAGES.quantityRange)
          .min(1, ORDER_MESSAGES.quantityRange)
          .max(999, ORDER_MESSAGES.quantityRange),
      }),
    )
    .min(1)
    .max(200),
});
export type EditItemsInput = z.input<typeof editItemsSchema>;

/** The edit-order form: 'colour.{itemId}', 'size.{itemId}' and 'quantity.{itemId}' for every item. */
export const editOrderFormSchema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const items: { itemId: number; colour: string; size: string; quantity: number }[] = [];
  for (const [itemId, row] of itemRows(values, ['colour', 'size', 'quantity'])) {
    const quantity = wholeNumber(row.quantity);
    if (Number.isNaN(quantity) || quantity < 1 || quantity > 999)
      ctx.addIssue({ code: 'custom', path: [`quantity.${itemId}`], message: ORDER_MESSAGES.quantityRange });
    const colour = row.colour?.trim() ?? '';
    const size = row.size?.trim() ?? '';
    if (!colour)
      ctx.addIssue({ code: 'custom', path: [`colour.${itemId}`], message: 'Please choose a colour' });
    if (!size) ctx.addIssue({ code: 'custom', path: [`size.${itemId}`], message: 'Please choose a size' });
    items.push({ itemId, colour, size, quantity });
  }
  if (items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: messages.required });
  return { items };
});

// ---- Delivery address ----

const EORI = /^[A-Z]{2}[0-9A-Z]{1,15}$/;

export const addressSchema = z
  .object({
    name: required(100),
    company: optional(100),
    line1: required(100),
    line2: optional(100),
    city: required(60),
    county: optional(60),
    postcode: optional(12).transform((value) => value?.toUpperCase() ?? ''),
    // Checkout's list: an order can be moved to any country it could have been sent to.
    country: z
      .string({ error: messages.required })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Please choose a country we deliver to'),
    eoriNumber: z
      .string()
      .trim()
      .toUpperCase()
      .nullish()
      .transform((value) => (value ? value.replace(/\s+/g, '') : null))
      .refine((value) => value === null || EORI.test(value), 'Please enter a valid EORI number'),
  })
  .superRefine((address, ctx) => {
    if (!address.postcode) {
      if (!COUNTRIES_WITHOUT_POSTCODES.has(address.country))
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: messages.required });
      return;
    }
    if (address.country === 'GB' && !postcodeRule.test(address.postcode, undefined))
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: messages.postcode });
  });
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

// ---- Quotes ----

export const QUOTE_LINES = 5;
export const MAX_QUOTE_QUANTITY = 100_000;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (UTC) as YYYY-MM-DD, the earliest a deadline may not be. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export const quoteRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        product: z.string().trim().min(1).max(200),
        colour: optional(100),
        quantity: z.number().int().min(1).max(MAX_QUOTE_QUANTITY),
      }),
    )
    .min(1, 'Please add at least one product')
    .max(QUOTE_LINES),
  deadline: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || (isoDate.test(value) && !Number.isNaN(Date.parse(value))), {
      message: 'Please enter a date',
    }),
  name: required(100),
  email: zEmail(),
  phone: optional(30),
  company: optional(100),
  notes: optional(2000),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** The get-a-quote form: 'product.{n}', 'colour.{n}', 'quantity.{n}' for n < QUOTE_LINES, and contact. */
export const quoteFormSchema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const lines: { product: string; colour: string | null; quantity: number }[] = [];
  for (let line = 0; line < QUOTE_LINES; line += 1) {
    const product = text(`product.${line}`);
    const quantityText = text(`quantity.${line}`);
    if (!product && !quantityText) continue;
    if (!product)
      ctx.addIssue({ code: 'custom', path: [`product.${line}`], message: 'Please choose a product' });
    const quantity = wholeNumber(quantityText);
    if (Number.isNaN(quantity) || quantity < 1 || quantity > MAX_QUOTE_QUANTITY)
      ctx.addIssue({
        code: 'custom',
        path: [`quantity.${line}`],
        message: `Please enter a quantity from 1 to ${MAX_QUOTE_QUANTITY.toLocaleString('en-GB')}`,
      });
    lines.push({ product, colour: text(`colour.${line}`) || null, quantity });
  }
  if (lines.length === 0)
    ctx.addIssue({ code: 'custom', path: ['product.0'], message: 'Please add at least one product' });
  const deadline = text('deadline');
  if (deadline && (!isoDate.test(deadline) || Number.isNaN(Date.parse(deadline))))
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'Please enter a date' });
  else if (deadline && deadline <= todayIso())
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: ORDER_MESSAGES.deadlinePast });
  const contact = z
    .object({
      name: required(100),
      email: zEmail(),
      phone: optional(30),
      company: optional(100),
      notes: optional(2000),
    })
    .safeParse(values);
  if (!contact.success) {
    for (const issue of contact.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path as string[], message: issue.message });
    return z.NEVER;
  }
  return { lines, deadline: deadline || null, ...contact.data };
});

/** Accepting a quote's terms. */
export const acceptQuoteSchema = z.object({
  terms: z.literal('on', { error: ORDER_MESSAGES.quoteTermsRequired }),
});

/** The reorder button of an order history: the order's hash. */
export const reorderSchema = z.object({
  order: z
    .string({ error: 'Choose an order to reorder' })
    .trim()
    .min(1, 'Choose an order to reorder')
    .max(100),
});
