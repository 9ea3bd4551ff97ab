import { describe, expect, it } from 'vitest';
import {
  anonymousVisitor,
  evaluateGuards,
  followRedirects,
  GUARD_RULES,
  type GuardRuleId,
  RedirectLoopGuard,
  type RouteAccess,
  type VisitorState,
} from './guards';

type VisitorPatch = Partial<Omit<VisitorState, 'store'>> & { store?: Partial<VisitorState['store']> };

function visitor(patch: VisitorPatch = {}): VisitorState {
  const base = anonymousVisitor();
  const { store, ...rest } = patch;
  return { ...base, ...rest, store: { ...base.store, ...store } };
}

/** A fully entitled, logged-in visitor: every rule passes for them on an open store. */
const everything: VisitorPatch = {
  loggedIn: true,
  verified: true,
  eulaSigned: true,
  hasActiveStore: true,
  pro: true,
  turbo: true,
  internal: true,
  dashboardPermissions: ['*'],
};

const page = (access: Partial<RouteAccess> = {}): RouteAccess => ({
  path: '/some/page/?tab=2#top',
  ...access,
});

/** One row per rule: a case where it applies, its target, and the closest case where it does not. */
const rows: {
  id: GuardRuleId;
  route: Partial<RouteAccess>;
  applies: VisitorPatch;
  to: string;
  passes: VisitorPatch;
}[] = [
  {
    id: 'store-under-review',
    route: {},
    applies: { store: { underReview: true } },
    to: '/store-under-review/',
    passes: { store: { underReview: true, allowed: true } },
  },
  {
    id: 'under-review-page',
    route: { special: 'under-review' },
    applies: {},
    to: '/',
    passes: { store: { underReview: true } },
  },
  {
    id: 'store-coming-soon',
    route: {},
    applies: { store: { comingSoon: true } },
    to: '/countdown/',
    passes: { store: { comingSoon: true, allowed: true } },
  },
  {
    id: 'store-password',
    route: {},
    applies: { store: { passwordProtected: true } },
    to: '/login/',
    passes: { store: { passwordProtected: true, allowed: true } },
  },
  {
    id: 'countdown-page',
    route: { special: 'countdown' },
    applies: {},
    to: '/',
    passes: { store: { comingSoon: true } },
  },
  {
    id: 'login-page',
    route: { special: 'login', loginState: 'logged-out' },
    applies: { store: { comingSoon: true } },
    to: '/countdown/',
    passes: { store: { comingSoon: true, allowed: true } },
  },
  {
    id: 'logged-out-only',
    route: { loginState: 'logged-out' },
    applies: { loggedIn: true },
    to: '/dashboard/',
    passes: {},
  },
  {
    id: 'logged-in-only',
    route: { loginState: 'logged-in' },
    applies: {},
    to: '/login/?redirect_uri=%2Fsome%2Fpage%2F%3Ftab%3D2%23top',
    passes: { loggedIn: true },
  },
  {
    id: 'not-verified',
    route: { loginState: 'dashboard-access' },
    applies: { loggedIn: true },
    to: '/sign-up/verify/',
    passes: { loggedIn: true, verified: true, eulaSigned: true },
  },
  {
    id: 'eula-not-signed',
    route: { loginState: 'dashboard-access' },
    applies: { loggedIn: true, verified: true },
    to: '/sign-up/eula/',
    passes: { loggedIn: true, verified: true, eulaSigned: true },
  },
  {
    id: 'no-active-store',
    route: { activeStore: true },
    applies: {},
    to: '/dashboard/',
    passes: { hasActiveStore: true },
  },
  { id: 'not-pro', route: { pro: true }, applies: {}, to: '/teemill-plans/', passes: { pro: true } },
  {
    id: 'internal-only',
    route: { internalOnly: true },
    applies: {},
    to: '/dashboard/',
    passes: { internal: true },
  },
  {
    id: 'dashboard-permission',
    route: { dashboardPermission: 'orders.refund' },
    applies: { dashboardPermissions: ['products'] },
    to: '/403/',
    passes: { dashboardPermissions: ['orders'] },
  },
  {
    id: 'direct-payment-processor',
    route: { directPaymentProcessor: true },
    applies: {},
    to: '/',
    passes: { store: { paymentProcessor: 'direct' } },
  },
  {
    id: 'platform-payment-processor',
    route: { platformPaymentProcessorOnly: true },
    applies: { store: { paymentProcessor: 'direct' } },
    to: '/',
    passes: {},
  },
  { id: 'unpublished', route: { published: false }, applies: {}, to: '/404/', passes: { internal: true } },
  { id: 'pro-only', route: { proOnly: true }, applies: {}, to: '/404/', passes: { pro: true } },
  { id: 'non-pro-only', route: { nonProOnly: true }, applies: { pro: true }, to: '/404/', passes: {} },
  { id: 'turbo-only', route: { turboOnly: true }, applies: {}, to: '/404/', passes: { turbo: true } },
  {
    id: 'badge-completed',
    route: { badge: 'theme' },
    applies: { unlockedBadges: ['theme'] },
    to: '/404/',
    passes: { unlockedBadges: ['profile'] },
  },
  {
    id: 'shopify-only',
    route: { shopifyOnly: true },
    applies: {},
    to: '/404/',
    passes: { store: { shopify: true } },
  },
];

