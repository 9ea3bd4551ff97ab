import type { PaymentProcessor } from '../../core/store';
import type { PaymentAccount, PaymentClientConfig, PaymentProvider } from './provider';
import { StripePaymentProvider, type StripeSettings } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

export interface PaymentsConfig {
  /** When set, every store is charged through Stripe; otherwise the built-in test processor is used. */
  stripe: StripeSettings | null;
}

/** What a page's card form needs: the provider's browser settings for the store's account. */
export interface PaymentForm {
  client: PaymentClientConfig;
  /** The built-in test processor is taking (pretend) payments. */
  testMode: boolean;
}

/**
 * Chooses how a store is paid: the provider (Stripe when configured, else the test processor) and the
 * account (the platform's for 'teemill' stores, the store's own for 'direct' ones).
 */
export class PaymentGateway {
  readonly provider: PaymentProvider;
  readonly stripe: StripePaymentProvider | null;

  constructor(config: PaymentsConfig, provider?: PaymentProvider) {
    this.stripe = config.stripe
      ? new StripePaymentProvider(config.stripe)
      : provider instanceof StripePaymentProvider
        ? provider
        : null;
    this.provider = provider ?? this.stripe ?? new TestPaymentProvider();
  }

  get testMode(): boolean {
    return this.provider.name === 'test';
  }

  accountFor(processor: PaymentProcessor): PaymentAccount {
    if (processor.type !== 'direct') return { processor: 'teemill', accountId: null };
    const own = processor.accounts.find((account) => account.provider === this.provider.name);
    return { processor: 'direct', accountId: own?.accountId ?? null };
  }

  formFor(processor: PaymentProcessor): PaymentForm {
    return { client: this.provider.clientConfig(this.accountFor(processor)), testMode: this.testMode };
  }
}
