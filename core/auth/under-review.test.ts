import { describe, expect, it } from 'vitest';
import { storeVisitRedirect } from './account-pages';
import { anonymousVisitor, evaluateGuards, UNDER_REVIEW_PATH, type VisitorState } from './guards';

const underReview = (overrides: Partial<Omit<VisitorState, 'store'>> = {}, allowed = false): VisitorState => {
  const visitor = anonymousVisitor(overrides);
  return { ...visitor, store: { ...visitor.store, underReview: true, allowed } };
};

describe('a store staff have not approved', () => {
  it('shows the public /store-under-review/ on every store page, API path or form post', () => {
    expect(evaluateGuards({ path: '/' }, underReview())).toEqual({
      kind: 'redirect',
      to: UNDER_REVIEW_PATH,
      rule: 'store-under-review',
    });
    expect(storeVisitRedirect('/product/tee/', underReview())).toBe(UNDER_REVIEW_PATH);
    expect(storeVisitRedirect('/basket/_.data', underReview())).toBe(UNDER_REVIEW_PATH);
    expect(storeVisitRedirect('/sign-up/', underReview())).toBe(UNDER_REVIEW_PATH);
  });

  it('is shown to its owner and team (members are allowed) and to internal users', () => {
    expect(storeVisitRedirect('/', underReview({ loggedIn: true }, true))).toBeNull();
    expect(storeVisitRedirect('/', underReview({ loggedIn: true, internal: true }))).toBeNull();
  });

  it('keeps the under-review page, the login page and the handoff open', () => {
    expect(storeVisitRedirect('/store-under-review/', underReview())).toBeNull();
    expect(storeVisitRedirect('/login/', underReview())).toBeNull();
    expect(storeVisitRedirect('/handoff/?token=x', underReview())).toBeNull();
  });

  it('sends those who may see the store from the under-review page to its home', () => {
    expect(storeVisitRedirect('/store-under-review/', underReview({ internal: true }))).toBe('/');
    expect(storeVisitRedirect('/store-under-review/', anonymousVisitor())).toBe('/');
  });

  it('costs an approved store nothing: its pages stay open', () => {
    expect(storeVisitRedirect('/', anonymousVisitor())).toBeNull();
  });

  it('comes before coming soon: an unapproved store under a countdown still shows the review page', () => {
    const visitor = underReview();
    const both = { ...visitor, store: { ...visitor.store, comingSoon: true } };
    expect(storeVisitRedirect('/', both)).toBe(UNDER_REVIEW_PATH);
  });
});
