import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The operator back office's people pages, relative to /atlas/ (files relative to app/). */
export const atlasPeopleRoutes: RouteConfigEntry[] = [
  route('stores', 'routes/atlas/people/stores.tsx'),
  route('stores/:id', 'routes/atlas/people/store.tsx'),
  route('customers', 'routes/atlas/people/customers.tsx'),
  route('customers/:id', 'routes/atlas/people/customer.tsx'),
  route('users', 'routes/atlas/people/users.tsx'),
  route('outbox', 'routes/atlas/people/outbox.tsx'),
];
