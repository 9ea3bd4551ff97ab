import { describe, expect, it, vi } from 'vitest';
import { answerOf, expectNotFound, formPost } from '../forms/testing';
import { action } from './favourites';

type Calls = Record<string, (...args: unknown[]) => Promise<unknown>>;

// The action reads only these parts of the load context, so the tests pass a partial one.
function contextWith(favourites: Calls, basket: Calls = {}, favouritesEnabled = true) {
  return {
    tenant: 'store',
    store: { favouritesEnabled },
    urls: { scheme: 'http' },
    origin: 'http://demo.localhost',
    services: { favourites, basket },
  } as never;
}

const post = (fields: Record<string, string>) => formPost('http://demo.localhost/favourites/', fields);
const done = async () => ({ ok: true, value: null });

describe('/favourites/ forms', () => {
  it('a heart posted without JavaScript goes back to its page with the basket hint cookie', async () => {
    const add = vi.fn(done);
    const response = (await action({
      context: contextWith({ add }),
      request: post({ intent: 'add', productId: 'p-1', redirectTo: '/product/tee/' }),
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/product/tee/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^pf_basket=1/);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ productId: 'p-1' }));
  });

  it('answers a fetcher with the favourite it is about, and never redirects to another site', async () => {
    const remove = vi.fn(done);
    const { body } = answerOf(
      await action({
        context: contextWith({ remove }),
        request: post({ intent: 'remove', productId: 'p-1', redirectTo: '//evil.example/' }),
      } as never),
    );
    expect(body).toEqual({ ok: true, intent: 'remove', target: 'p-1', message: undefined });
  });

  it('emails the list for later without touching the basket cookie', async () => {
    const emailForLater = vi.fn(done);
    const { body, headers } = answerOf(
      await action({
        context: contextWith({ emailForLater }),
        request: post({ intent: 'email-for-later', email: 'sam@example.com' }),
      } as never),
    );
    expect(body).toMatchObject({ ok: true, message: 'We have emailed you a link to your favourites' });
    expect(headers.get('Set-Cookie')).toBeNull();
    expect(emailForLater).toHaveBeenCalledWith('sam@example.com', 'http://demo.localhost');
  });

  it('answers 422 with the field message and the typed address, and sends nothing', async () => {
    const emailForLater = vi.fn();
    const { body, status } = answerOf(
      await action({
        context: contextWith({ emailForLater }),
        request: post({ intent: 'email-for-later', email: 'not-an-address' }),
      } as never),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: 'email-for-later',
      ok: false,
      errors: { email: [expect.stringMatching(/valid email/i)] },
      values: { email: 'not-an-address' },
    });
    expect(emailForLater).not.toHaveBeenCalled();
  });

  it("adds a favourite to the basket; a refusal names its line and keeps the service's status", async () => {
    const add = vi.fn(async () => ({ ok: false, status: 404, message: 'Product not found', errors: {} }));
    const { body, status } = answerOf(
      await action({
        context: contextWith({}, { add }),
        request: post({
          intent: 'add-to-basket',
          key: 'fav-1',
          productUrl: 'tee',
          productColor: 'Navy',
          productSize: 'M',
        }),
      } as never),
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({
      intent: 'add-to-basket',
      ok: false,
      target: 'fav-1',
      message: 'Product not found',
    });
  });

  it('is not found on a store without favourites', async () => {
    const add = vi.fn();
    await expectNotFound(
      action({
        context: contextWith({ add }, {}, false),
        request: post({ intent: 'add', productId: 'p' }),
      } as never),
    );
    expect(add).not.toHaveBeenCalled();
  });
});
