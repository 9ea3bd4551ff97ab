import { and, desc, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../core/payments';
import type { ServiceContext } from '../context';
import type { ChargeResult, RetrievedCharge } from '../payments';
import { paymentAttempts } from './tables';

/** What a payment attempt records besides the provider's answer. */
export type PaymentAttemptDetails = Omit<
  typeof paymentAttempts.$inferInsert,
  'id' | 'isSuccessful' | 'status' | 'message' | 'declineCode'
>;

/** A provider's answer, or a payment that succeeded for another amount or currency than the order's. */
export type PaymentOutcome = ChargeResult | { status: 'mismatched'; reference: string };

export const MISMATCH_CODE = 'amount_mismatch';

/**
 * A charge that completed later (after the bank's authentication) pays the order only if it was for the
 * order's total in the order's currency: the order may have changed while the bank was asking.
 */
export function checkAgainstOrder(
  charge: RetrievedCharge,
  order: { total: number; currency: string },
): PaymentOutcome {
  if (charge.status !== 'succeeded') return charge;
  const { amount, currency, ...result } = charge;
  if (amount !== order.total || currency.toUpperCase() !== order.currency.toUpperCase())
    return { status: 'mismatched', reference: charge.reference };
  return result;
}

/** The amount an attempt settled later records: the provider's, or the one asked when it knows none. */
export function amountCharged(
  charge: RetrievedCharge,
  asked: { amount: number; currency: string },
): { amount: number; currency: string } {
  return charge.currency ? { amount: charge.amount, currency: charge.currency } : asked;
}

/** Whether the order's latest payment attempt waits for the bank's authentication (its items are frozen). */
export async function awaitsAuthentication(ctx: ServiceContext, orderId: number): Promise<boolean> {
  const [latest] = await ctx.db
    .select({ status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.divisionId, ctx.store.id)))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return latest?.status === 'requires_action';
}

/** Records the provider's answer to a charge as one of the order's payment attempts (§3). */
export async function recordPaymentAttempt(
  ctx: ServiceContext,
  details: PaymentAttemptDetails,
  result: PaymentOutcome,
): Promise<void> {
  await ctx.db.insert(paymentAttempts).values({ ...details, ...attemptOutcome(result) });
}

function attemptOutcome(result: PaymentOutcome) {
  switch (result.status) {
    case 'declined':
      return {
        isSuccessful: false,
        status: 'declined' as const,
        message: result.message,
        declineCode: result.code,
      };
    case 'mismatched':
      return {
        isSuccessful: false,
        status: 'mismatched' as const,
        message: PAYMENT_MESSAGES.amountMismatch,
        declineCode: MISMATCH_CODE,
      };
    case 'requires_action':
      return {
        isSuccessful: false,
        status: 'requires_action' as const,
        message: PAYMENT_MESSAGES.awaitingAuthentication,
      };
    default:
      return { isSuccessful: true, status: 'succeeded' as const, message: PAYMENT_MESSAGES.paymentAccepted };
  }
}
