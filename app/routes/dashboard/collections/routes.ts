import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's collections pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const collectionsRoutes: RouteConfigEntry[] = [
  route('collections', 'routes/dashboard/collections/list.tsx'),
  route('collections/new', 'routes/dashboard/collections/new.tsx'),
  route('collections/:collection', 'routes/dashboard/collections/edit.tsx'),
];
