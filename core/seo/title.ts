import { collapseWhitespace } from './text';

export interface DocumentTitleInput {
  pageTitle: string | null | undefined;
  companyName: string;
  /** The store's home page shows only the company name. */
  isHome: boolean;
  unreadNotifications?: number;
}

/**
 * The document title (spec §2 Dynamic pages): '{page title} | {company name}', only the company name on the
 * home page (or when the page has no title), prefixed '(n) ' for n unread notifications.
 */
export function documentTitle({
  pageTitle,
  companyName,
  isHome,
  unreadNotifications = 0,
}: DocumentTitleInput): string {
  const company = collapseWhitespace(companyName);
  const page = collapseWhitespace(pageTitle ?? '');
  const base = isHome || !page ? company : company ? `${page} | ${company}` : page;
  const unread = Number.isFinite(unreadNotifications) ? Math.floor(unreadNotifications) : 0;
  return unread > 0 ? `(${unread}) ${base}` : base;
}
