import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's theme pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const themeRoutes: RouteConfigEntry[] = [
  route('theme', 'routes/dashboard/theme/selector.tsx'),
  route('theme/edit', 'routes/dashboard/theme/editor.tsx'),
];
