import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's files pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const filesRoutes: RouteConfigEntry[] = [
  route('files', 'routes/dashboard/files/list.tsx'),
  route('files/upload', 'routes/dashboard/files/upload.tsx'),
];
