import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The dashboard's team pages, relative to /dashboard/stores/:store/ (files relative to app/). */
export const teamRoutes: RouteConfigEntry[] = [
  route('team', 'routes/dashboard/team/team.tsx'),
  route('team/ask', 'routes/dashboard/team/ask.tsx'),
];

/** The emailed invitation's page, outside the store's frame (the invitee is not on its team yet). */
export const teamTopRoutes: RouteConfigEntry[] = [
  route('dashboard/invites/:store/:token', 'routes/dashboard/team/invite.tsx'),
];
