import { redirect } from 'react-router';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { refuseArea } from '../team/area-refusal.server';
import type { Route } from './+types/edit-link';
import { pageIdOf } from './page-id';

/**
 * "Edit page": a one-time link to the page on the store's own origin in preview mode (?preview=1), where the
 * page editor runs; the manager arrives signed in there without any cookie crossing hosts.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const outcome = await context.services.dashboard.pages.editLink(storeId, pageIdOf(params.page));
  if (!outcome.ok) refuseArea(outcome, storeId, 'pages');
  throw redirect(outcome.value.url, { headers: { 'Cache-Control': 'no-store' } });
}
