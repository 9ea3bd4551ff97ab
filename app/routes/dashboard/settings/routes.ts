import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's settings pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const settingsRoutes: RouteConfigEntry[] = [
  route('settings', 'routes/dashboard/settings/settings.tsx'),
];
