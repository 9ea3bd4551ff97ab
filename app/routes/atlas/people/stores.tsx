import { Form, Link } from 'react-router';
import { STORE_FILTER_LABELS, STORE_FILTERS, storeListQuerySchema } from '../../../../core/operator-people';
import { orderDateTime } from '../../../../core/orders';
import { AtlasPager } from '../../../components/atlas/atlas-pager';
import { atlasPath } from '../../../components/atlas/nav-items';
import peopleStyles from '../../../styles/atlas-people.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/stores';
import { loaded } from './people.server';

export function links() {
  return [{ rel: 'stylesheet', href: peopleStyles }];
}

export function meta() {
  return [{ title: 'Stores · Printfront operator' }, { name: 'robots', content: 'noindex' }];
}

/** The approval queue: stores searched and filtered (pending by default), 50 to a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = storeListQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : { q: '', filter: 'pending' as const, page: 1 };
  return loaded(await context.services.atlas.people.stores(query));
}

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const list = loaderData;
  const hrefWith = (changes: Record<string, string | number>) => {
    const query = new URLSearchParams();
    const current = { q: list.q, filter: list.filter, page: 1, ...changes };
    for (const [name, value] of Object.entries(current))
      if (value !== '' && !(name === 'page' && Number(value) === 1)) query.set(name, String(value));
    const text = query.toString();
    return `${atlasPath('stores/')}${text ? `?${text}` : ''}`;
  };
  return (
    <div className="atlas-people">
      <h1>Stores</h1>
      <Form method="get" className="atlas-filter" role="search" aria-label="Stores">
        <div className="form-field">
          <label htmlFor="stores-q">Name, sub-domain or owner email</label>
          <input id="stores-q" name="q" type="search" defaultValue={list.q} maxLength={200} />
        </div>
        <div className="form-field">
          <label htmlFor="stores-filter">Show</label>
          <select id="stores-filter" name="filter" defaultValue={list.filter}>
            {STORE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {STORE_FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <p className="atlas-count" aria-live="polite">
        {list.total === 1 ? '1 store' : `${list.total.toLocaleString('en-GB')} stores`}
      </p>
      {list.stores.length === 0 ? (
        <p className="empty-state">No stores match.</p>
      ) : (
        <ul className="atlas-cards" data-testid="store-list">
          {list.stores.map((store) => (
            <li key={store.id} className="atlas-card" data-testid="store-row">
              <h2 className="atlas-card-title">
                <Link to={atlasPath(`stores/${store.id}/`)}>{store.name}</Link>
              </h2>
              <p className="atlas-card-meta">
                {store.subdomain} · opened {orderDateTime(store.createdAt)}
              </p>
              <p className="atlas-badges">
                <span className={`atlas-badge atlas-badge-${store.approval}`}>{store.approvalLabel}</span>
                {store.fraud ? <span className="atlas-badge atlas-badge-alert">Fraud</span> : null}
                {store.disabled ? <span className="atlas-badge atlas-badge-alert">Disabled</span> : null}
              </p>
              {store.owners.length > 0 ? (
                <p className="atlas-card-meta">Owner: {store.owners.join(', ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AtlasPager page={list.page} pages={list.pages} href={(page) => hrefWith({ page })} />
    </div>
  );
}
