import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The dashboard's stores pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const storesRoutes: RouteConfigEntry[] = [];

/** The stores pages outside one store's frame (opening a store), full paths. */
export const storesTopRoutes: RouteConfigEntry[] = [];
