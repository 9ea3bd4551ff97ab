import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGateway } from './gateway';
import type { ChargeRequest } from './provider';
import { PaymentProviderError } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import { type FakeStripe, startFakeStripe } from './testing';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the Stripe adapter against a local server speaking Stripe', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;
  const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
    amount: 2899,
    currency: 'GBP',
    paymentToken: 'pm_card_visa',
    idempotencyKey: `order-${Math.random().toString(36).slice(2)}:1`,
    account: { processor: 'teemill', accountId: null },
    description: 'Order 42 at Demo Store',
    metadata: { divisionId: '7', orderUuid: 'uuid-42' },
    receiptEmail: 'sam@example.com',
    returnUrl: 'http://demo.localhost/checkout/',
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripePaymentProvider({
      secretKey: fake.secretKey,
      publishableKey: 'pk_test_123',
      webhookSecret: WEBHOOK_SECRET,
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    });
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('creates and confirms a PaymentIntent for the amount, in lower-case currency, with idempotency keys', async () => {
    const charge = request();
    const result = await provider.charge(charge);
    expect(result.status).toBe('succeeded');
    const intent = fake.intents.get(result.status === 'succeeded' ? result.reference : '');
    expect(intent).toMatchObject({
      amount: 2899,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      receipt_email: 'sam@example.com',
      metadata: { divisionId: '7', orderUuid: 'uuid-42' },
      account: null,
    });
    expect(
      fake.requests.map((entry) => [entry.method, entry.path.split('?')[0], entry.idempotencyKey]),
    ).toEqual([
      ['POST', '/v1/payment_intents', `${charge.idempotencyKey}:create`],
      ['POST', `/v1/payment_intents/${intent?.id}/confirm`, `${charge.idempotencyKey}:confirm`],
    ]);
  });

  it('answers a retry with the same key with the first answer and charges once', async () => {
    const charge = request();
    const first = await provider.charge(charge);
    const before = fake.intents.size;
    const second = await provider.charge(charge);
    expect(second).toEqual(first);
    expect(fake.intents.size).toBe(before);
  });

  it.each([
    ['pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('reports %s as declined with Stripe’s message', async (paymentToken, code, message) => {
    const result = await provider.charge(request({ paymentToken }));
    expect(result).toMatchObject({ status: 'declined', code, message });
    expect(result.status === 'declined' && result.reference).toMatch(/^pi_/);
  });

  it('asks for authentication, then reads the outcome back', async () => {
    const result = await provider.charge(request({ paymentToken: 'pm_card_threeDSecureRequired' }));
    expect(result.status).toBe('requires_action');
    if (result.status !== 'requires_action') return;
    expect(result.clientSecret).toMatch(/_secret_/);
    const account = { processor: 'teemill' as const, accountId: null };
    expect((await provider.retrieve(result.reference, account)).status).toBe('requires_action');
    fake.authenticate(result.reference, true);
    expect(await provider.retrieve(result.reference, account)).toEqual({
      status: 'succeeded',
      reference: result.reference,
      amount: 2899,
      currency: 'GBP',
    });
    const failed = await provider.charge(request({ paymentToken: 'pm_card_threeDSecureRequired' }));
    fake.authenticate(failed.status === 'requires_action' ? failed.reference : '', false);
    expect(
      await provider.retrieve(failed.status === 'requires_action' ? failed.reference : '', account),
    ).toMatchObject({ status: 'declined', message: 'We are unable to authenticate your payment method.' });
  });

  it("charges a direct store on its own account and the platform's stores on the platform's", async () => {
    const gateway = new PaymentGateway({ stripe: null }, provider);
    const direct = gateway.accountFor({
      type: 'direct',
      accounts: [{ provider: 'stripe', accountId: 'acct_store' }],
    });
    expect(direct).toEqual({ processor: 'direct', accountId: 'acct_store' });
    expect(gateway.accountFor({ type: 'teemill', accounts: [] })).toEqual({
      processor: 'teemill',
      accountId: null,
    });
    const result = await provider.charge(request({ account: direct }));
    expect(result.status).toBe('succeeded');
    expect(fake.requests.every((entry) => entry.account === 'acct_store')).toBe(true);
    expect(provider.clientConfig(direct)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
      stripeAccount: 'acct_store',
    });
  });

  it('turns other failures into a PaymentProviderError', async () => {
    const wrongKey = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: null,
      webhookSecret: null,
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    });
    await expect(wrongKey.charge(request())).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('retries a server error under the same key and charges once', async () => {
    fake.failNext(1);
    const before = fake.intents.size;
    const result = await provider.charge(request());
    expect(result.status).toBe('succeeded');
    expect(fake.intents.size).toBe(before + 1);
  });

  it('checks webhook signatures', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.constructEvent(payload, header).type).toBe('payment_intent.succeeded');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.constructEvent(payload, forged)).toThrow();
    expect(() => provider.constructEvent(`${payload} `, header)).toThrow();
  });
});
