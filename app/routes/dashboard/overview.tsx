import { useRouteLoaderData } from 'react-router';
import type { loader as storeLayoutLoader } from './store-layout';
import { STORE_LAYOUT_ID } from './store-layout';

const APPROVAL_LABELS = {
  none: 'Not modded yet',
  pending: 'Not modded yet',
  approved: 'Approved',
  denied: 'Denied',
} as const;

/** A store's dashboard home: where it stands and what to do next. */
export default function StoreOverview() {
  const frame = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID);
  if (!frame) return null;
  const { store } = frame;
  return (
    <div>
      <h1>Overview</h1>
      <dl className="store-overview-facts">
        <dt>Address</dt>
        <dd>
          <a href={store.url}>{store.url}</a>
        </dd>
        <dt>Review</dt>
        <dd>{APPROVAL_LABELS[store.approvalStatus]}</dd>
        <dt>Plan</dt>
        <dd>{store.isPro ? 'Pro' : 'Free'}</dd>
      </dl>
    </div>
  );
}
