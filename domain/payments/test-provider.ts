import { randomBytes } from 'node:crypto';
import { DECLINE_MESSAGES, outcomeOfTestToken } from '../../core/payments';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentAccount,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  RetrievedCharge,
} from './provider';
import { PaymentProviderError } from './provider';

export interface TestCharge {
  reference: string;
  idempotencyKey: string;
  amount: number;
  currency: string;
  account: PaymentAccount;
  result: ChargeResult;
}

export interface TestRefund {
  reference: string;
  idempotencyKey: string;
  /** The charge it gives back. */
  charge: string;
  amount: number;
  currency: string;
  account: PaymentAccount;
  reason: string;
  metadata: Record<string, string>;
  createdAt: Date;
  result: RefundResult;
}

/**
 * The built-in test processor for the demo: the outcome is the one the browser's test card stood for
 * (core/payments/test-cards.ts). Like a real provider it remembers every charge by idempotency key, so the
 * same key always gets the same answer and is charged at most once.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  private readonly byKey = new Map<string, TestCharge>();
  private readonly byReference = new Map<string, TestCharge>();
  private readonly refundsByKey = new Map<string, TestRefund>();
  private lostAnswers = 0;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.byKey.get(request.idempotencyKey);
    if (earlier) return earlier.result;
    const reference = `ch_test_${randomBytes(12).toString('hex')}`;
    const outcome = outcomeOfTestToken(request.paymentToken);
    const result: ChargeResult =
      outcome === 'succeeded'
        ? { status: 'succeeded', reference }
        : outcome === null
          ? {
              status: 'declined',
              reference: null,
              code: 'invalid_payment_method',
              message: 'Your card details could not be read. Please enter them again.',
            }
          : { status: 'declined', reference, code: outcome, message: DECLINE_MESSAGES[outcome] };
    const charge: TestCharge = {
      reference,
      idempotencyKey: request.idempotencyKey,
      amount: request.amount,
      currency: request.currency,
      account: request.account,
      result,
    };
    this.byKey.set(request.idempotencyKey, charge);
    this.byReference.set(reference, charge);
    return result;
  }

  async retrieve(reference: string): Promise<RetrievedCharge> {
    const charge = this.byReference.get(reference);
    if (!charge)
      return {
        status: 'declined',
        reference,
        code: 'resource_missing',
        message: 'No such payment',
        amount: 0,
        currency: '',
      };
    return { ...charge.result, amount: charge.amount, currency: charge.currency.toUpperCase() };
  }

  clientConfig() {
    return { provider: 'test' as const };
  }

  /**
   * Refunds part of a charge, at most once per idempotency key, and never more than the charge minus its
   * earlier refunds (Stripe's 'amount_too_large'). A charge it does not hold is known by `request.charged`.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.refundsByKey.get(request.idempotencyKey);
    if (earlier) return this.answer(earlier.result);
    const charge = this.byReference.get(request.reference);
    const charged = charge ? (charge.result.status === 'succeeded' ? charge.amount : 0) : request.charged;
    const before = this.refundsOf(request.reference).reduce(
      (sum, refund) => sum + (refund.result.status === 'succeeded' ? refund.amount : 0),
      0,
    );
    const reference = `re_test_${randomBytes(12).toString('hex')}`;
    const result: RefundResult =
      !Number.isInteger(request.amount) || request.amount <= 0
        ? {
            status: 'failed',
            reference: null,
            code: 'invalid_amount',
            message: 'Refund amount must be positive.',
          }
        : request.amount > charged - before
          ? {
              status: 'failed',
              reference: null,
              code: 'amount_too_large',
              message: 'The refund is more than is left of the charge.',
            }
          : { status: 'succeeded', reference, amount: request.amount };
    this.refundsByKey.set(request.idempotencyKey, {
      reference,
      idempotencyKey: request.idempotencyKey,
      charge: request.reference,
      amount: request.amount,
      currency: request.currency.toUpperCase(),
      account: request.account,
      reason: request.reason,
      metadata: request.metadata,
      createdAt: new Date(),
      result,
    });
    return this.answer(result);
  }

  /** Tests only: the next `times` refunds are done but their answers lost, as in a timeout. */
  loseNextAnswers(times: number): void {
    this.lostAnswers = times;
  }

  private answer(result: RefundResult): RefundResult {
    if (this.lostAnswers > 0) {
      this.lostAnswers -= 1;
      throw new PaymentProviderError('The test processor timed out');
    }
    return result;
  }

  /** The refunds it holds against a charge, oldest first. */
  refundsOf(chargeReference: string): TestRefund[] {
    return [...this.refundsByKey.values()].filter((refund) => refund.charge === chargeReference);
  }

  /** Every refund it holds whose metadata has this value (e.g. { order: '12' }), oldest first. */
  refundsWith(key: string, value: string): TestRefund[] {
    return [...this.refundsByKey.values()].filter((refund) => refund.metadata[key] === value);
  }

  /** Successful charges so far (tests and the benchmark count them). */
  successfulCharges(): TestCharge[] {
    return [...this.byKey.values()].filter((charge) => charge.result.status === 'succeeded');
  }

  allCharges(): TestCharge[] {
    return [...this.byKey.values()];
  }
}
