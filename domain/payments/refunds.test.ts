import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../core/payments';
import { type ChargeRequest, PaymentProviderError, type RefundRequest } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';
import { type FakeStripe, startFakeStripe } from './testing';

const TEAMILL = { processor: 'teemill', accountId: null } as const;
const DIRECT = { processor: 'direct', accountId: 'acct_direct_1' } as const;

const charge = (paymentToken: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amount: 3000,
  currency: 'GBP',
  paymentToken,
  idempotencyKey: `charge-${Math.random()}`,
  account: TEAMILL,
  description: 'Order',
  metadata: {},
  receiptEmail: 'sam@example.com',
  returnUrl: 'http://demo.localhost/checkout/',
  ...overrides,
});

const refund = (reference: string, overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  reference,
  amount: 1000,
  currency: 'GBP',
  idempotencyKey: `refund-${Math.random()}`,
  account: TEAMILL,
  reason: 'Returned',
  charged: 3000,
  metadata: { order: '12' },
  ...overrides,
});

const referenceOf = (result: { status: string; reference?: string | null }) => result.reference ?? '';

describe('refunds at the built-in test processor', () => {
  it('refunds once per key and never more than the charge minus earlier refunds', async () => {
    const provider = new TestPaymentProvider();
    const paid = await provider.charge(charge(tokeniseTestCard('4242 4242 4242 4242').token));
    const first = refund(referenceOf(paid), { amount: 2000 });
    const done = await provider.refund(first);
    expect(done).toMatchObject({ status: 'succeeded', amount: 2000 });
    expect(await provider.refund(first)).toEqual(done);
    expect(provider.refundsOf(referenceOf(paid))).toHaveLength(1);
    // 1000 is left of the 3000 charge: 1001 is refused, 1000 goes through.
    expect(await provider.refund(refund(referenceOf(paid), { amount: 1001, charged: 99_999 }))).toMatchObject(
      {
        status: 'failed',
        code: 'amount_too_large',
      },
    );
    expect(await provider.refund(refund(referenceOf(paid), { amount: 1000 }))).toMatchObject({
      status: 'succeeded',
    });
    const held = provider.refundsOf(referenceOf(paid)).filter((entry) => entry.result.status === 'succeeded');
    expect(held.map((entry) => entry.amount)).toEqual([2000, 1000]);
    expect(provider.refundsWith('order', '12')).toHaveLength(3);
  });

  it('goes by what our records say for a charge it does not hold', async () => {
    const provider = new TestPaymentProvider();
    expect(await provider.refund(refund('ch_seeded', { amount: 3001, charged: 3000 }))).toMatchObject({
      status: 'failed',
      code: 'amount_too_large',
    });
    expect(await provider.refund(refund('ch_seeded', { amount: 3000, charged: 3000 }))).toMatchObject({
      status: 'succeeded',
      amount: 3000,
    });
  });

  it('a refund retried after a timeout (done, answer lost) happens once', async () => {
    const provider = new TestPaymentProvider();
    const ask = refund('ch_timeout', { amount: 500 });
    provider.loseNextAnswers(1);
    await expect(provider.refund(ask)).rejects.toBeInstanceOf(PaymentProviderError);
    const retried = await provider.refund(ask);
    expect(retried).toMatchObject({ status: 'succeeded', amount: 500 });
    expect(provider.refundsOf('ch_timeout')).toHaveLength(1);
  });
});

describe('refunds through the Stripe adapter (POST /v1/refunds) against a local server speaking Stripe', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripePaymentProvider({
      secretKey: fake.secretKey,
      publishableKey: 'pk_test_123',
      webhookSecret: null,
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('refunds the PaymentIntent with an Idempotency-Key; the same key refunds once', async () => {
    const paid = await provider.charge(charge('pm_card_visa'));
    fake.requests.length = 0;
    const ask = refund(referenceOf(paid), { amount: 1200, idempotencyKey: 'order-9:refund-abc' });
    const done = await provider.refund(ask);
    expect(done).toMatchObject({ status: 'succeeded', amount: 1200 });
    expect(await provider.refund(ask)).toEqual(done);
    expect([...fake.refunds.values()]).toEqual([
      expect.objectContaining({ amount: 1200, payment_intent: referenceOf(paid), account: null }),
    ]);
    expect(fake.requests.map((entry) => [entry.method, entry.path, entry.idempotencyKey])).toEqual([
      ['POST', '/v1/refunds', 'order-9:refund-abc:refund'],
      ['POST', '/v1/refunds', 'order-9:refund-abc:refund'],
    ]);
  });

  it('refuses more than is left of the charge', async () => {
    const paid = await provider.charge(charge('pm_card_visa'));
    expect(await provider.refund(refund(referenceOf(paid), { amount: 2500 }))).toMatchObject({
      status: 'succeeded',
    });
    expect(await provider.refund(refund(referenceOf(paid), { amount: 501 }))).toMatchObject({
      status: 'failed',
      code: 'amount_too_large',
    });
  });

  it("refunds a direct store's charge on its own account (Stripe-Account)", async () => {
    const paid = await provider.charge(charge('pm_card_visa', { account: DIRECT }));
    fake.requests.length = 0;
    const done = await provider.refund(refund(referenceOf(paid), { account: DIRECT }));
    expect(done.status).toBe('succeeded');
    expect(fake.requests.map((entry) => entry.account)).toEqual(['acct_direct_1']);
    // The platform's account does not hold it.
    expect(await provider.refund(refund(referenceOf(paid)))).toMatchObject({ status: 'failed' });
  });

  it('a refund whose answer was lost is retried with the same key and happens once', async () => {
    const paid = await provider.charge(charge('pm_card_visa'));
    const before = fake.refunds.size;
    fake.loseNextAnswers(1);
    const done = await provider.refund(refund(referenceOf(paid), { amount: 700 }));
    expect(done).toMatchObject({ status: 'succeeded', amount: 700 });
    expect(fake.refunds.size).toBe(before + 1);
  });

  it('a refund that cannot reach Stripe is a provider error (nothing known to be refunded)', async () => {
    const paid = await provider.charge(charge('pm_card_visa'));
    fake.failNext(10);
    await expect(provider.refund(refund(referenceOf(paid)))).rejects.toBeInstanceOf(PaymentProviderError);
    fake.failNext(0);
  });
});
