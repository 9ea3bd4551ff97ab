import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The dashboard's files pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const filesRoutes: RouteConfigEntry[] = [];
