import { followRedirects, type RouteAccess, type VisitorState } from './guards';

/** What an account page asks of its visitor (core/auth RouteAccess, without the path). */
export type PageAccess = Omit<RouteAccess, 'path'>;

/**
 * §2's access of every account page, declared once: each route puts its entry in `handle.access` and
 * guards its loader and action with it, and the store-visit checks (the root loader's for every page, the
 * server's before every form action) look pages up here.
 */
export const ACCOUNT_ACCESS = {
  /** Open while the store is visitable; logged-in visitors go to the dashboard. */
  login: { special: 'login', loginState: 'logged-out' },
  recoveryLogin: { special: 'login', loginState: 'logged-out' },
  forgotPassword: { special: 'login', loginState: 'logged-out' },
  resetPassword: { special: 'login' },
  signUp: { loginState: 'logged-out' },
  /** Open to everyone: the emailed link works in any browser. */
  verify: {},
  eula: { loginState: 'logged-in', verified: true },
  countdown: { special: 'countdown' },
  underReview: { special: 'under-review' },
  /** Spends a dashboard handoff token: it signs the store's own managers in, so it is not a store visit. */
  handoff: { storeVisit: false },
  /** Account pages, not visits to the store: no store password asked for. */
  logout: { storeVisit: false },
  forbidden: { storeVisit: false },
  dashboard: { loginState: 'dashboard-access', storeVisit: false },
  plans: { loginState: 'logged-in' },
} as const satisfies Record<string, PageAccess>;

export type AccountPage = keyof typeof ACCOUNT_ACCESS;

/** The account pages by path (without the trailing slash). */
export const ACCOUNT_PATHS: Readonly<Record<string, AccountPage>> = {
  '/login': 'login',
  '/login/recovery': 'recoveryLogin',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/sign-up': 'signUp',
  '/sign-up/verify': 'verify',
  '/sign-up/eula': 'eula',
  '/countdown': 'countdown',
  '/store-under-review': 'underReview',
  '/handoff': 'handoff',
  '/logout': 'logout',
  '/403': 'forbidden',
  '/dashboard': 'dashboard',
  '/teemill-plans': 'plans',
};

/** A visitor the store asks for its password: protected, and neither internal nor let in. */
export function needsStorePassword(visitor: VisitorState): boolean {
  return visitor.store.passwordProtected && !visitor.internal && !visitor.store.allowed;
}

/**
 * The access of a page, as the visitor will meet it. The login page is logged-out-only except for a
 * signed-in visitor the store still asks for its password: they get the store password form there.
 */
export function pageAccess(page: AccountPage, visitor: VisitorState): PageAccess {
  const access: PageAccess = ACCOUNT_ACCESS[page];
  if (page === 'login' && needsStorePassword(visitor)) return { special: 'login' };
  return access;
}

/** The access of any path: an account page's, or a store page's (the store-visit rules only). */
export function accessForPath(path: string, visitor: VisitorState): PageAccess {
  const page = ACCOUNT_PATHS[pagePath(path)];
  return page ? pageAccess(page, visitor) : {};
}

/** A path without its query, hash, React Router data suffix ('/_.data', '.data') and trailing slash. */
export function pagePath(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/\/_\.data$/, '/').replace(/\.data$/, '');
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * §2's store-visit rules for a request to `path` (a coming-soon store sends visitors not yet allowed in to
 * /countdown/; a password-protected one sends visitors neither internal nor let in to /login/), followed
 * through any further redirects as the guards do: where the visitor must go instead, or null when they may
 * stay. Account pages keep their own rules (the login and countdown pages stay open).
 */
export function storeVisitRedirect(path: string, visitor: VisitorState): string | null {
  const result = followRedirects(path, (next) => ({ ...accessForPath(next, visitor), path: next }), visitor);
  return result.redirects > 0 ? result.path : null;
}
