import type { DashboardPermission } from '../../../core/auth/dashboard-permissions';

/** One entry of a store's dashboard navigation. */
export interface DashboardNavItem {
  label: string;
  /** Relative to /dashboard/stores/{id}/; '' is the overview. */
  path: string;
  /** Hidden from team members without it. */
  permission?: DashboardPermission;
}

/** The areas of a store's dashboard, in the order the navigation lists them. */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { label: 'Overview', path: '' },
  { label: 'Products', path: 'products/', permission: 'products' },
  { label: 'Collections', path: 'collections/', permission: 'products' },
  { label: 'Pages', path: 'pages/', permission: 'pages' },
  { label: 'Menu', path: 'menu/', permission: 'pages' },
  { label: 'Theme', path: 'theme/', permission: 'themes' },
  { label: 'Files', path: 'files/', permission: 'files' },
  { label: 'Orders', path: 'orders/', permission: 'orders' },
  { label: 'Quotes', path: 'quotes/', permission: 'orders' },
  { label: 'Team', path: 'team/', permission: 'team' },
  { label: 'Settings', path: 'settings/', permission: 'settings' },
];

/** The path of a dashboard area of one store. */
export const dashboardPath = (storeId: number, path = '') => `/dashboard/stores/${storeId}/${path}`;
