/**
 * The spec's words for a page that is missing or failed to load (§2, §8), in a module of their own: the root's
 * error page and every route's `meta` import these few strings without bundling all of ERROR_MESSAGES.
 */
export const PAGE_MESSAGES = {
  /** A missing page's document title (the page model's error, §8). */
  notFoundTitle: 'Page not found',
  /** What a shopper reads on a missing page (§8). */
  notFound: 'We were unable to find this page',
  /** What a shopper reads when the store's data fails to load (§2). */
  loadFailed: 'Oops... Looks like something went wrong',
  /** Our wording (the spec gives none): the error page's document title. */
  loadFailedTitle: 'Something went wrong',
} as const;
