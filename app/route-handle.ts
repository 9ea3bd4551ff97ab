import type { LayoutName } from '../core/layouts';

export interface Crumb {
  name: string;
  url: string;
}

/** What a route tells the store frame: its layout and its breadcrumb. */
export interface RouteHandle {
  /** The route's layout, or a function of its loader data for routes whose pages choose their own. */
  layout?: LayoutName | ((data: unknown) => LayoutName);
  breadcrumb?: (data: unknown) => Crumb[];
  /** The 404 page has no breadcrumb structured data. */
  notFound?: boolean;
}
