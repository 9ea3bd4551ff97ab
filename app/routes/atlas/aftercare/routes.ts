import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The operator back office's aftercare pages, relative to /atlas/ (files relative to app/). */
export const atlasAftercareRoutes: RouteConfigEntry[] = [
  route('returns', 'routes/atlas/aftercare/returns.tsx'),
  route('orders/:order/aftercare', 'routes/atlas/aftercare/order.tsx'),
];
