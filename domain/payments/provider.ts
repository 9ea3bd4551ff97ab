/**
 * Payment providers behind one interface. A provider charges an opaque payment-method token the browser got
 * from the provider's own client code (card numbers never reach our server), under an idempotency key, so a
 * retried call never charges twice. See docs/decisions/0003-payments.md.
 */
export type PaymentProviderName = 'test' | 'stripe';

/** Whose account takes the money: the platform's ('teemill') or the store's own ('direct'). */
export interface PaymentAccount {
  processor: 'teemill' | 'direct';
  /** The store's account with the provider, for direct processors (a Stripe connected account id). */
  accountId: string | null;
}

export interface ChargeRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The provider's token for the shopper's card. */
  paymentToken: string;
  /** Same key, same answer: the provider charges at most once per key. */
  idempotencyKey: string;
  account: PaymentAccount;
  description: string;
  metadata: Record<string, string>;
  receiptEmail: string;
  /** Where the shopper returns after authenticating with their bank (Stripe 3-D Secure). */
  returnUrl: string;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string | null; message: string; code: string }
  | {
      status: 'requires_action';
      reference: string;
      /** What the provider's browser code needs to show the bank's authentication step. */
      clientSecret: string;
    };

/**
 * An earlier charge as the provider has it now, with the amount (minor units) and currency (upper case) it is
 * for: whoever settles it checks them against the order before marking the order paid.
 */
export type RetrievedCharge = ChargeResult & { amount: number; currency: string };

/** Gives back (part of) a charge. Same key, same answer: the provider refunds at most once per key. */
export interface RefundRequest {
  /** The charge's reference (a Stripe PaymentIntent). */
  reference: string;
  /** Minor units of `currency`: never more than the charge minus its earlier refunds. */
  amount: number;
  currency: string;
  idempotencyKey: string;
  account: PaymentAccount;
  reason: string;
  /**
   * What our records say the charge was for. A provider that holds the charge goes by its own record; the
   * test processor, which forgets its charges when the server restarts (and never made the demo's seeded
   * ones), goes by this for a charge it does not hold.
   */
  charged: number;
  metadata: Record<string, string>;
}

export type RefundResult =
  | { status: 'succeeded'; reference: string; amount: number }
  | { status: 'failed'; reference: string | null; code: string; message: string };

/** What the checkout page needs to tokenise a card with this provider. */
export type PaymentClientConfig =
  | { provider: 'test' }
  | { provider: 'stripe'; publishableKey: string; stripeAccount: string | null };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The current state of an earlier charge (after authentication, or from a webhook). */
  retrieve(reference: string, account: PaymentAccount): Promise<RetrievedCharge>;
  clientConfig(account: PaymentAccount): PaymentClientConfig;
  /** Refunds part or all of a charge under an idempotency key (a retry after a timeout refunds once). */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** A provider could not be reached or answered nonsense: nothing is known to be charged. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
