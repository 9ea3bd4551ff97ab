import { describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../core/payments';
import { PaymentGateway } from './gateway';
import type { ChargeRequest } from './provider';
import { TestPaymentProvider } from './test-provider';

const request = (cardNumber: string, idempotencyKey = `key-${Math.random()}`): ChargeRequest => ({
  amount: 1500,
  currency: 'GBP',
  paymentToken: tokeniseTestCard(cardNumber).token,
  idempotencyKey,
  account: { processor: 'teemill', accountId: null },
  description: 'Order',
  metadata: {},
  receiptEmail: 'sam@example.com',
  returnUrl: 'http://demo.localhost/checkout/',
});

describe('the built-in test processor', () => {
  it.each([
    ['4242 4242 4242 4242', { status: 'succeeded' }],
    [
      '4000 0000 0000 0002',
      { status: 'declined', code: 'generic_decline', message: 'Your card was declined.' },
    ],
    [
      '4000 0000 0000 9995',
      { status: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
    ['4000 0000 0000 0069', { status: 'declined', code: 'expired_card', message: 'Your card has expired.' }],
    ['4111 1111 1111 1111', { status: 'declined', code: 'not_a_test_card' }],
  ])('%s → %o', async (card, expected) => {
    const provider = new TestPaymentProvider();
    expect(await provider.charge(request(card))).toMatchObject(expected);
  });

  it('charges once per idempotency key and answers retries the same', async () => {
    const provider = new TestPaymentProvider();
    const first = await provider.charge(request('4242424242424242', 'same'));
    const again = await provider.charge(request('4000000000000002', 'same'));
    expect(again).toEqual(first);
    expect(provider.successfulCharges()).toHaveLength(1);
    const reference = first.status === 'succeeded' ? first.reference : '';
    expect(await provider.retrieve(reference)).toEqual({ ...first, amount: 1500, currency: 'GBP' });
  });

  it('declines a token it never made', async () => {
    const provider = new TestPaymentProvider();
    const result = await provider.charge({ ...request('4242424242424242'), paymentToken: 'pm_card_visa' });
    expect(result).toMatchObject({ status: 'declined', code: 'invalid_payment_method' });
  });

  it('is what the gateway uses when Stripe is not configured', () => {
    const gateway = new PaymentGateway({ stripe: null });
    expect(gateway.testMode).toBe(true);
    expect(gateway.provider.clientConfig({ processor: 'teemill', accountId: null })).toEqual({
      provider: 'test',
    });
    expect(gateway.accountFor({ type: 'direct', accounts: [] })).toEqual({
      processor: 'direct',
      accountId: null,
    });
    expect(gateway.formFor({ type: 'teemill', accounts: [] })).toEqual({
      client: { provider: 'test' },
      testMode: true,
    });
  });
});
