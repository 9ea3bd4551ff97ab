import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

function request(
  overrides: Partial<{
    method: string;
    url: string;
    cookies: Record<string, string>;
    headers: Record<string, string>;
    tenant: unknown;
  }> = {},
) {
  return {
    method: 'GET',
    url: '/collection/t-shirts/',
    cookies: {},
    headers: { host: 'demo.localhost' },
    tenant: {
      kind: 'store',
      store: { id: 7, settings: { passwordProtected: false, comingSoonPageData: { enabled: false } } },
    },
    ...overrides,
  } as unknown as FastifyRequest;
}

describe('PageCache', () => {
  const cache = new PageCache(1_000);

  it('keys anonymous store pages by store, host, URL and currency', () => {
    expect(cache.keyFor(request())).toBe('7\u0000demo.localhost\u0000/collection/t-shirts/\u0000');
    expect(cache.keyFor(request({ cookies: { currency: 'USD' } }))).toContain('\u0000USD');
  });

  it.each([
    ['a POST', request({ method: 'POST' })],
    ['a visitor with a session', request({ cookies: { pf_session: 'x' } })],
    ['a visitor with a basket', request({ cookies: { pf_basket: '1' } })],
    ['the basket page', request({ url: '/basket/' })],
    [
      'a request asking for a fresh page',
      request({ headers: { host: 'demo.localhost', 'cache-control': 'no-cache' } }),
    ],
    ['the platform host', request({ tenant: { kind: 'platform', store: { id: 12 } } })],
    [
      'a password-protected store',
      request({
        tenant: {
          kind: 'store',
          store: { id: 7, settings: { passwordProtected: true, comingSoonPageData: { enabled: false } } },
        },
      }),
    ],
  ])('never shares %s', (_label, candidate) => {
    expect(cache.keyFor(candidate)).toBeNull();
  });

  it('keeps only 200 responses without cookies, until they expire', async () => {
    const short = new PageCache(30);
    short.set('a', 200, new Headers({ 'content-type': 'text/html' }), Buffer.from('<p>hi</p>'));
    short.set('b', 404, new Headers(), Buffer.from('no'));
    short.set('c', 200, new Headers({ 'set-cookie': 'x=1' }), Buffer.from('personal'));
    expect(short.get('a')?.body.toString()).toBe('<p>hi</p>');
    expect(short.get('b')).toBeNull();
    expect(short.get('c')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(short.get('a')).toBeNull();
  });

  it('compresses an entry once and forgets a whole store', () => {
    const local = new PageCache();
    local.set('7\u0000x', 200, new Headers(), Buffer.from('x'.repeat(2000)));
    local.set('8\u0000y', 200, new Headers(), Buffer.from('y'));
    const entry = local.get('7\u0000x');
    expect(entry).not.toBeNull();
    if (!entry) return;
    const compressed = local.brotli(entry);
    expect(compressed.length).toBeLessThan(100);
    expect(local.brotli(entry)).toBe(compressed);
    local.invalidateStore(7);
    expect(local.get('7\u0000x')).toBeNull();
    expect(local.get('8\u0000y')).not.toBeNull();
  });
});
