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

/** Where a shopper's own account lives on a store's origin. */
export const SHOPPER_ACCOUNT_PATH = '/order-history/';

/**
 * Where a sign-in lands: the redirect_uri when it is safe, else the seller dashboard on the platform host
 * and the shopper's account (their orders) on a store's own origin.
 */
export function signedInLanding(redirectUri: unknown, tenant: 'store' | 'platform' | 'unknown'): string {
  return safeRedirectTarget(redirectUri, tenant === 'platform' ? '/dashboard/' : SHOPPER_ACCOUNT_PATH);
}

/**
 * Where confirming a new account's email lands: back where the person was when they signed up (a safe
 * redirect_uri), else a merchant (should_have_store) on the dashboard and a shopper on a store's origin on
 * their own account (their orders). On the platform host /dashboard/ is everyone's account page.
 */
export function verifiedLanding(
  redirectUri: unknown,
  tenant: 'store' | 'platform' | 'unknown',
  account: { shouldHaveStore: boolean } | null,
): string {
  const merchant = account?.shouldHaveStore === true;
  return safeRedirectTarget(
    redirectUri,
    merchant || tenant === 'platform' ? '/dashboard/' : SHOPPER_ACCOUNT_PATH,
  );
}
