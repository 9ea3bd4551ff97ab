/**
 * Storefront pages about a shopper's own account, money or orders. The store's custom code never runs on
 * them and the sitewide popup never covers them (decision 0011).
 */
export const PRIVATE_STORE_PATHS = [
  '/basket/',
  '/checkout/',
  '/pay/',
  '/receipt/',
  '/invoice/',
  '/order-history/',
  '/returns/',
  '/edit-order/',
  '/update-address/',
  '/get-a-quote/',
  '/advanced-quote/',
  '/quotes/',
  '/login/',
  '/logout/',
  '/sign-up/',
  '/forgot-password/',
  '/reset-password/',
  '/countdown/',
  '/dashboard/',
  '/teemill-plans/',
  '/403/',
] as const;

/** Whether `pathname` is one of PRIVATE_STORE_PATHS or below one (any case, trailing slash or not). */
export function isPrivateStorePath(pathname: string): boolean {
  let path = pathname.toLowerCase();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is not a private page's address either way; compare it as it came.
  }
  if (!path.endsWith('/')) path = `${path}/`;
  return PRIVATE_STORE_PATHS.some((prefix) => path.startsWith(prefix));
}
