import { z } from 'zod';
import { FACTORY_MESSAGES } from './messages';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A reason (reprint, cancel): required, trimmed, at most 500 characters. */
const reason = (required: string) =>
  z.preprocess(
    (value) => trimmed(value ?? ''),
    z.string({ error: required }).min(1, required).max(500, FACTORY_MESSAGES.reasonTooLong),
  );

/** Printing labels: the orders (ids) and, for a reprint, the reason; optionally only some of the labels. */
export const printLabelsSchema = z.object({
  orderIds: z
    .array(z.coerce.number().int().positive(), { error: FACTORY_MESSAGES.chooseOrders })
    .min(1, FACTORY_MESSAGES.chooseOrders)
    .max(100, FACTORY_MESSAGES.tooManyOrders),
  labelIds: z.array(z.coerce.number().int().positive()).max(1000).optional(),
  reason: z.preprocess(
    (value) => trimmed(value ?? '') || undefined,
    z.string().max(500, FACTORY_MESSAGES.reasonTooLong).optional(),
  ),
});
export type PrintLabelsInput = z.input<typeof printLabelsSchema>;

export const reprintReasonSchema = z.object({ reason: reason(FACTORY_MESSAGES.reprintReason) });

export const cancelLabelSchema = z.object({ reason: reason(FACTORY_MESSAGES.cancelReason) });
export type CancelLabelInput = z.input<typeof cancelLabelSchema>;

/** A scan at the pick or pretreat station: what the scanner typed. */
export const scanSchema = z.object({
  code: z.preprocess(
    (value) => trimmed(value ?? ''),
    z
      .string({ error: FACTORY_MESSAGES.scanRequired })
      .min(1, FACTORY_MESSAGES.scanRequired)
      .max(40, FACTORY_MESSAGES.unknownCode),
  ),
});
export type ScanInput = z.input<typeof scanSchema>;

/** The pack and ship station: the order (its number or one of its label codes) and the tracking code. */
export const shipSchema = z.object({
  order: z.preprocess(
    (value) => trimmed(value ?? ''),
    z
      .string({ error: FACTORY_MESSAGES.orderRequired })
      .min(1, FACTORY_MESSAGES.orderRequired)
      .max(40, FACTORY_MESSAGES.orderRequired),
  ),
  trackingCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : (value ?? '')),
    z
      .string({ error: FACTORY_MESSAGES.trackingRequired })
      .min(1, { error: FACTORY_MESSAGES.trackingRequired, abort: true })
      .regex(/^[A-Z0-9-]{6,40}$/, FACTORY_MESSAGES.trackingInvalid),
  ),
});
export type ShipInput = z.input<typeof shipSchema>;
