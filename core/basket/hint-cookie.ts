/**
 * A cookie that only says "this visitor has a basket or favourites": pages showing them are personal, so
 * the server skips its shared page cache for them. The basket itself lives on the server, keyed by the
 * httpOnly visitor cookie (or the signed-in customer).
 */
export const BASKET_HINT_COOKIE = 'pf_basket';

/** As long as the visitor cookie the basket is keyed by: while the basket may exist, the hint says so. */
export const BASKET_HINT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function basketHintCookie(secure: boolean): string {
  return `${BASKET_HINT_COOKIE}=1; Path=/; Max-Age=${BASKET_HINT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
