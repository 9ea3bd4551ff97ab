import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/links';

/** The link picker's search (§2 targets of this store), as JSON for the menu editor. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const search = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const outcome = await context.services.dashboard.menu.linkTargets(storeIdOf(params.store), search);
  if (!outcome.ok) refuse(outcome);
  return { search, choices: outcome.value };
}
