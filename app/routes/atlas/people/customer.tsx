import { Link } from 'react-router';
import { orderDateTime, orderMoney } from '../../../../core/orders';
import { atlasPath } from '../../../components/atlas/nav-items';
import peopleStyles from '../../../styles/atlas-people.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/customer';
import { idParam, loaded } from './people.server';

export function links() {
  return [{ rel: 'stylesheet', href: peopleStyles }];
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `${data?.name ?? 'Customer'} · Printfront operator` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  return loaded(await context.services.atlas.people.customer(idParam(params.id)));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A customer (§3): details, their orders across every store, and the stores they run. */
export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const customer = loaderData;
  const details: [string, string | null][] = [
    ['Email', customer.email],
    ['Username', customer.username],
    ['Company', customer.company],
    ['Phone', customer.phone],
    ['Mobile', customer.mobile],
    ['Website', customer.website],
    ['Role', customer.role],
    ['Verified', yesNo(customer.verified)],
    ['Agreement signed', yesNo(customer.signedEula)],
    ['Two-factor', yesNo(customer.twoFactorEnabled)],
    ['Internal', yesNo(customer.internal)],
    ['Joined', orderDateTime(customer.createdAt)],
    ['Notes', customer.notes],
  ];
  return (
    <div className="atlas-people">
      <p className="atlas-back">
        <Link to={atlasPath('customers/')}>All customers</Link>
      </p>
      <h1>{customer.name}</h1>
      <dl className="atlas-details">
        {details
          .filter(([, value]) => value !== null && value !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>

      <section aria-labelledby="orders-title">
        <h2 id="orders-title">Orders</h2>
        {customer.orders.length === 0 ? (
          <p className="empty-state">No orders.</p>
        ) : (
          <ul className="atlas-cards" data-testid="customer-orders">
            {customer.orders.map((order) => (
              <li key={order.id} className="atlas-card">
                <h3 className="atlas-card-title">
                  <Link to={atlasPath(`orders/${order.id}/`)}>Order {order.id}</Link>
                </h3>
                <p className="atlas-card-meta">
                  {order.storeName} · {order.status} · {orderMoney(order.total, order.currency)} ·{' '}
                  {orderDateTime(order.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="stores-title">
        <h2 id="stores-title">Stores</h2>
        {customer.stores.length === 0 ? (
          <p className="empty-state">No stores.</p>
        ) : (
          <ul className="atlas-cards" data-testid="customer-stores">
            {customer.stores.map((store) => (
              <li key={store.id} className="atlas-card">
                <h3 className="atlas-card-title">
                  <Link to={atlasPath(`stores/${store.id}/`)}>{store.name}</Link>
                </h3>
                <p className="atlas-card-meta">
                  {store.subdomain} · {store.role === 'owner' ? 'Owner' : 'Staff'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
