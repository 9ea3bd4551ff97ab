import { data } from 'react-router';
import type { RouteHandle } from '../../../route-handle';
import { pageMeta, rootDataFrom } from '../../../seo';
import storesStyles from '../../../styles/dashboard-stores.css?url';
import { ACCOUNT_ACCESS } from '../../account/access';
import { guardRequest } from '../../account/guards.server';
import type { Route } from './+types/under-review';

export const handle = { layout: 'blank', access: ACCOUNT_ACCESS.underReview } satisfies RouteHandle & {
  access: unknown;
};

export function links() {
  return [{ rel: 'stylesheet', href: storesStyles }];
}

/** What the public sees of a store staff have not approved (its team and internal users see the store). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'underReview');
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  const approval = await context.services.dashboard.stores.approval();
  return {
    companyName: context.store.companyName,
    denied: approval.status === 'denied',
    reason: approval.reason,
  };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/store-under-review/',
    title: loaderData?.denied ? 'Store not approved' : 'Store under review',
    robots: 'noindex',
  });
}

export default function StoreUnderReview({ loaderData }: Route.ComponentProps) {
  const { companyName, denied, reason } = loaderData;
  return (
    <div className="store-message-page" data-testid="store-under-review">
      <p className="countdown-store">{companyName}</p>
      {denied ? (
        <>
          <h1>This store is not open</h1>
          <p>Our team reviewed this store and could not approve it.</p>
          {reason ? <p data-testid="denial-reason">Reason: {reason}</p> : null}
        </>
      ) : (
        <>
          <h1>This store is under review</h1>
          <p>{companyName} is new, and our team is checking it before it opens. Please come back soon.</p>
        </>
      )}
    </div>
  );
}
