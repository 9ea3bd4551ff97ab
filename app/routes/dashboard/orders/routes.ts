import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's orders pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const ordersRoutes: RouteConfigEntry[] = [
  route('orders', 'routes/dashboard/orders/list.tsx'),
  route('orders/:order', 'routes/dashboard/orders/order.tsx'),
];
