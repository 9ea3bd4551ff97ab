import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache, type RenderShown } from './page-cache';

const showing = (storeId: number, tags: string[] = [], since = 0): RenderShown => ({
  storeId,
  tags: new Set(tags),
  since,
});

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

  it("never shares a shopper's bespoke mockup page (it changes as they answer)", () => {
    expect(cache.keyFor(request({ url: '/mockup/abc123/' }))).toBeNull();
    expect(cache.keyFor(request({ url: '/mockups-and-more/' }))).not.toBeNull();
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
    short.set('a', 200, new Headers({ 'content-type': 'text/html' }), Buffer.from('<p>hi</p>'), showing(7));
    short.set('b', 404, new Headers(), Buffer.from('no'), showing(7));
    short.set('c', 200, new Headers({ 'set-cookie': 'x=1' }), Buffer.from('personal'), showing(7));
    expect(short.get('a')?.body.toString()).toBe('<p>hi</p>');
    expect(short.get('b')).toBeNull();
    expect(short.get('c')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(short.get('a')).toBeNull();
  });

  it('compresses an entry once and forgets a whole store', () => {
    const local = new PageCache();
    local.set('7\u0000x', 200, new Headers(), Buffer.from('x'.repeat(2000)), showing(7));
    local.set('8\u0000y', 200, new Headers(), Buffer.from('y'), showing(8));
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

  it('keeps its pages within a byte budget, forgetting the least recently used first', () => {
    const small = new PageCache(10_000, 3_000);
    const page = (letter: string) => Buffer.from(letter.repeat(1_000));
    small.set('a', 200, new Headers(), page('a'), showing(7));
    small.set('b', 200, new Headers(), page('b'), showing(7));
    expect(small.get('a')).not.toBeNull();
    small.set('c', 200, new Headers(), page('c'), showing(7));
    expect(small.get('b')).toBeNull();
    expect(small.get('a')).not.toBeNull();
    expect(small.get('c')).not.toBeNull();
    expect(small.bytes).toBeLessThanOrEqual(3_000);
  });

  describe('changes', () => {
    const pages = () => {
      const cache = new PageCache();
      const add = (key: string, storeId: number, tags: string[]) =>
        cache.set(key, 200, new Headers(), Buffer.from(key), showing(storeId, tags, cache.mark()));
      add('home', 7, ['page:/', 'listings', 'product:1', 'product:2']);
      add('tee', 7, ['product:1', 'collection:3', 'listings']);
      add('mug', 7, ['product:2', 'listings']);
      add('about', 7, ['page:/about/']);
      add('shirts', 7, ['collection:3', 'product:1']);
      add('other-store', 8, ['page:/', 'product:1', 'listings']);
      return cache;
    };
    const kept = (cache: PageCache) =>
      ['home', 'tee', 'mug', 'about', 'shirts', 'other-store'].filter((key) => cache.get(key));

    it.each([
      ['a page saved', ['pages', 'page:/about/'], ['home', 'tee', 'mug', 'shirts', 'other-store']],
      ['a product renamed', ['product:2'], ['tee', 'about', 'shirts', 'other-store']],
      ['a product repriced', ['product:1', 'collection:3'], ['mug', 'about', 'other-store']],
      ['a product hidden', ['product:2', 'listings'], ['about', 'shirts', 'other-store']],
      ['a collection renamed', ['collection:3', 'collections'], ['home', 'mug', 'about', 'other-store']],
      ['a size out of stock', ['product:1'], ['mug', 'about', 'other-store']],
      ['the menu', ['menu'], ['other-store']],
      ['the theme', ['theme'], ['other-store']],
      ['the settings', ['settings'], ['other-store']],
    ])('drops exactly the pages that show what changed: %s', (_label, tags, expected) => {
      const cache = pages();
      cache.applyChange({ storeId: 7, tags });
      expect(kept(cache)).toEqual(expected);
    });

    it('drops every store for a change without a store', () => {
      const cache = pages();
      cache.applyChange({ storeId: null, tags: ['theme'] });
      expect(kept(cache)).toEqual([]);
    });

    it('keeps no render that a change overtook, and keeps one that an unrelated change overtook', () => {
      const cache = new PageCache();
      const since = cache.mark();
      cache.applyChange({ storeId: 7, tags: ['product:1'] });
      cache.applyChange({ storeId: 8, tags: ['settings'] });
      cache.set('stale', 200, new Headers(), Buffer.from('old'), showing(7, ['product:1'], since));
      cache.set('fine', 200, new Headers(), Buffer.from('new'), showing(7, ['product:2'], since));
      expect(cache.get('stale')).toBeNull();
      expect(cache.get('fine')).not.toBeNull();
    });
  });
});
