import { redirect } from 'react-router';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/handoff';

/**
 * "Preview store" and "Edit pages": a one-time link to the store's own origin (two minutes, single use), so
 * its manager arrives signed in there without any cookie crossing hosts. `to` is a path on that origin.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  const outcome = await context.services.dashboard.stores.handoff(storeIdOf(params.store), to);
  if (!outcome.ok) refuse(outcome);
  throw redirect(outcome.value.url, { headers: { 'Cache-Control': 'no-store' } });
}
