/**
 * A cookie that only says "this visitor has a basket": pages showing a basket count are personal, so the
 * server skips its shared page cache for them. The basket itself lives on the server.
 */
export const BASKET_HINT_COOKIE = 'pf_basket';

export function basketHintCookie(secure: boolean): string {
  return `${BASKET_HINT_COOKIE}=1; Path=/; Max-Age=${60 * 60 * 24 * 30}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
