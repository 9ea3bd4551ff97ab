import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's Pages area, relative to /dashboard/stores/:store/ (files relative to app/). */
export const pagesRoutes: RouteConfigEntry[] = [
  route('pages', 'routes/dashboard/pages/list.tsx'),
  route('pages/new', 'routes/dashboard/pages/new.tsx'),
  route('pages/:page', 'routes/dashboard/pages/settings.tsx'),
  route('pages/:page/edit', 'routes/dashboard/pages/edit-link.tsx'),
];
