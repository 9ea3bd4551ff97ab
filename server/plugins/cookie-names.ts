/**
 * The names of the cookies the server itself reads. Behind TLS they take the `__Host-` prefix, which browsers
 * accept only on a Secure cookie for the whole host (Path=/, no Domain): a sibling sub-domain or a plain-HTTP
 * page cannot plant or overwrite them.
 */
export const COOKIE_BASE_NAMES = {
  session: 'pf_session',
  visitor: 'pf_visitor',
  xsrf: 'XSRF-TOKEN',
} as const;

export type CookieRole = keyof typeof COOKIE_BASE_NAMES;

const HOST_PREFIX = '__Host-';

/** The name of one of the server's cookies: `__Host-` prefixed when cookies are Secure. */
export function cookieName(role: CookieRole, secure: boolean): string {
  return `${secure ? HOST_PREFIX : ''}${COOKIE_BASE_NAMES[role]}`;
}

/** Both names a cookie may have, for code that reads it without knowing the scheme. */
export function cookieNamesOf(role: CookieRole): [string, string] {
  return [COOKIE_BASE_NAMES[role], `${HOST_PREFIX}${COOKIE_BASE_NAMES[role]}`];
}
