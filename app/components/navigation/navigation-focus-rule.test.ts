import { describe, expect, it } from 'vitest';
import { type ShownPage, shouldFocusNewPage } from './navigation-focus-rule';

const shown = (route: string, location: string, heading: string | null): ShownPage => {
  const url = new URL(location, 'http://store.test');
  return { route, pathname: url.pathname, search: url.search, hash: url.hash, heading };
};
const tees = (location: string) => shown('routes/collection', location, 'T-Shirts');

describe('shouldFocusNewPage', () => {
  it('focuses the heading of another page', () => {
    expect(
      shouldFocusNewPage(shown('routes/home', '/', 'Northwind'), tees('/collection/t-shirts/'), false),
    ).toBe(true);
    expect(
      shouldFocusNewPage(
        tees('/collection/t-shirts/'),
        shown('routes/collection', '/collection/bags/', 'Bags'),
        false,
      ),
    ).toBe(true);
    expect(
      shouldFocusNewPage(tees('/collection/t-shirts/'), shown('catch-all', '/faq/#delivery', 'FAQ'), false),
    ).toBe(true);
  });

  it('focuses the start of another page without a heading, even of the same route', () => {
    expect(shouldFocusNewPage(shown('catch-all', '/a/', null), shown('catch-all', '/b/', null), false)).toBe(
      true,
    );
  });

  it('keeps focus on another view of the same page: a sort, a page of results, a colour', () => {
    expect(
      shouldFocusNewPage(tees('/collection/t-shirts/'), tees('/collection/t-shirts/?sort=price-low'), false),
    ).toBe(false);
    expect(
      shouldFocusNewPage(tees('/collection/t-shirts/?page=2'), tees('/collection/t-shirts/'), false),
    ).toBe(false);
    const tee = (location: string) => shown('routes/product', location, 'Summit Sunrise Tee');
    expect(
      shouldFocusNewPage(
        tee('/product/summit-sunrise-tee/'),
        tee('/product/summit-sunrise-tee/navy/'),
        false,
      ),
    ).toBe(false);
    expect(
      shouldFocusNewPage(
        shown('routes/search', '/search/', null),
        shown('routes/search', '/search/?sort=new', null),
        false,
      ),
    ).toBe(false);
  });

  it('focuses the heading when another view brings another heading', () => {
    const search = (location: string, heading: string) => shown('routes/search', location, heading);
    expect(
      shouldFocusNewPage(
        search('/search/?q=red', 'Results for “red”'),
        search('/search/?q=blue', 'Results for “blue”'),
        false,
      ),
    ).toBe(true);
    expect(
      shouldFocusNewPage(search('/search/', 'Search'), search('/search/?q=red', 'Results for “red”'), false),
    ).toBe(true);
  });

  it('keeps focus where it is when only the trailing slash changes, or on a form posted back to the page', () => {
    expect(shouldFocusNewPage(tees('/collection/t-shirts'), tees('/collection/t-shirts/'), false)).toBe(
      false,
    );
    expect(shouldFocusNewPage(tees('/collection/t-shirts/'), tees('/collection/t-shirts/'), false)).toBe(
      false,
    );
  });

  it('never moves focus for a hash of the same page', () => {
    const faq = (location: string) => shown('catch-all', location, 'FAQ');
    expect(shouldFocusNewPage(faq('/faq/'), faq('/faq/#shipping'), false)).toBe(false);
    expect(shouldFocusNewPage(faq('/faq/#shipping'), faq('/faq/#returns'), true)).toBe(false);
  });

  it('rescues focus lost on the way, as when the menu holding the link closed or the link is gone', () => {
    expect(shouldFocusNewPage(tees('/collection/t-shirts/'), tees('/collection/t-shirts/'), true)).toBe(true);
    expect(
      shouldFocusNewPage(tees('/collection/t-shirts/?page=2'), tees('/collection/t-shirts/?page=3'), true),
    ).toBe(true);
  });
});
