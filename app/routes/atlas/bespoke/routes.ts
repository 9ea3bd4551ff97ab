import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The operator back office's bespoke pages, relative to /atlas/ (files relative to app/). */
export const atlasBespokeRoutes: RouteConfigEntry[] = [];
