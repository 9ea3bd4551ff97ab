/** What the storefront showed at one location, as far as moving focus after a navigation cares. */
export interface ShownPage {
  /** The id of the route that rendered the page (the deepest match). */
  route: string;
  pathname: string;
  search: string;
  hash: string;
  /** The text of the page's main heading (main h1), or null when it has none. */
  heading: string | null;
}

/** A path without its trailing slash: '/a/' and '/a' are the same page (as for scrolling, §2). */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * Whether an in-app navigation from one location to the next brought a new page, so focus should move to
 * its heading. Another view of the same page does not: a sort, a filter, a page of results or a product's
 * colour keeps its route and its heading (a page without a heading counts as the same only at the same
 * path); nor does a hash of the same page. A navigation that keeps the page (a form posted back to it, a
 * link to the page shown, another view) still moves focus when focus was lost on the way, as when the menu
 * holding the link pressed has closed or the link is gone.
 */
export function shouldFocusNewPage(from: ShownPage, to: ShownPage, focusLost: boolean): boolean {
  const samePath = withoutTrailingSlash(from.pathname) === withoutTrailingSlash(to.pathname);
  if (samePath && from.search === to.search) return from.hash === to.hash && focusLost;
  const sameHeading = from.heading === to.heading && (to.heading !== null || samePath);
  const anotherView = from.route === to.route && sameHeading;
  return !anotherView || focusLost;
}
