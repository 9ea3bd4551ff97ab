import { LIMITS } from '../constants';
import { canAccessTurbo, canUseDirectPaymentPages, hasDashboardPermission } from './roles';

export type LoginState = 'everyone' | 'logged-in' | 'logged-out' | 'dashboard-access';

/** What a route asks of its visitor. Every field is optional; an empty object is an open storefront page. */
export interface RouteAccess {
  /** The full current path with its query and hash, e.g. '/favourites/?page=2'; kept in redirect_uri. */
  path: string;
  /**
   * The countdown, login and under-review pages have rules of their own and are exempt from the store-visit
   * rules.
   */
  special?: 'countdown' | 'login' | 'under-review';
  /** A page of the store subject to coming-soon and password protection (default true, except special pages). */
  storeVisit?: boolean;
  /** Page access (§3 loginState). 'dashboard-access' also needs a verified email and a signed EULA. */
  loginState?: LoginState;
  /** Needs a verified email (implied by 'dashboard-access'). */
  verified?: boolean;
  /** Needs the EULA signed (implied by 'dashboard-access'). */
  eulaSigned?: boolean;
  /** Needs an active store to work on. */
  activeStore?: boolean;
  /** Needs a pro plan; others are sent to the plans page. */
  pro?: boolean;
  /** Internal users only. */
  internalOnly?: boolean;
  /** Dashboard permission(s) needed, all of them. */
  dashboardPermission?: string | readonly string[];
  /** A direct payment processor page: needs an internal user or a store on the direct processor. */
  directPaymentProcessor?: boolean;
  /** Removed when the store's payment processor is direct (the legal pages). */
  platformPaymentProcessorOnly?: boolean;
  /** Unpublished pages exist only for internal users (default true). */
  published?: boolean;
  /** Pages that exist only for pro stores, or only for stores that are not pro. */
  proOnly?: boolean;
  nonProOnly?: boolean;
  /** Turbo pages: turbo stores and internal users. */
  turboOnly?: boolean;
  /** A badge-completion page (card, designer, profile, theme, homepage, entrepreneur): gone once the badge is unlocked. */
  badge?: string;
  /** Pages only Shopify-integrated stores have. */
  shopifyOnly?: boolean;
}

/** What is known of the visitor and the store they visit. */
export interface VisitorState {
  loggedIn: boolean;
  verified: boolean;
  eulaSigned: boolean;
  hasActiveStore: boolean;
  pro: boolean;
  turbo: boolean;
  internal: boolean;
  dashboardPermissions: readonly string[];
  unlockedBadges: readonly string[];
  store: {
    comingSoon: boolean;
    passwordProtected: boolean;
    /** §3 Subdomain approval: not approved by staff yet (not modded yet, or denied). */
    underReview: boolean;
    /** §6 allowedUser: a member of the store, or a visitor who has been let in (store password). */
    allowed: boolean;
    paymentProcessor: 'teemill' | 'direct';
    shopify: boolean;
  };
}

export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string; rule: GuardRuleId };

export type GuardRuleId =
  | 'store-under-review'
  | 'under-review-page'
  | 'store-coming-soon'
  | 'store-password'
  | 'countdown-page'
  | 'login-page'
  | 'logged-out-only'
  | 'logged-in-only'
  | 'not-verified'
  | 'eula-not-signed'
  | 'no-active-store'
  | 'not-pro'
  | 'internal-only'
  | 'dashboard-permission'
  | 'direct-payment-processor'
  | 'platform-payment-processor'
  | 'unpublished'
  | 'pro-only'
  | 'non-pro-only'
  | 'turbo-only'
  | 'badge-completed'
  | 'shopify-only';

export interface GuardRule {
  id: GuardRuleId;
  /** §2 in words. */
  description: string;
  /** Where the rule sends the visitor when it applies, or null when it does not. */
  check(route: RouteAccess, visitor: VisitorState): string | null;
}

export const LOGIN_PATH = '/login/';
export const COUNTDOWN_PATH = '/countdown/';
export const DASHBOARD_PATH = '/dashboard/';
export const VERIFY_PATH = '/sign-up/verify/';
export const EULA_PATH = '/sign-up/eula/';
export const PLANS_PATH = '/teemill-plans/';
export const FORBIDDEN_PATH = '/403/';
export const NOT_FOUND_PATH = '/404/';
export const HOME_PATH = '/';
export const UNDER_REVIEW_PATH = '/store-under-review/';

/** The login page, remembering where to come back to. */
export function loginRedirect(currentPath: string): string {
  return `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(currentPath)}`;
}

