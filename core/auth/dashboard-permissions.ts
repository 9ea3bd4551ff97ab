/** The §3 dashboard permissions a store's team member may hold; an owner holds them all. */
export const DASHBOARD_PERMISSIONS = [
  'products',
  'orders',
  'pages',
  'themes',
  'settings',
  'files',
  'marketing',
  'team',
] as const;
export type DashboardPermission = (typeof DASHBOARD_PERMISSIONS)[number];
