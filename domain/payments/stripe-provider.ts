import Stripe from 'stripe';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentAccount,
  PaymentClientConfig,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  RetrievedCharge,
} from './provider';
import { PaymentProviderError } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Another API host (tests run the adapter against a local server that speaks Stripe's endpoints). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type PaymentIntent = Awaited<ReturnType<Stripe['paymentIntents']['retrieve']>>;
export type StripeEvent = ReturnType<Stripe['webhooks']['constructEvent']>;

/** Stripe's answer to a confirmed PaymentIntent, in the provider interface's terms. */
export function chargeResultOf(intent: PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', reference: intent.id };
    case 'requires_action':
      return { status: 'requires_action', reference: intent.id, clientSecret: intent.client_secret ?? '' };
    case 'processing':
      return { status: 'requires_action', reference: intent.id, clientSecret: intent.client_secret ?? '' };
    case 'canceled':
      return {
        status: 'declined',
        reference: intent.id,
        code: 'canceled',
        message: 'This payment was cancelled.',
      };
    default: {
      const error = intent.last_payment_error;
      return {
        status: 'declined',
        reference: intent.id,
        code: error?.decline_code ?? error?.code ?? 'payment_failed',
        message: error?.message ?? 'Your card was declined.',
      };
    }
  }
}

function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return (error as { type?: string } | null)?.type === 'StripeCardError';
}

/**
 * The Stripe adapter: a PaymentIntent is created for the order's amount with the card's PaymentMethod from
 * Stripe.js, then confirmed. Each call carries an idempotency key derived from ours, so a retry returns
 * Stripe's first answer. A 'direct' store is charged on its own connected account (Stripe-Account).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly client: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
  }

  private accountOptions(account: PaymentAccount): { stripeAccount?: string } {
    return account.processor === 'direct' && account.accountId ? { stripeAccount: account.accountId } : {};
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const options = this.accountOptions(request.account);
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: request.paymentToken,
          allowed_payment_method_types: ['card'],
          description: request.description,
          receipt_email: request.receiptEmail,
          metadata: request.metadata,
        },
        { ...options, idempotencyKey: `${request.idempotencyKey}:create` },
      );
      if (intent.status === 'succeeded') return chargeResultOf(intent);
      const confirmed = await this.client.paymentIntents.confirm(
        intent.id,
        { return_url: request.returnUrl },
        { ...options, idempotencyKey: `${request.idempotencyKey}:confirm` },
      );
      return chargeResultOf(confirmed);
    } catch (error) {
      if (isCardError(error)) {
        return {
          status: 'declined',
          reference: error.payment_intent?.id ?? null,
          code: error.decline_code ?? error.code ?? 'card_declined',
          message: error.message || 'Your card was declined.',
        };
      }
      throw new PaymentProviderError('Stripe could not take the payment', { cause: error });
    }
  }

  async retrieve(reference: string, account: PaymentAccount): Promise<RetrievedCharge> {
    try {
      const intent = await this.client.paymentIntents.retrieve(reference, {}, this.accountOptions(account));
      return { ...chargeResultOf(intent), amount: intent.amount, currency: intent.currency.toUpperCase() };
    } catch (error) {
      throw new PaymentProviderError('Stripe could not be asked about the payment', { cause: error });
    }
  }

  /**
   * POST /v1/refunds for the PaymentIntent, with an Idempotency-Key derived from ours (Stripe answers a retry
   * with the first refund) and, for a direct store, its Stripe-Account. Stripe refuses more than is left of
   * the charge: that is a failed refund, not an error.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.client.refunds.create(
        {
          payment_intent: request.reference,
          amount: request.amount,
          reason: 'requested_by_customer',
          metadata: { ...request.metadata, reason: request.reason.slice(0, 450) },
        },
        { ...this.accountOptions(request.account), idempotencyKey: `${request.idempotencyKey}:refund` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return {
          status: 'failed',
          reference: refund.id,
          code: refund.failure_reason ?? refund.status,
          message: 'Stripe could not refund the payment.',
        };
      return { status: 'succeeded', reference: refund.id, amount: refund.amount };
    } catch (error) {
      const type = (error as { type?: string } | null)?.type;
      if (type === 'StripeInvalidRequestError' || type === 'StripeCardError') {
        const failure = error as Stripe.errors.StripeError;
        return {
          status: 'failed',
          reference: null,
          code: failure.code ?? 'invalid_request',
          message: failure.message || 'Stripe refused the refund.',
        };
      }
      throw new PaymentProviderError('Stripe could not be reached to refund the payment', { cause: error });
    }
  }

  clientConfig(account: PaymentAccount): PaymentClientConfig {
    return {
      provider: 'stripe',
      publishableKey: this.settings.publishableKey ?? '',
      stripeAccount: this.accountOptions(account).stripeAccount ?? null,
    };
  }

  /** A webhook's event, after its Stripe-Signature header is checked; throws when it does not match. */
  constructEvent(payload: string | Buffer, signature: string): StripeEvent {
    if (!this.settings.webhookSecret) throw new PaymentProviderError('STRIPE_WEBHOOK_SECRET is not set');
    return this.client.webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
  }
}
