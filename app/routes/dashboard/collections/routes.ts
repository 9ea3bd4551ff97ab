import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The dashboard's collections pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const collectionsRoutes: RouteConfigEntry[] = [];