const isStoreVisit = (route: RouteAccess) => route.storeVisit ?? route.special === undefined;
const waitsForLaunch = (visitor: VisitorState) => visitor.store.comingSoon && !visitor.store.allowed;
/** A store staff have not approved is shown only to its owner, its team (and those let in) and internal users. */
const waitsForReview = (visitor: VisitorState) =>
  visitor.store.underReview && !visitor.internal && !visitor.store.allowed;
const needsLogin = (route: RouteAccess) =>
  route.loginState === 'logged-in' ||
  route.loginState === 'dashboard-access' ||
  Boolean(route.verified || route.eulaSigned);
const needsVerified = (route: RouteAccess) =>
  route.loginState === 'dashboard-access' || Boolean(route.verified);
const needsEula = (route: RouteAccess) =>
  route.loginState === 'dashboard-access' || Boolean(route.eulaSigned);
const when = (condition: boolean, to: string) => (condition ? to : null);

/** §2's route guards, in the order they are checked: the first rule that applies decides. */
export const GUARD_RULES: readonly GuardRule[] = Object.freeze([
  {
    id: 'store-under-review',
    description:
      'Store visit: the store is not approved yet and the visitor is neither internal nor allowed -> /store-under-review/',
    check: (route, visitor) => when(isStoreVisit(route) && waitsForReview(visitor), UNDER_REVIEW_PATH),
  },
  {
    id: 'under-review-page',
    description: 'The under-review page is only for visitors the store is not yet shown to -> /',
    check: (route, visitor) => when(route.special === 'under-review' && !waitsForReview(visitor), HOME_PATH),
  },
  {
    id: 'store-coming-soon',
    description: 'Store visit: coming soon enabled and the visitor not allowed -> /countdown/',
    check: (route, visitor) => when(isStoreVisit(route) && waitsForLaunch(visitor), COUNTDOWN_PATH),
  },
  {
    id: 'store-password',
    description: 'Store visit: password protected and the visitor neither internal nor allowed -> /login/',
    check: (route, visitor) =>
      when(
        isStoreVisit(route) && visitor.store.passwordProtected && !visitor.internal && !visitor.store.allowed,
        LOGIN_PATH,
      ),
  },
  {
    id: 'countdown-page',
    description: 'The countdown page is only for visitors not yet allowed while coming soon is on -> /',
    check: (route, visitor) => when(route.special === 'countdown' && !waitsForLaunch(visitor), HOME_PATH),
  },
  {
    id: 'login-page',
    description:
      'The login page is only open while the store is visitable (not waiting for launch) -> /countdown/',
    check: (route, visitor) => when(route.special === 'login' && waitsForLaunch(visitor), COUNTDOWN_PATH),
  },
  {
    id: 'logged-out-only',
    description: 'Logged-out-only pages send logged-in users -> /dashboard/',
    check: (route, visitor) => when(route.loginState === 'logged-out' && visitor.loggedIn, DASHBOARD_PATH),
  },
  {
    id: 'logged-in-only',
    description: 'Logged-in-only pages send others -> /login/?redirect_uri={full current path}',
    check: (route, visitor) => when(needsLogin(route) && !visitor.loggedIn, loginRedirect(route.path)),
  },
  {
    id: 'not-verified',
    description: 'Not verified -> /sign-up/verify/',
    check: (route, visitor) => when(needsVerified(route) && !visitor.verified, VERIFY_PATH),
  },
  {
    id: 'eula-not-signed',
    description: 'EULA not signed -> /sign-up/eula/',
    check: (route, visitor) => when(needsEula(route) && !visitor.eulaSigned, EULA_PATH),
  },
  {
    id: 'no-active-store',
    description: 'No active store -> /dashboard/',
    check: (route, visitor) => when(Boolean(route.activeStore) && !visitor.hasActiveStore, DASHBOARD_PATH),
  },
  {
    id: 'not-pro',
    description: 'Not pro -> /teemill-plans/',
    check: (route, visitor) => when(Boolean(route.pro) && !visitor.pro, PLANS_PATH),
  },
  {
    id: 'internal-only',
    description: 'Internal-only -> /dashboard/',
    check: (route, visitor) => when(Boolean(route.internalOnly) && !visitor.internal, DASHBOARD_PATH),
  },
  {
    id: 'dashboard-permission',
    description: 'Missing dashboard permission -> /403/',
    check: (route, visitor) =>
      when(
        route.dashboardPermission !== undefined &&
          !hasDashboardPermission(visitor.dashboardPermissions, route.dashboardPermission),
        FORBIDDEN_PATH,
      ),
  },
  {
    id: 'direct-payment-processor',
    description: 'Direct payment processor required (or an internal user) -> /',
    check: (route, visitor) =>
      when(
        Boolean(route.directPaymentProcessor) &&
          !canUseDirectPaymentPages({
            internal: visitor.internal,
            paymentProcessor: visitor.store.paymentProcessor,
          }),
        HOME_PATH,
      ),
  },
  {
    id: 'platform-payment-processor',
    description: 'Pages removed when the payment processor is direct (the legal pages) -> /',
    check: (route, visitor) =>
      when(
        Boolean(route.platformPaymentProcessorOnly) && visitor.store.paymentProcessor === 'direct',
        HOME_PATH,
      ),
  },
  {
    id: 'unpublished',
    description: 'Unpublished pages for non-internal users -> /404/',
    check: (route, visitor) => when(route.published === false && !visitor.internal, NOT_FOUND_PATH),
  },
  {
    id: 'pro-only',
    description: 'Pro-only pages for stores that are not pro -> /404/',
    check: (route, visitor) => when(Boolean(route.proOnly) && !visitor.pro, NOT_FOUND_PATH),
  },
  {
    id: 'non-pro-only',
    description: 'Non-pro-only pages for pro stores -> /404/',
    check: (route, visitor) => when(Boolean(route.nonProOnly) && visitor.pro, NOT_FOUND_PATH),
  },
  {
    id: 'turbo-only',
    description: 'Turbo-only pages for visitors neither turbo nor internal -> /404/',
    check: (route, visitor) =>
      when(
        Boolean(route.turboOnly) && !canAccessTurbo({ turbo: visitor.turbo, internal: visitor.internal }),
        NOT_FOUND_PATH,
      ),
  },
  {
    id: 'badge-completed',
    description: 'Badge-completion pages once the badge is unlocked -> /404/',
    check: (route, visitor) =>
      when(route.badge !== undefined && visitor.unlockedBadges.includes(route.badge), NOT_FOUND_PATH),
  },
  {
    id: 'shopify-only',
    description: 'Shopify-only pages for stores without the Shopify integration -> /404/',
    check: (route, visitor) => when(Boolean(route.shopifyOnly) && !visitor.store.shopify, NOT_FOUND_PATH),
  },
] satisfies GuardRule[]);

