import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The dashboard's settings pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const settingsRoutes: RouteConfigEntry[] = [];
