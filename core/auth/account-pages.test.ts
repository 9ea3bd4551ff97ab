import { describe, expect, it } from 'vitest';
import { accessForPath, needsStorePassword, pageAccess, pagePath, storeVisitRedirect } from './account-pages';
import { anonymousVisitor, followRedirects, type VisitorState } from './guards';

const protectedStore = (overrides: Partial<VisitorState> = {}): VisitorState => {
  const visitor = anonymousVisitor(overrides);
  return { ...visitor, store: { ...visitor.store, passwordProtected: true, ...overrides.store } };
};
const comingSoon = (overrides: Partial<VisitorState> = {}): VisitorState => {
  const visitor = anonymousVisitor(overrides);
  return { ...visitor, store: { ...visitor.store, comingSoon: true, ...overrides.store } };
};
const member = { loggedIn: true, verified: true, eulaSigned: true };

/** Where a visitor opening `path` ends up, following every guard redirect as the guards do. */
const land = (path: string, visitor: VisitorState) =>
  followRedirects(path, (next) => ({ ...accessForPath(next, visitor), path: next }), visitor).path;

describe('accessForPath', () => {
  it('finds account pages with or without the trailing slash or a query', () => {
    expect(accessForPath('/login/', anonymousVisitor())).toEqual({
      special: 'login',
      loginState: 'logged-out',
    });
    expect(accessForPath('/login?redirect_uri=%2F', anonymousVisitor()).special).toBe('login');
    expect(accessForPath('/dashboard/', anonymousVisitor()).loginState).toBe('dashboard-access');
  });

  it('gives other pages the store-visit rules only', () => {
    expect(accessForPath('/collection/t-shirts/', anonymousVisitor())).toEqual({});
  });
});

describe('the account pages under the guards', () => {
  it('sends a visitor of a password-protected store to the login page, which lets them in', () => {
    expect(land('/', protectedStore())).toBe('/login/');
    expect(land('/product/tee/', protectedStore())).toBe('/login/');
    expect(land('/forgot-password/', protectedStore())).toBe('/forgot-password/');
  });

  it('shows a signed-in visitor the store password form rather than bouncing them to the dashboard', () => {
    const visitor = protectedStore(member);
    expect(needsStorePassword(visitor)).toBe(true);
    expect(pageAccess('login', visitor)).toEqual({ special: 'login' });
    expect(land('/', visitor)).toBe('/login/');
    expect(land('/dashboard/', visitor)).toBe('/dashboard/');
  });

  it('lets members and internal users of a password-protected store in', () => {
    expect(land('/', protectedStore({ ...member, store: { allowed: true } as VisitorState['store'] }))).toBe(
      '/',
    );
    expect(land('/', protectedStore({ ...member, internal: true }))).toBe('/');
    expect(land('/login/', protectedStore({ ...member, internal: true }))).toBe('/dashboard/');
  });

  it('keeps a coming-soon store on its countdown, login included', () => {
    expect(land('/', comingSoon())).toBe('/countdown/');
    expect(land('/login/', comingSoon())).toBe('/countdown/');
    expect(land('/forgot-password/', comingSoon())).toBe('/countdown/');
    expect(land('/countdown/', comingSoon())).toBe('/countdown/');
    expect(land('/countdown/', anonymousVisitor())).toBe('/');
  });

  it('walks a new account through verification and the EULA to the dashboard', () => {
    expect(land('/dashboard/', anonymousVisitor())).toBe('/login/?redirect_uri=%2Fdashboard%2F');
    expect(land('/dashboard/', anonymousVisitor({ loggedIn: true }))).toBe('/sign-up/verify/');
    expect(land('/sign-up/eula/', anonymousVisitor({ loggedIn: true }))).toBe('/sign-up/verify/');
    expect(land('/dashboard/', anonymousVisitor({ loggedIn: true, verified: true }))).toBe('/sign-up/eula/');
    expect(land('/dashboard/', anonymousVisitor(member))).toBe('/dashboard/');
  });

  it('sends signed-in visitors away from the logged-out pages', () => {
    for (const path of ['/login/', '/sign-up/', '/forgot-password/', '/login/recovery/'])
      expect(land(path, anonymousVisitor(member))).toBe('/dashboard/');
    expect(land('/reset-password/?token=x', anonymousVisitor(member))).toBe('/reset-password/?token=x');
  });

  it('asks visitors of the plans page to log in first, remembering the query', () => {
    expect(land('/teemill-plans/?plan=turbo', anonymousVisitor())).toBe(
      '/login/?redirect_uri=%2Fteemill-plans%2F%3Fplan%3Dturbo',
    );
  });
});

describe('pagePath', () => {
  it('drops the query, the React Router data suffix and the trailing slash', () => {
    expect(pagePath('/login/?redirect_uri=%2F')).toBe('/login');
    expect(pagePath('/login/_.data')).toBe('/login');
    expect(pagePath('/forms/newsletter.data?x=1')).toBe('/forms/newsletter');
    expect(pagePath('/_.data')).toBe('/');
    expect(pagePath('/')).toBe('/');
  });
});

describe('storeVisitRedirect', () => {
  it('sends a visitor not let in away from any page of a protected store, form actions included', () => {
    expect(storeVisitRedirect('/forms/newsletter/', protectedStore())).toBe('/login/');
    expect(storeVisitRedirect('/currency/_.data', protectedStore())).toBe('/login/');
    expect(storeVisitRedirect('/basket/', comingSoon())).toBe('/countdown/');
  });

  it('keeps the login and countdown pages open, and lets allowed and internal visitors stay', () => {
    expect(storeVisitRedirect('/login/', protectedStore())).toBeNull();
    expect(storeVisitRedirect('/login/_.data', protectedStore())).toBeNull();
    expect(storeVisitRedirect('/countdown/', comingSoon())).toBeNull();
    const allowed = protectedStore();
    expect(
      storeVisitRedirect('/forms/contact/', { ...allowed, store: { ...allowed.store, allowed: true } }),
    ).toBeNull();
    expect(storeVisitRedirect('/forms/contact/', protectedStore({ internal: true }))).toBeNull();
    expect(storeVisitRedirect('/forms/contact/', anonymousVisitor())).toBeNull();
  });

  it('follows the account pages’ own rules as the loaders do', () => {
    expect(
      storeVisitRedirect('/login/', protectedStore({ ...member, store: undefined } as never)),
    ).toBeNull();
    expect(storeVisitRedirect('/login/', comingSoon())).toBe('/countdown/');
  });
});
