import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../domain/stores';
import { PageCache } from './page-cache';
import { storeView } from './store-view';
import {
  configureThemePreview,
  previewedStore,
  previewHeaders,
  previewTokenOf,
  readThemePreview,
  signThemePreview,
  THEME_PREVIEW_TTL_MS,
} from './theme-preview';

const NOW = Date.UTC(2026, 10, 26, 12);
const store = {
  id: 7,
  subdomain: 'demo',
  isPro: false,
  isPlatform: false,
  settings: {
    theme: 'teemill',
    themeOverrides: {},
    plugins: {},
    currency: 'GBP',
    paymentProcessor: { type: 'teemill', accounts: [] },
    comingSoonPageData: { enabled: false },
    passwordProtected: false,
  },
} as unknown as Store;
const log = { warn: () => {} } as unknown as FastifyBaseLogger;

const preview = { storeId: 7, theme: 'charcoal', overrides: { 'primary.color': '#ff00aa' } };

describe('theme preview tokens', () => {
  afterAll(() => configureThemePreview({}));

  it('carry a theme and overrides for one store', () => {
    const token = signThemePreview(preview, NOW);
    expect(readThemePreview(token, 7, NOW)).toEqual(preview);
  });

  it('are refused for another store, after they expire, or when altered or forged', () => {
    const token = signThemePreview(preview, NOW);
    expect(readThemePreview(token, 8, NOW)).toBeNull();
    expect(readThemePreview(token, 7, NOW + THEME_PREVIEW_TTL_MS + 1)).toBeNull();
    const [body, signature] = token.split('.');
    const altered = Buffer.from(
      JSON.stringify({ s: 7, t: 'joy', o: {}, e: NOW + THEME_PREVIEW_TTL_MS }),
    ).toString('base64url');
    expect(readThemePreview(`${altered}.${signature}`, 7, NOW)).toBeNull();
    expect(readThemePreview(`${body}.${'A'.repeat(signature?.length ?? 0)}`, 7, NOW)).toBeNull();
    expect(readThemePreview(`${body}`, 7, NOW)).toBeNull();
    expect(readThemePreview('', 7, NOW)).toBeNull();
  });

  it('are read only with the key that signed them', () => {
    configureThemePreview({ secret: 'a'.repeat(32) });
    const token = signThemePreview(preview, NOW);
    configureThemePreview({ secret: 'b'.repeat(32) });
    expect(readThemePreview(token, 7, NOW)).toBeNull();
    configureThemePreview({ secret: 'a'.repeat(32) });
    expect(readThemePreview(token, 7, NOW)).toEqual(preview);
  });
});

describe('a storefront request with a preview', () => {
  it('shows the store in the previewed theme, only with a valid token', () => {
    const token = signThemePreview(preview, NOW);
    const shown = previewedStore(`/collection/tees/?themePreview=${token}`, store, NOW);
    expect(shown?.settings).toMatchObject({ theme: 'charcoal', themeOverrides: preview.overrides });
    expect(storeView(shown ?? store, log).themeCss).toContain('--primary-color:#ff00aa');
    expect(previewedStore('/?themePreview=charcoal', store, NOW)).toBeNull();
    expect(previewedStore('/', store, NOW)).toBeNull();
    expect(previewedStore(`/?themePreview=${token}&themePreview=${token}`, store, NOW)).toBeNull();
    expect(store.settings.theme).toBe('teemill');
  });

  it('finds the token in the query only', () => {
    expect(previewTokenOf('/?a=1&themePreview=abc.def')).toBe('abc.def');
    expect(previewTokenOf('/themePreview=abc')).toBeNull();
  });

  it('is never kept in the page cache, valid or not', () => {
    const cache = new PageCache(1_000);
    const request = (url: string) =>
      ({
        method: 'GET',
        url,
        cookies: {},
        headers: { host: 'demo.localhost' },
        tenant: { kind: 'store', store },
      }) as unknown as FastifyRequest;
    expect(cache.keyFor(request('/'))).not.toBeNull();
    expect(cache.keyFor(request(`/?themePreview=${signThemePreview(preview)}`))).toBeNull();
    expect(cache.keyFor(request('/?themePreview=forged'))).toBeNull();
  });

  it('is not stored by browsers and may be framed by the platform only', () => {
    const headers = new Headers({
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'self'; base-uri 'self'",
    });
    previewHeaders(headers, 'https://printfront.example');
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.has('X-Frame-Options')).toBe(false);
    expect(headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; frame-ancestors 'self' https://printfront.example; base-uri 'self'",
    );
  });
});
