import { Link } from 'react-router';
import { COLLECTION_MESSAGES } from '../../../../core/collections';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import collectionStyles from '../../../styles/dashboard-collections.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/list';
import { dashboardMeta } from './dashboard-meta';

export function links() {
  return [{ rel: 'stylesheet', href: collectionStyles }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const outcome = await context.services.dashboard.collections.list(storeId);
  if (!outcome.ok) refuse(outcome);
  const deleted = new URL(request.url).searchParams.get('deleted');
  return { storeId, collections: outcome.value, deleted: deleted ? deleted.slice(0, 80) : null };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return dashboardMeta(matches, 'Collections', `/dashboard/stores/${params.store}/collections/`);
}

/** The store's collections with how many products each holds, and the way to make a new one. */
export default function CollectionList({ loaderData }: Route.ComponentProps) {
  const { storeId, collections, deleted } = loaderData;
  return (
    <div className="collections-admin">
      <div className="collections-admin-head">
        <h1>Collections</h1>
        <Link className="button button-primary" to={dashboardPath(storeId, 'collections/new/')}>
          New collection
        </Link>
      </div>
      {deleted ? (
        <p className="form-status form-status-success" role="status">
          {COLLECTION_MESSAGES.deleted(deleted)}
        </p>
      ) : null}
      {collections.length === 0 ? (
        <p className="collections-admin-empty">
          This store has no collections yet. A collection groups products under one address, such as
          /collection/summer/.
        </p>
      ) : (
        <ul className="collections-admin-list" aria-label="Collections">
          {collections.map((collection) => (
            <li key={collection.id}>
              <Link to={dashboardPath(storeId, `collections/${collection.id}/`)}>
                <span className="collections-admin-name">{collection.name}</span>
                <span className="collections-admin-meta">
                  /collection/{collection.urlName}/ ·{' '}
                  {collection.productCount === 1 ? '1 product' : `${collection.productCount} products`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
