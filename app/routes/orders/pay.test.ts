import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, tokeniseTestCard } from '../../../core/payments';
import { answerOf, expectNotFound, formPost } from '../../forms/testing';
import { action } from './pay';

// The action reads only these parts of the load context, so the tests pass a partial one.
const contextWith = (pay: (...args: unknown[]) => Promise<unknown>, tenant = 'store') =>
  ({
    tenant,
    store: tenant === 'store' ? {} : null,
    origin: 'http://demo.localhost',
    services: { orders: { pay } },
  }) as never;

const card = tokeniseTestCard('4242 4242 4242 4242');
const cardForm = { paymentToken: card.token, cardBrand: card.brand, cardLast4: card.last4 };
const post = (fields: Record<string, string>) => formPost('http://demo.localhost/pay/q1/', fields);
const params = { order: 'q1' };

describe('/pay/:order/', () => {
  it("charges the quote's card and goes to the paid page", async () => {
    const pay = vi.fn(async () => ({ ok: true, value: { status: 'paid' } }));
    const thrown = await Promise.resolve(
      action({ context: contextWith(pay), params, request: post(cardForm) } as never),
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/pay/q1/?paid=1');
    expect(pay).toHaveBeenCalledWith('q1', cardForm, 'http://demo.localhost');
  });

  it('answers 422 without card details and charges nothing', async () => {
    const pay = vi.fn();
    const { body, status } = answerOf(
      await action({ context: contextWith(pay), params, request: post({ paymentToken: '' }) } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: 'pay',
      ok: false,
      errors: { paymentToken: expect.arrayContaining([PAYMENT_MESSAGES.cardDetailsRequired]) },
    });
    expect(pay).not.toHaveBeenCalled();
  });

  it("answers another store's quote, or one not accepted, with the service's status and message", async () => {
    const pay = vi.fn(async () => ({ ok: false, status: 404, message: 'Not found', errors: {} }));
    const { body, status } = answerOf(
      await action({ context: contextWith(pay), params, request: post(cardForm) } as never),
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ intent: 'pay', ok: false, message: 'Not found' });
  });

  it('a declined card is a 422 with the message on the payment', async () => {
    const pay = vi.fn(async () => ({ ok: true, value: { status: 'declined', message: 'Declined' } }));
    const { body, status } = answerOf(
      await action({ context: contextWith(pay), params, request: post(cardForm) } as never),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      intent: 'pay',
      ok: false,
      declined: true,
      message: 'Declined',
      errors: { payment: ['Declined'] },
    });
  });

  it('is not found off a store', async () => {
    await expectNotFound(
      action({ context: contextWith(vi.fn(), 'platform'), params, request: post(cardForm) } as never),
    );
  });
});
