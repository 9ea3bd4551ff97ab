import { z } from 'zod';
import { zEmail, zRequiredString } from '../../core/validation';
import { alphaDash, maxLength } from '../../core/validation/messages';
import { MAILING_LIST_MESSAGES } from './messages';

/** Spaces around a typed value are not part of it. */
const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

export const MAILING_LIST_NAME = /^[A-Za-z0-9_-]{0,64}$/;

/**
 * A subscription (§5 subscriber form): email required and valid, first name required; the mailing list
 * named by the block ('' or absent: the store's main list).
 */
export const subscribeSchema = z.object({
  email: trimmed(zEmail().max(254, maxLength(254))).transform((value) => value.toLowerCase()),
  firstName: zRequiredString()
    .max(100, maxLength(100))
    .transform((value) => value.trim()),
  mailingList: z
    .string({ error: alphaDash })
    .regex(MAILING_LIST_NAME, alphaDash)
    .optional()
    .transform((value) => value ?? ''),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/**
 * The confirm button's token. A link without its token, or with one no link ever carried, is an expired link
 * to the person holding it.
 */
export const verifySubscriptionSchema = z.object({
  token: trimmed(
    z
      .string({ error: MAILING_LIST_MESSAGES.linkExpired })
      .min(1, MAILING_LIST_MESSAGES.linkExpired)
      .max(200, MAILING_LIST_MESSAGES.linkExpired),
  ),
});
