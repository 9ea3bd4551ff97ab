import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../domain/stores';

/**
 * A theme preview (decision 0012): the dashboard signs the theme and overrides a manager wants to see for
 * one store, valid for a few minutes; the storefront renders a page with them only when the signature,
 * the store and the time all hold. Such a page is never cached or shared, and only the platform host may
 * frame it. A shopper cannot make one: without the key there is no signature, so no URL switches a theme.
 */
export const THEME_PREVIEW_PARAM = 'themePreview';
export const THEME_PREVIEW_TTL_MS = 15 * 60_000;

export interface ThemePreview {
  storeId: number;
  theme: string;
  overrides: Record<string, string>;
}

let previewKey: Buffer = randomBytes(32);

/** Derives the key from the app secret, so every process of a deployment reads the others' previews. */
export function configureThemePreview(options: { secret?: string | undefined }): void {
  previewKey = options.secret
    ? createHmac('sha256', options.secret).update('printfront theme preview').digest()
    : randomBytes(32);
}

const signatureOf = (body: string) => createHmac('sha256', previewKey).update(body).digest('base64url');

export function signThemePreview(preview: ThemePreview, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({
      s: preview.storeId,
      t: preview.theme,
      o: preview.overrides,
      e: now + THEME_PREVIEW_TTL_MS,
    }),
  ).toString('base64url');
  return `${body}.${signatureOf(body)}`;
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The preview a token carries for this store, or null: forged, altered, expired or another store's. */
export function readThemePreview(token: string, storeId: number, now = Date.now()): ThemePreview | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let value: { s?: unknown; t?: unknown; o?: unknown; e?: unknown };
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (value.s !== storeId || typeof value.t !== 'string' || !isStringMap(value.o)) return null;
  if (typeof value.e !== 'number' || value.e < now) return null;
  return { storeId, theme: value.t, overrides: value.o };
}

/** The token a storefront request carries, if any (it never comes with other parameters of that name). */
export function previewTokenOf(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const tokens = new URLSearchParams(url.slice(query + 1)).getAll(THEME_PREVIEW_PARAM);
  return tokens.length === 1 ? (tokens[0] ?? null) : null;
}

/** The store as a valid preview in the URL shows it, or null when the request is no (valid) preview. */
export function previewedStore(url: string, store: Store, now = Date.now()): Store | null {
  const token = previewTokenOf(url);
  const preview = token ? readThemePreview(token, store.id, now) : null;
  if (!preview) return null;
  return {
    ...store,
    settings: { ...store.settings, theme: preview.theme, themeOverrides: preview.overrides },
  };
}

/** A preview page's headers: never stored, framed by the platform's dashboard only. */
export function previewHeaders(headers: Headers, platformOrigin: string): void {
  headers.set('Cache-Control', 'private, no-store');
  headers.delete('X-Frame-Options');
  const csp = headers.get('Content-Security-Policy');
  if (csp)
    headers.set(
      'Content-Security-Policy',
      csp.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${platformOrigin}`),
    );
}
