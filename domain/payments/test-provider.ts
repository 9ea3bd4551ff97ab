import { randomBytes } from 'node:crypto';
import { DECLINE_MESSAGES, outcomeOfTestToken } from '../../core/payments';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentAccount,
  PaymentProvider,
  RetrievedCharge,
} from './provider';

export interface TestCharge {
  reference: string;
  idempotencyKey: string;
  amount: number;
  currency: string;
  account: PaymentAccount;
  result: ChargeResult;
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

  /** Successful charges so far (tests and the benchmark count them). */
  successfulCharges(): TestCharge[] {
    return [...this.byKey.values()].filter((charge) => charge.result.status === 'succeeded');
  }

  allCharges(): TestCharge[] {
    return [...this.byKey.values()];
  }
}
