import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's artwork pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const artworkRoutes: RouteConfigEntry[] = [
  route('products/new', 'routes/dashboard/artwork/new.tsx'),
  route('products/new/published', 'routes/dashboard/artwork/published.tsx'),
];
