import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's products pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const productsRoutes: RouteConfigEntry[] = [
  route('products', 'routes/dashboard/products/list.tsx'),
  route('products/:product', 'routes/dashboard/products/editor.tsx'),
  route('products/:product/images', 'routes/dashboard/products/images.tsx'),
];
