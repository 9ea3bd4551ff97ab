import { describe, expect, it, vi } from 'vitest';
import { answerOf, expectNotFound, formPost } from '../forms/testing';
import { action } from './basket';

// The action reads only these parts of the load context, so the tests pass a partial one.
function contextWith(basket: Record<string, (input: unknown) => Promise<unknown>>, tenant = 'store') {
  return { tenant, store: {}, services: { basket } } as never;
}

const post = (fields: Record<string, string>) => formPost('http://demo.localhost/basket/', fields);

describe('/basket/ line forms', () => {
  it('changes a quantity and answers the line it changed', async () => {
    const update = vi.fn(async () => ({ ok: true, value: [] }));
    const answer = await action({
      context: contextWith({ update }),
      request: post({ intent: 'update', key: 'line-1', quantity: '3' }),
    } as never);
    expect(answer).toEqual({ ok: true, intent: 'update', key: 'line-1' });
    expect(update).toHaveBeenCalledWith({ key: 'line-1', quantity: 3 });
  });

  it('removes a line', async () => {
    const remove = vi.fn(async () => ({ ok: true, value: [] }));
    const answer = await action({
      context: contextWith({ remove }),
      request: post({ intent: 'remove', key: 'line-1' }),
    } as never);
    expect(answer).toEqual({ ok: true, intent: 'remove', key: 'line-1' });
    expect(remove).toHaveBeenCalledWith({ key: 'line-1', name: 'main' });
  });

  it('answers 422 with the message on its line for a quantity out of range, and changes nothing', async () => {
    const update = vi.fn();
    const { body, status } = answerOf(
      await action({
        context: contextWith({ update }),
        request: post({ intent: 'update', key: 'line-1', quantity: '1000' }),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      intent: 'update',
      ok: false,
      key: 'line-1',
      errors: { quantity: ['Please choose a quantity from 1 to 999'] },
      values: { intent: 'update', key: 'line-1', quantity: '1000' },
    });
    expect(update).not.toHaveBeenCalled();
  });

  it("answers a line that is not this shopper's with the service's 404 and message", async () => {
    const update = vi.fn(async () => ({
      ok: false,
      status: 404,
      message: 'This item is no longer in your basket',
      errors: {},
    }));
    const { body, status } = answerOf(
      await action({
        context: contextWith({ update }),
        request: post({ intent: 'update', key: 'someone-elses', quantity: '2' }),
      } as never),
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({
      ok: false,
      key: 'someone-elses',
      message: 'This item is no longer in your basket',
    });
  });

  it('refuses a form the page does not have, and is not found off a store', async () => {
    const { status } = answerOf(
      await action({ context: contextWith({}), request: post({ intent: 'empty-everything' }) } as never),
    );
    expect(status).toBe(422);
    await expectNotFound(
      action({ context: contextWith({}, 'platform'), request: post({ intent: 'remove' }) } as never),
    );
  });
});
