import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The operator back office's orders pages, relative to /atlas/ (files relative to app/). */
export const atlasOrdersRoutes: RouteConfigEntry[] = [
  route('orders', 'routes/atlas/orders/list.tsx'),
  route('orders/:order', 'routes/atlas/orders/order.tsx'),
];
