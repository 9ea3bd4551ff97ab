import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's stores pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const storesRoutes: RouteConfigEntry[] = [route('handoff', 'routes/dashboard/stores/handoff.tsx')];

/** The stores pages outside one store's frame (opening a store), full paths. */
export const storesTopRoutes: RouteConfigEntry[] = [
  route('dashboard/new-store', 'routes/dashboard/stores/new-store.tsx'),
  // On a store's own origin: where the public waits for review, and where the dashboard hands its owner over.
  route('store-under-review', 'routes/dashboard/stores/under-review.tsx'),
  route('handoff', 'routes/dashboard/stores/store-handoff.tsx'),
];