/** Checks the rules in order; the first that applies redirects. */
export function evaluateGuards(
  route: RouteAccess,
  visitor: VisitorState,
  rules: readonly GuardRule[] = GUARD_RULES,
): GuardResult {
  for (const rule of rules) {
    const to = rule.check(route, visitor);
    if (to !== null) return { kind: 'redirect', to, rule: rule.id };
  }
  return { kind: 'allow' };
}

export interface FollowResult {
  /** Where the visitor ends up. */
  path: string;
  /** How many redirects were followed on the way. */
  redirects: number;
}

/**
 * Follows access redirects from a path: each path is looked up with `routeFor` and checked. More than
 * `limit` (100) consecutive redirects end on /404/.
 */
export function followRedirects(
  path: string,
  routeFor: (path: string) => RouteAccess,
  visitor: VisitorState,
  limit: number = LIMITS.loopLimit,
): FollowResult {
  let current = path;
  for (let redirects = 0; ; redirects += 1) {
    const result = evaluateGuards(routeFor(current), visitor);
    if (result.kind === 'allow') return { path: current, redirects };
    if (redirects + 1 > limit) return { path: NOT_FOUND_PATH, redirects: redirects + 1 };
    current = result.to;
  }
}

/**
 * The same loop rule for a router that redirects one navigation at a time: count consecutive access
 * redirects, reset on any navigation that is allowed, and give /404/ once there are more than 100.
 */
export class RedirectLoopGuard {
  private consecutive = 0;

  constructor(private readonly limit: number = LIMITS.loopLimit) {}

  /** The target to navigate to for a guard result: the redirect, /404/ past the limit, or null to stay. */
  next(result: GuardResult): string | null {
    if (result.kind === 'allow') {
      this.consecutive = 0;
      return null;
    }
    this.consecutive += 1;
    if (this.consecutive > this.limit) {
      this.consecutive = 0;
      return NOT_FOUND_PATH;
    }
    return result.to;
  }
}

/** A visitor with nothing: logged out, on an ordinary store. Override what a test or caller knows. */
export function anonymousVisitor(overrides: Partial<Omit<VisitorState, 'store'>> = {}): VisitorState {
  return {
    loggedIn: false,
    verified: false,
    eulaSigned: false,
    hasActiveStore: false,
    pro: false,
    turbo: false,
    internal: false,
    dashboardPermissions: [],
    unlockedBadges: [],
    store: {
      comingSoon: false,
      passwordProtected: false,
      underReview: false,
      allowed: false,
      paymentProcessor: 'teemill',
      shopify: false,
    },
    ...overrides,
  };
}