describe('the route guard table', () => {
  it('checks the rules in the order of spec §2', () => {
    expect(GUARD_RULES.map((rule) => rule.id)).toEqual(rows.map((row) => row.id));
    expect(Object.isFrozen(GUARD_RULES)).toBe(true);
  });

  it('lets an open page through for anyone', () => {
    expect(evaluateGuards(page(), visitor())).toEqual({ kind: 'allow' });
    expect(evaluateGuards(page(), visitor(everything))).toEqual({ kind: 'allow' });
  });

  describe.each(rows)('$id', (row) => {
    it(`redirects to ${row.to} when it applies`, () => {
      expect(evaluateGuards(page(row.route), visitor(row.applies))).toEqual({
        kind: 'redirect',
        to: row.to,
        rule: row.id,
      });
    });

    it('allows when its condition is met', () => {
      expect(evaluateGuards(page(row.route), visitor(row.passes))).toEqual({ kind: 'allow' });
    });
  });

  it('gives each rule precedence over every later rule that also applies', () => {
    let pairs = 0;
    for (const [index, earlier] of rows.entries()) {
      for (const later of rows.slice(index + 1)) {
        const route = page({ ...later.route, ...earlier.route });
        const state = visitor({
          ...later.applies,
          ...earlier.applies,
          store: { ...later.applies.store, ...earlier.applies.store },
        });
        const both =
          GUARD_RULES.find((rule) => rule.id === earlier.id)?.check(route, state) !== null &&
          GUARD_RULES.find((rule) => rule.id === later.id)?.check(route, state) !== null;
        if (!both) continue;
        pairs += 1;
        const result = evaluateGuards(route, state);
        expect(
          result.kind === 'redirect' && rows.findIndex((row) => row.id === result.rule),
        ).toBeLessThanOrEqual(index);
      }
    }
    expect(pairs).toBeGreaterThan(120);
  });
});

describe('guard scenarios', () => {
  it('sends a visitor to the countdown before asking for the password', () => {
    const state = visitor({ store: { comingSoon: true, passwordProtected: true } });
    expect(evaluateGuards(page(), state)).toMatchObject({ to: '/countdown/' });
    expect(evaluateGuards(page({ special: 'countdown' }), state)).toEqual({ kind: 'allow' });
  });

  it('lets internal users past the password but not past the countdown', () => {
    expect(evaluateGuards(page(), visitor({ internal: true, store: { passwordProtected: true } }))).toEqual({
      kind: 'allow',
    });
    expect(evaluateGuards(page(), visitor({ internal: true, store: { comingSoon: true } }))).toMatchObject({
      to: '/countdown/',
    });
  });

  it('keeps the login page open on a password-protected store', () => {
    const state = visitor({ store: { passwordProtected: true } });
    expect(evaluateGuards(page({ special: 'login', loginState: 'logged-out' }), state)).toEqual({
      kind: 'allow',
    });
  });

  it('checks login before the store-visit rules only apply to store pages', () => {
    const state = visitor({ store: { passwordProtected: true } });
    expect(evaluateGuards(page({ storeVisit: false, loginState: 'logged-in' }), state)).toMatchObject({
      rule: 'logged-in-only',
    });
  });

  it('walks a new account through verification, the EULA, a store and the plan, in that order', () => {
    const route = page({ loginState: 'dashboard-access', activeStore: true, pro: true });
    expect(evaluateGuards(route, visitor({ loggedIn: true }))).toMatchObject({ to: '/sign-up/verify/' });
    expect(evaluateGuards(route, visitor({ loggedIn: true, verified: true }))).toMatchObject({
      to: '/sign-up/eula/',
    });
    expect(
      evaluateGuards(route, visitor({ loggedIn: true, verified: true, eulaSigned: true })),
    ).toMatchObject({ to: '/dashboard/' });
    expect(
      evaluateGuards(
        route,
        visitor({ loggedIn: true, verified: true, eulaSigned: true, hasActiveStore: true }),
      ),
    ).toMatchObject({ to: '/teemill-plans/' });
  });

  it('lets the verify page itself through for a logged-in unverified account', () => {
    expect(evaluateGuards(page({ loginState: 'logged-in' }), visitor({ loggedIn: true }))).toEqual({
      kind: 'allow',
    });
    expect(evaluateGuards(page({ verified: true }), visitor({ loggedIn: true, verified: true }))).toEqual({
      kind: 'allow',
    });
    expect(evaluateGuards(page({ eulaSigned: true }), visitor())).toMatchObject({ rule: 'logged-in-only' });
  });

  it('lets internal users onto direct payment processor pages and turbo pages', () => {
    expect(evaluateGuards(page({ directPaymentProcessor: true }), visitor({ internal: true }))).toEqual({
      kind: 'allow',
    });
    expect(evaluateGuards(page({ turboOnly: true }), visitor({ internal: true }))).toEqual({ kind: 'allow' });
  });

  it('needs every listed dashboard permission', () => {
    const route = page({ dashboardPermission: ['orders', 'products'] });
    expect(evaluateGuards(route, visitor({ dashboardPermissions: ['orders'] }))).toMatchObject({
      to: '/403/',
    });
    expect(evaluateGuards(route, visitor({ dashboardPermissions: ['orders', 'products'] }))).toEqual({
      kind: 'allow',
    });
  });

  it('encodes the full current path, query and hash into redirect_uri', () => {
    const result = evaluateGuards({ path: '/order-history/abc?x=1&y=2', loginState: 'logged-in' }, visitor());
    expect(result).toMatchObject({ to: '/login/?redirect_uri=%2Forder-history%2Fabc%3Fx%3D1%26y%3D2' });
  });
});

