import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's menu pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const menuRoutes: RouteConfigEntry[] = [
  route('menu', 'routes/dashboard/menu/editor.tsx'),
  route('menu/links', 'routes/dashboard/menu/links.tsx'),
];
