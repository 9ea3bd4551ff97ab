import { z } from 'zod';
import { AFTERCARE_MESSAGES } from './messages';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** The key a form carries from the page that showed it: the same post twice is one refund (or order). */
const requestKey = z
  .string({ error: AFTERCARE_MESSAGES.requestKeyRequired })
  .trim()
  .min(8, AFTERCARE_MESSAGES.requestKeyRequired)
  .max(100, AFTERCARE_MESSAGES.requestKeyRequired);

/** A checkbox: ticked ('on', 'true') or true; anything else is false. */
const flag = z
  .preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())
  .optional()
  .transform((value) => value === true);

const quantity = z.coerce
  .number({ error: AFTERCARE_MESSAGES.quantityTooMany })
  .int(AFTERCARE_MESSAGES.quantityTooMany)
  .min(0, AFTERCARE_MESSAGES.quantityTooMany)
  .max(10_000, AFTERCARE_MESSAGES.quantityTooMany);

export const refundSchema = z.object({
  requestKey,
  items: z
    .array(z.object({ itemId: id(AFTERCARE_MESSAGES.itemNotOnOrder), quantity }))
    .max(500)
    .default([]),
  shipping: flag,
  reason: z.string().trim().max(500).default(''),
});
export type RefundInput = z.input<typeof refundSchema>;

export const receiveReturnSchema = z.object({
  returnId: id(AFTERCARE_MESSAGES.returnNotFound),
  remill: flag,
});
export type ReceiveReturnInput = z.input<typeof receiveReturnSchema>;

export const exchangeSchema = z.object({
  requestKey,
  itemId: id(AFTERCARE_MESSAGES.itemNotOnOrder),
  quantity: quantity.pipe(z.number().min(1, AFTERCARE_MESSAGES.itemsRequired)),
  variantId: id(AFTERCARE_MESSAGES.variantRequired),
});
export type ExchangeInput = z.input<typeof exchangeSchema>;

export const reprintSchema = z.object({
  requestKey,
  reasonId: id(AFTERCARE_MESSAGES.reasonRequired),
  items: z
    .array(z.object({ itemId: id(AFTERCARE_MESSAGES.itemNotOnOrder), quantity }))
    .max(500)
    .default([]),
});
export type ReprintInput = z.input<typeof reprintSchema>;

export const returnsFilterSchema = z.object({
  status: z.enum(['requested', 'received', 'all']).catch('requested').default('requested'),
  q: z.string().trim().max(200).catch('').default(''),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type ReturnsFilter = z.infer<typeof returnsFilterSchema>;
