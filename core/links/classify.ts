import { isSafeLink } from './safe';

export type LinkKind = 'internal' | 'external' | 'event' | 'anchor' | 'blocked';

/** Base used to resolve relative links when the current origin is unknown; never a real host. */
const PLACEHOLDER_ORIGIN = 'https://current-origin.invalid';

/**
 * The name of the in-app event a link fires: '@open-chat' -> 'open-chat'. null unless the link starts
 * with '@' followed by a name.
 */
export function eventNameFromHref(href: string): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!trimmed.startsWith('@')) return null;
  const name = trimmed.slice(1).trim();
  return name === '' ? null : name;
}

/**
 * How a link behaves:
 * - 'blocked': not a safe link (see isSafeLink);
 * - 'event': starts with '@', fires a named in-app event;
 * - 'anchor': starts with '#', scrolls within the page;
 * - 'internal': relative paths and queries, and absolute or protocol-relative URLs whose origin equals
 *   `currentOrigin` (e.g. 'https://shop.example'); navigated in-app;
 * - 'external': every other URL (other hosts, and non-web schemes such as mailto:, tel:, ws:, data:).
 * Resolution follows the WHATWG URL parser, so '/\evil.example' counts as the host evil.example.
 */
export function classifyLink(href: string, currentOrigin?: string): LinkKind {
  if (!isSafeLink(href)) return 'blocked';
  const trimmed = href.trim();
  if (trimmed.startsWith('@')) return 'event';
  if (trimmed.startsWith('#')) return 'anchor';
  let base: URL;
  try {
    base = new URL(currentOrigin ?? PLACEHOLDER_ORIGIN);
  } catch {
    base = new URL(PLACEHOLDER_ORIGIN);
  }
  let resolved: URL;
  try {
    resolved = new URL(trimmed, base);
  } catch {
    return 'blocked';
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return 'external';
  return resolved.origin === base.origin ? 'internal' : 'external';
}
