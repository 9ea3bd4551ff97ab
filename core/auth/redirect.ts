import { isSameSiteRedirect } from '../links';

/**
 * The post-login target from a redirect_uri value, or the fallback (null unless given) when it is missing
 * or could leave the site: '//evil', '/\evil', 'javascript:', 'https://a@evil' and every encoded variant
 * that isSameSiteRedirect refuses are never followed.
 */
export function safeRedirectTarget(value: unknown): string | null;
export function safeRedirectTarget(value: unknown, fallback: string): string;
export function safeRedirectTarget(value: unknown, fallback: string | null = null): string | null {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' && isSameSiteRedirect(candidate) ? candidate : fallback;
}