describe('followRedirects', () => {
  const routes: Record<string, Partial<RouteAccess>> = {
    '/dashboard/orders/': { loginState: 'dashboard-access' },
    '/login/': { special: 'login', loginState: 'logged-out' },
    '/countdown/': { special: 'countdown' },
  };
  const routeFor = (path: string): RouteAccess => ({
    path,
    ...(routes[path.split('?')[0] ?? path] ?? {}),
  });

  it('follows redirects to where the visitor may stay', () => {
    expect(followRedirects('/dashboard/orders/', routeFor, visitor())).toEqual({
      path: '/login/?redirect_uri=%2Fdashboard%2Forders%2F',
      redirects: 1,
    });
    expect(followRedirects('/', routeFor, visitor({ store: { comingSoon: true } }))).toEqual({
      path: '/countdown/',
      redirects: 1,
    });
    expect(followRedirects('/countdown/', routeFor, visitor())).toEqual({ path: '/', redirects: 1 });
  });

  it('gives /404/ after more than 100 consecutive redirects', () => {
    // A misconfigured page that sends logged-in users to a page that only logged-out users may see.
    const loop = (path: string): RouteAccess =>
      path === '/dashboard/' ? { path, loginState: 'logged-out' } : { path };
    const looping = followRedirects('/dashboard/', loop, visitor({ loggedIn: true }));
    expect(looping).toEqual({ path: '/404/', redirects: 101 });
  });

  it('follows exactly 100 redirects, and gives /404/ on the 101st', () => {
    // The first n paths looked up are logged-out-only, so a logged-in visitor is redirected n times.
    const steps = (n: number) => {
      let count = 0;
      return (path: string): RouteAccess => {
        count += 1;
        return count <= n ? { path, loginState: 'logged-out' } : { path };
      };
    };
    expect(followRedirects('/x', steps(100), visitor({ loggedIn: true }))).toEqual({
      path: '/dashboard/',
      redirects: 100,
    });
    expect(followRedirects('/x', steps(101), visitor({ loggedIn: true }))).toEqual({
      path: '/404/',
      redirects: 101,
    });
  });
});

describe('RedirectLoopGuard', () => {
  it('counts consecutive redirects, resets on an allowed navigation, and gives /404/ past 100', () => {
    const guard = new RedirectLoopGuard();
    const redirect = { kind: 'redirect', to: '/login/', rule: 'store-password' } as const;
    for (let i = 0; i < 100; i += 1) expect(guard.next(redirect)).toBe('/login/');
    expect(guard.next(redirect)).toBe('/404/');
    expect(guard.next(redirect)).toBe('/login/');
    expect(guard.next({ kind: 'allow' })).toBeNull();
    for (let i = 0; i < 100; i += 1) expect(guard.next(redirect)).toBe('/login/');
    expect(guard.next({ kind: 'allow' })).toBeNull();
    expect(guard.next(redirect)).toBe('/login/');
  });
});
