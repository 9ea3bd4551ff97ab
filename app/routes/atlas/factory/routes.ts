import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The operator back office's factory pages, relative to /atlas/ (files relative to app/). */
export const atlasFactoryRoutes: RouteConfigEntry[] = [
  route('factory', 'routes/atlas/factory/station.tsx'),
  route('factory/print', 'routes/atlas/factory/print.ts'),
  route('orders/:order/labels', 'routes/atlas/factory/order-labels.tsx'),
];
