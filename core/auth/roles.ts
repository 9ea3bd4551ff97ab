import { COUNTRY_COOKIE, PLATFORM_DIVISION_ID, type Region, regionForCountry } from '../constants';

/**
 * Roles of spec §6, as pure functions of plain facts. The server gathers the facts (session, store,
 * memberships) once per request; the same functions run in the browser on the refreshed state.
 */
export type Role = 'visitor' | 'logged-in' | 'dashboard' | 'store-owner' | 'internal';

/** Logged in with a verified email and a signed EULA: the dashboard is open. */
export function hasDashboardAccess(account: { verified: boolean; signedEula: boolean } | null): boolean {
  return Boolean(account?.verified && account.signedEula);
}

export interface InternalFacts {
  /** The request is in the operator context (atlas) rather than the seller context. */
  operatorContext: boolean;
  /** The account's own internal flag. */
  flaggedInternal: boolean;
  /** The account is an internal user of the store being visited. */
  storeInternal: boolean;
  /** The store being visited. */
  divisionId: number;
}

/** Internal user: operator context, or flagged internal, or a store's internal user except in division 12. */
export function isInternalUser(facts: InternalFacts): boolean {
  return (
    facts.operatorContext ||
    facts.flaggedInternal ||
    (facts.storeInternal && facts.divisionId !== PLATFORM_DIVISION_ID)
  );
}

export interface ProFacts {
  divisionId: number;
  operatorContext: boolean;
  /** isPro of the project (manufacturer) the account is working on, if any. */
  activeProjectIsPro: boolean;
  /** isPro of the visited store's sub-domain. */
  subdomainIsPro: boolean;
}

/** Pro is judged from the division: division 12 or the operator context use the active project, else the sub-domain. */
export function judgePro(facts: ProFacts): boolean {
  return facts.divisionId === PLATFORM_DIVISION_ID || facts.operatorContext
    ? facts.activeProjectIsPro
    : facts.subdomainIsPro;
}

/** Turbo pages are open to turbo stores and to internal users. */
export function canAccessTurbo(facts: { turbo: boolean; internal: boolean }): boolean {
  return facts.turbo || facts.internal;
}

/** Custom domain features need turbo or an internal user. */
export const canUseCustomDomain = canAccessTurbo;

/** Direct payment processor pages need an internal user or a store on the direct processor. */
export function canUseDirectPaymentPages(facts: {
  internal: boolean;
  paymentProcessor: 'teemill' | 'direct';
}): boolean {
  return facts.internal || facts.paymentProcessor === 'direct';
}

/** A Shopify store without a delivery profile id has to be given one. */
export function needsShopifyDeliveryProfile(store: {
  integrationType: string | null;
  shopifyDeliveryProfileId?: string | null;
}): boolean {
  return store.integrationType === 'shopify' && !store.shopifyDeliveryProfileId;
}

/**
 * Whether granted dashboard permissions cover the required ones (all of them). '*' grants everything;
 * a permission grants its dotted children ('orders' grants 'orders.refund'). Nothing is required → true.
 */
export function hasDashboardPermission(
  granted: readonly string[],
  required: string | readonly string[] | undefined,
): boolean {
  const wanted = required === undefined ? [] : typeof required === 'string' ? [required] : required;
  return wanted.every((permission) =>
    granted.some((grant) => grant === '*' || grant === permission || permission.startsWith(`${grant}.`)),
  );
}

export interface RoleFacts {
  loggedIn: boolean;
  verified: boolean;
  signedEula: boolean;
  /** The account has a store to work on (the visited one, or any on the platform host). */
  hasActiveStore: boolean;
  pro: boolean;
  internal: boolean;
}

/** Every role the facts give, from the weakest: always 'visitor'; the rest as §6 describes. */
export function rolesOf(facts: RoleFacts): Role[] {
  const roles: Role[] = ['visitor'];
  if (!facts.loggedIn) return roles;
  roles.push('logged-in');
  if (hasDashboardAccess({ verified: facts.verified, signedEula: facts.signedEula })) roles.push('dashboard');
  if (facts.hasActiveStore && facts.pro) roles.push('store-owner');
  if (facts.internal) roles.push('internal');
  return roles;
}

/** The shopper's region from the GEO_COUNTRY cookie value: UK (GB), the 27 EU states, else rest of world. */
export function regionFromCountryCookie(value: string | null | undefined): Region {
  return regionForCountry(value);
}

/** The region from a parsed cookie jar (e.g. Fastify's request.cookies). */
export function regionFromCookies(cookies: Readonly<Record<string, string | undefined>>): Region {
  return regionForCountry(cookies[COUNTRY_COOKIE]);
}
