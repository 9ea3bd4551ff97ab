import { describe, expect, it, vi } from 'vitest';
import { answerOf, expectNotFound, formPost } from '../forms/testing';
import { action } from './product';

// The action reads only these parts of the load context, so the tests pass a partial one.
function contextWith(add: (input: unknown) => Promise<unknown>, tenant = 'store') {
  return { tenant, store: {}, urls: { scheme: 'http' }, services: { basket: { add } } } as never;
}

const post = (fields: Record<string, string>) => formPost('http://demo.localhost/product/tee/', fields);
const params = { product: 'tee' };

describe('/product/:product/ Add to basket', () => {
  it("adds the page's product, whatever product the form names, and sets the basket hint cookie", async () => {
    const add = vi.fn(async () => ({ ok: true, value: { added: 1 } }));
    const { body, headers } = answerOf(
      await action({
        context: contextWith(add),
        params,
        request: post({ productId: '999', productColor: 'Navy', productSize: 'M', quantity: '2' }),
      } as never),
    );
    expect(body).toEqual({ ok: true, message: 'Added to your basket' });
    expect(headers.get('Set-Cookie')).toMatch(/^pf_basket=/);
    expect(add).toHaveBeenCalledWith({
      item: { productColor: 'Navy', productSize: 'M', quantity: 2, productUrl: 'tee' },
    });
  });

  it('answers 422 with the field messages and what was chosen, and adds nothing', async () => {
    const add = vi.fn();
    const { body, status } = answerOf(
      await action({
        context: contextWith(add),
        params,
        request: post({ productUrl: 'tee', productColor: 'Navy', productSize: '', quantity: '0' }),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      ok: false,
      errors: { quantity: ['Please choose a quantity from 1 to 999'], productSize: ['Please choose a size'] },
      values: { productUrl: 'tee', productColor: 'Navy', productSize: '', quantity: '0' },
    });
    expect(add).not.toHaveBeenCalled();
  });

  it("answers the service's refusal with its status and message (a product of another store is not found)", async () => {
    const add = vi.fn(async () => ({ ok: false, status: 404, message: 'Product not found', errors: {} }));
    const { body, status } = answerOf(
      await action({
        context: contextWith(add),
        params,
        request: post({ productUrl: 'tee', productColor: 'Navy', productSize: 'M' }),
      } as never),
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, message: 'Product not found' });
  });

  it('is not found on the platform host', async () => {
    const add = vi.fn();
    await expectNotFound(
      action({
        context: contextWith(add, 'platform'),
        params,
        request: post({}),
      } as never) as Promise<unknown>,
    );
    expect(add).not.toHaveBeenCalled();
  });
});
