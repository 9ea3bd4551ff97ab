import { Form, Link } from 'react-router';
import { customerListQuerySchema } from '../../../../core/operator-people';
import { orderDateTime } from '../../../../core/orders';
import { AtlasPager } from '../../../components/atlas/atlas-pager';
import { atlasPath } from '../../../components/atlas/nav-items';
import peopleStyles from '../../../styles/atlas-people.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/customers';
import { loaded } from './people.server';

export function links() {
  return [{ rel: 'stylesheet', href: peopleStyles }];
}

export function meta() {
  return [{ title: 'Customers · Printfront operator' }, { name: 'robots', content: 'noindex' }];
}

/** Customers searched by name or email, 50 to a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const parsed = customerListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return loaded(await context.services.atlas.people.customers(parsed.success ? parsed.data : {}));
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const list = loaderData;
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (list.q) query.set('q', list.q);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return `${atlasPath('customers/')}${text ? `?${text}` : ''}`;
  };
  return (
    <div className="atlas-people">
      <h1>Customers</h1>
      <Form method="get" className="atlas-filter" role="search" aria-label="Customers">
        <div className="form-field">
          <label htmlFor="customers-q">Name or email</label>
          <input id="customers-q" name="q" type="search" defaultValue={list.q} maxLength={200} />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <p className="atlas-count" aria-live="polite">
        {list.total === 1 ? '1 customer' : `${list.total.toLocaleString('en-GB')} customers`}
      </p>
      {list.customers.length === 0 ? (
        <p className="empty-state">No customers match.</p>
      ) : (
        <ul className="atlas-cards" data-testid="customer-list">
          {list.customers.map((customer) => (
            <li key={customer.id} className="atlas-card" data-testid="customer-row">
              <h2 className="atlas-card-title">
                <Link to={atlasPath(`customers/${customer.id}/`)}>{customer.name}</Link>
              </h2>
              <p className="atlas-card-meta">{customer.email}</p>
              <p className="atlas-card-meta">
                {customer.orders === 1 ? '1 order' : `${customer.orders} orders`} · joined{' '}
                {orderDateTime(customer.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <AtlasPager page={list.page} pages={list.pages} href={pageHref} />
    </div>
  );
}
