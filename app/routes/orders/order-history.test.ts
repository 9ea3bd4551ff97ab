import { describe, expect, it, vi } from 'vitest';
import { answerOf, expectNotFound, formPost } from '../../forms/testing';
import { action } from './order-history';

type Calls = Record<string, (...args: unknown[]) => Promise<unknown>>;

// The action reads only these parts of the load context, so the tests pass a partial one.
const contextWith = (orders: Calls) =>
  ({ tenant: 'store', store: {}, origin: 'http://demo.localhost', services: { orders } }) as never;
const post = (fields: Record<string, string>) => formPost('http://demo.localhost/order-history/', fields);

describe('/order-history/ forms', () => {
  it('emails the link to every order of the address found by number and email', async () => {
    const emailHistoryLink = vi.fn(async () => ({ ok: true, value: { emailedTo: 's***@example.com' } }));
    const { body } = answerOf(
      await action({
        context: contextWith({ emailHistoryLink }),
        params: {},
        request: post({ intent: 'find', orderNumber: '12', email: 'sam@example.com' }),
      } as never),
    );
    expect(body).toEqual({ intent: 'find', ok: true, emailedTo: 's***@example.com' });
    expect(emailHistoryLink).toHaveBeenCalledWith(
      { orderNumber: '12', email: 'sam@example.com' },
      'http://demo.localhost',
    );
  });

  it('answers 422 for a lookup without its number, and emails nothing', async () => {
    const emailHistoryLink = vi.fn();
    const { body, status } = answerOf(
      await action({
        context: contextWith({ emailHistoryLink }),
        params: {},
        request: post({ email: 'sam@example.com' }),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ intent: 'find', ok: false, values: { email: 'sam@example.com' } });
    expect(Object.keys((body as { errors: object }).errors)).toEqual(['orderNumber']);
    expect(emailHistoryLink).not.toHaveBeenCalled();
  });

  it('reorders an order the history shows', async () => {
    const reorder = vi.fn(async () => ({
      ok: true,
      value: { added: [{ name: 'Tee', quantity: 1 }], skipped: [] },
    }));
    const history = vi.fn(async () => ({ orders: [{ hash: 'o1' }] }));
    const { body } = answerOf(
      await action({
        context: contextWith({ history, reorder }),
        params: { customerHash: 'c1' },
        request: post({ intent: 'reorder', order: 'o1' }),
      } as never),
    );
    expect(body).toEqual({
      intent: 'reorder',
      ok: true,
      reorder: { added: [{ name: 'Tee', quantity: 1 }], skipped: [] },
    });
    expect(history).toHaveBeenCalledWith('c1');
  });

  it("an order this history does not show (another customer's) is not found, and nothing is added", async () => {
    const reorder = vi.fn();
    const history = vi.fn(async () => ({ orders: [{ hash: 'o1' }] }));
    await expectNotFound(
      action({
        context: contextWith({ history, reorder }),
        params: { customerHash: 'c1' },
        request: post({ intent: 'reorder', order: 'someone-elses' }),
      } as never),
    );
    expect(reorder).not.toHaveBeenCalled();
  });
});
