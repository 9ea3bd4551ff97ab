import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The operator back office's bespoke pages, relative to /atlas/ (files relative to app/). */
export const atlasBespokeRoutes: RouteConfigEntry[] = [
  route('bespoke', 'routes/atlas/bespoke/list.tsx'),
  route('orders/:order/mockup', 'routes/atlas/bespoke/mockup.tsx'),
];
