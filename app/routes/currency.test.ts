import { describe, expect, it } from 'vitest';
import { formPost } from '../forms/testing';
import { action } from './currency';

// The action reads only these parts of the load context, so the tests pass a partial one.
const context = {
  tenant: 'store',
  store: { currencies: ['GBP', 'EUR'] },
  urls: { scheme: 'https' },
} as never;
const post = (fields: Record<string, string>) => formPost('http://demo.localhost/currency/', fields);

async function answer(fields: Record<string, string>) {
  const response = (await action({ context, request: post(fields) } as never)) as Response;
  return { location: response.headers.get('Location'), cookie: response.headers.get('Set-Cookie') };
}

describe('/currency/', () => {
  it('sets a currency the store offers and goes back where the shopper was', async () => {
    expect(await answer({ currency: 'eur', redirectTo: '/basket/' })).toEqual({
      location: '/basket/',
      cookie: 'currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    });
  });

  it('keeps the cookie as it was for a currency the store does not offer', async () => {
    expect(await answer({ currency: 'USD', redirectTo: '/basket/' })).toEqual({
      location: '/basket/',
      cookie: null,
    });
  });

  it('goes home, changing nothing, for a form without its fields', async () => {
    expect(await answer({})).toEqual({ location: '/', cookie: null });
  });

  it('never sends the shopper to another site', async () => {
    expect((await answer({ currency: 'EUR', redirectTo: 'https://evil.example/' })).location).toBe('/');
  });
});
