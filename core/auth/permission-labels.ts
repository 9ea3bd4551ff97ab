/** What each §3 dashboard permission lets someone do, in words a person asking for it understands. */
const PERMISSION_LABELS: Readonly<Record<string, string>> = {
  '*': 'everything in the dashboard',
  users: 'manage operator users',
  'users.mute': 'mute and unmute operator users',
  orders: 'see and manage orders',
  products: 'add and edit products',
  pages: 'edit pages',
  themes: 'change the theme',
  settings: 'change the store settings',
  files: 'manage files',
  team: 'invite people to the store',
  marketing: 'run coupons and mailing lists',
};

/** 'mute and unmute operator users' for 'users.mute'; a permission nobody named reads as its own words. */
export function permissionLabel(permission: string): string {
  return PERMISSION_LABELS[permission] ?? permission.replace(/[._-]+/g, ' ');
}
