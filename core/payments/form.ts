import { z } from 'zod';
import { PAYMENT_MESSAGES } from './messages';

export { PAYMENT_MESSAGES };

/**
 * The card as a payment form posts it once the browser has tokenised it: the processor's opaque token, the
 * brand and the last four digits. Never the number.
 */
export const cardPaymentShape = {
  paymentToken: z
    .string({ error: PAYMENT_MESSAGES.cardDetailsRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.cardDetailsRequired)
    .max(255, PAYMENT_MESSAGES.cardDetailsRequired)
    .regex(/^[A-Za-z0-9_]+$/, PAYMENT_MESSAGES.cardDetailsRequired),
  cardBrand: z
    .string({ error: PAYMENT_MESSAGES.cardDetailsRequired })
    .trim()
    .toLowerCase()
    .regex(/^[a-z_]{1,20}$/, PAYMENT_MESSAGES.cardDetailsRequired),
  cardLast4: z
    .string({ error: PAYMENT_MESSAGES.cardDetailsRequired })
    .trim()
    .regex(/^\d{4}$/, PAYMENT_MESSAGES.cardDetailsRequired),
};

export const cardPaymentSchema = z.object(cardPaymentShape);
export type CardPayment = z.output<typeof cardPaymentSchema>;
export type CardPaymentInput = z.input<typeof cardPaymentSchema>;
