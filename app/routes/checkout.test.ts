import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../core/checkout';
import { tokeniseTestCard } from '../../core/payments';
import { answerOf, expectNotFound, formPost } from '../forms/testing';
import { action } from './checkout';

type Calls = Record<string, (...args: unknown[]) => Promise<unknown>>;

// The action reads only these parts of the load context, so the tests pass a partial one.
const contextWith = (checkout: Calls, tenant = 'store') =>
  ({ tenant, store: {}, services: { checkout } }) as never;
const post = (fields: Record<string, string>) => formPost('http://demo.localhost/checkout/', fields);

const card = tokeniseTestCard('4242 4242 4242 4242');
const paymentForm = {
  intent: 'pay',
  idempotencyKey: '5b0f1c1e-3f4e-4b61-9b39-2f1f0d6c7a10',
  email: 'sam@example.com',
  name: 'Sam Shopper',
  line1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
  shippingMethod: 'standard',
  currency: 'GBP',
  expectedTotal: '2600',
  couponCode: 'SAVE10',
  paymentToken: card.token,
  cardBrand: card.brand,
  cardLast4: card.last4,
};
const quote = (code: string | null) => ({
  lines: [{}],
  summary: { total: 2340, coupon: code ? { code } : null },
});

describe('/checkout/ forms', () => {
  it('quotes a country and shipping method', async () => {
    const quoteCall = vi.fn(async () => ({ ok: true, value: quote(null) }));
    const { body } = answerOf(
      await action({
        context: contextWith({ quote: quoteCall }),
        request: post({ intent: 'quote', country: 'FR', shippingMethod: 'express' }),
      } as never),
    );
    expect(body).toEqual({ intent: 'quote', ok: true, quote: quote(null), couponCode: null });
    expect(quoteCall).toHaveBeenCalledWith({ country: 'FR', shippingMethod: 'express', couponCode: '' });
  });

  it('applies a coupon, and removes it by quoting without one', async () => {
    const applyCoupon = vi.fn(async () => ({ ok: true, value: quote('SAVE10') }));
    const quoteCall = vi.fn(async () => ({ ok: true, value: quote(null) }));
    const context = contextWith({ applyCoupon, quote: quoteCall });
    const applied = answerOf(
      await action({
        context,
        request: post({ intent: 'coupon', country: 'GB', couponCode: 'SAVE10' }),
      } as never),
    );
    expect(applied.body).toMatchObject({
      ok: true,
      couponCode: 'SAVE10',
      message: CHECKOUT_MESSAGES.couponApplied,
    });
    const removed = answerOf(
      await action({
        context,
        request: post({ intent: 'remove-coupon', country: 'GB', couponCode: 'SAVE10' }),
      } as never),
    );
    expect(removed.body).toMatchObject({
      ok: true,
      couponCode: null,
      message: CHECKOUT_MESSAGES.couponRemoved,
    });
    expect(quoteCall).toHaveBeenCalledWith({ country: 'GB', shippingMethod: null, couponCode: '' });
  });

  it("a refused coupon answers the service's status, message and field error", async () => {
    const refusal = {
      ok: false,
      status: 422,
      message: 'This coupon has expired',
      errors: { couponCode: ['This coupon has expired'] },
    };
    const { body, status } = answerOf(
      await action({
        context: contextWith({ applyCoupon: vi.fn(async () => refusal) }),
        request: post({ intent: 'coupon', country: 'GB', couponCode: 'OLD' }),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: 'coupon',
      ok: false,
      message: 'This coupon has expired',
      errors: refusal.errors,
    });
  });

  it('a paid order goes to its receipt', async () => {
    const placeOrder = vi.fn(async () => ({
      ok: true,
      value: { status: 'paid', orderHash: 'h1', orderNumber: 9 },
    }));
    const response = (await action({
      context: contextWith({ placeOrder }),
      request: post(paymentForm),
    } as never)) as Response;
    expect(response.headers.get('Location')).toBe('/receipt/h1');
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'sam@example.com', expectedTotal: 2600 }),
    );
  });

  it('answers 422 naming each missing field, echoes the address but no card data, and places nothing', async () => {
    const placeOrder = vi.fn();
    const { body, status } = answerOf(
      await action({
        context: contextWith({ placeOrder }),
        request: post({ ...paymentForm, name: '', city: '' }),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: 'pay',
      ok: false,
      errors: { name: ['This field is required'], city: ['This field is required'] },
      values: { email: 'sam@example.com', line1: '1 High Street' },
    });
    const values = (body as { values: Record<string, string> }).values;
    expect(Object.keys(values)).not.toContain('paymentToken');
    expect(Object.keys(values)).not.toContain('idempotencyKey');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('a refused order shows the fresh numbers next to its reason, without a refused coupon', async () => {
    const placeOrder = vi.fn(async () => ({
      ok: false,
      status: 422,
      message: 'This coupon has been used up',
      errors: { couponCode: ['This coupon has been used up'] },
    }));
    const quoteCall = vi.fn(async () => ({ ok: true, value: quote(null) }));
    const { body, status } = answerOf(
      await action({
        context: contextWith({ placeOrder, quote: quoteCall }),
        request: post(paymentForm),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: 'pay',
      ok: false,
      message: 'This coupon has been used up',
      quote: quote(null),
    });
    expect(quoteCall).toHaveBeenCalledWith({ country: 'GB', shippingMethod: 'standard', couponCode: '' });
  });

  it("a declined card is a 422 with the bank's message; a card needing authentication answers its secret", async () => {
    const declined = answerOf(
      await action({
        context: contextWith({
          placeOrder: vi.fn(async () => ({
            ok: true,
            value: { status: 'declined', orderHash: 'h', message: 'Your card was declined', code: 'x' },
          })),
        }),
        request: post(paymentForm),
      } as never),
    );
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ declined: true, errors: { payment: ['Your card was declined'] } });
    const pending = answerOf(
      await action({
        context: contextWith({
          placeOrder: vi.fn(async () => ({
            ok: true,
            value: { status: 'requires_action', orderHash: 'h', clientSecret: 'cs_1' },
          })),
        }),
        request: post(paymentForm),
      } as never),
    );
    expect(pending.body).toEqual({ intent: 'pay', ok: false, clientSecret: 'cs_1' });
  });

  it('is not found off a store', async () => {
    await expectNotFound(
      action({ context: contextWith({}, 'platform'), request: post(paymentForm) } as never),
    );
  });
});
