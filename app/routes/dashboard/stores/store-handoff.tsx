import { data, redirect } from 'react-router';
import type { RouteHandle } from '../../../route-handle';
import { pageMeta, rootDataFrom } from '../../../seo';
import storesStyles from '../../../styles/dashboard-stores.css?url';
import { ACCOUNT_ACCESS } from '../../account/access';
import { guardRequest } from '../../account/guards.server';
import { sessionHeaders } from '../../account/session.server';
import type { Route } from './+types/store-handoff';

export const handle = { layout: 'blank', access: ACCOUNT_ACCESS.handoff } satisfies RouteHandle & {
  access: unknown;
};

export function links() {
  return [{ rel: 'stylesheet', href: storesStyles }];
}

/**
 * On a store's own origin: spends the dashboard's one-time token, starts the manager's session here and
 * goes on to the path asked for. A spent, expired or other store's token starts nothing and says so.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'handoff');
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const outcome = await context.services.dashboard.stores.consumeHandoff(
    url.searchParams.get('token'),
    url.searchParams.get('to'),
  );
  if (outcome.ok) {
    const headers = new Headers(sessionHeaders(context, outcome.value.session));
    headers.set('Cache-Control', 'no-store');
    throw redirect(outcome.value.to, { headers });
  }
  return data(
    { message: outcome.message, dashboard: context.services.dashboard.stores.dashboardUrl() },
    { status: outcome.status === 422 ? 410 : outcome.status, headers: { 'Cache-Control': 'no-store' } },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/handoff/',
    title: 'This link has expired',
    robots: 'noindex',
  });
}

export default function StoreHandoff({ loaderData }: Route.ComponentProps) {
  return (
    <div className="store-message-page">
      <h1>This link has expired</h1>
      <p role="alert">{loaderData.message}</p>
      <p>
        <a href={loaderData.dashboard}>Back to your dashboard</a>
      </p>
    </div>
  );
}
