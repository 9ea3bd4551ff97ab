/**
 * The canonical address of `path` on `origin`: absolute, scheme and host lower case (default port dropped),
 * no query or fragment, runs of '/' (or '\') collapsed, '.' and '..' segments resolved, unsafe characters
 * percent-encoded. A trailing slash is kept exactly as given. Only the origin of `origin` is used; an
 * origin that is not an absolute http(s) URL throws.
 *
 * canonicalUrl('https://Shop.Example.com', '//collection//tees/?page=2#top')
 *   -> 'https://shop.example.com/collection/tees/'
 */
export function canonicalUrl(origin: string, path: string): string {
  const base = new URL(origin);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`not an http(s) origin: ${origin}`);
  }
  const bare = (path.split(/[?#]/, 1)[0] ?? '').trim().replace(/[/\\]+/g, '/');
  const absolute = bare.startsWith('/') ? bare : `/${bare}`;
  const pathname = new URL(absolute, base.origin).pathname.replace(/\/{2,}/g, '/');
  return `${base.origin}${pathname}`;
}
