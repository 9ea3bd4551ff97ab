import { PAYMENT_MESSAGES } from '../../core/payments';
import type { ServiceContext } from '../context';
import type { ChargeResult } from '../payments';
import { paymentAttempts } from './tables';

/** What a payment attempt records besides the provider's answer. */
export type PaymentAttemptDetails = Omit<
  typeof paymentAttempts.$inferInsert,
  'id' | 'isSuccessful' | 'status' | 'message' | 'declineCode'
>;

/** Records the provider's answer to a charge as one of the order's payment attempts (§3). */
export async function recordPaymentAttempt(
  ctx: ServiceContext,
  details: PaymentAttemptDetails,
  result: ChargeResult,
): Promise<void> {
  const outcome =
    result.status === 'declined'
      ? {
          isSuccessful: false,
          status: 'declined' as const,
          message: result.message,
          declineCode: result.code,
        }
      : result.status === 'requires_action'
        ? {
            isSuccessful: false,
            status: 'requires_action' as const,
            message: PAYMENT_MESSAGES.awaitingAuthentication,
          }
        : { isSuccessful: true, status: 'succeeded' as const, message: PAYMENT_MESSAGES.paymentAccepted };
  await ctx.db.insert(paymentAttempts).values({ ...details, ...outcome });
}
