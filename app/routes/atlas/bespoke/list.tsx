import { Link } from 'react-router';
import { orderDateTime } from '../../../../core/orders/format';
import bespokeStyles from '../../../styles/atlas-bespoke.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/list';

export function links() {
  return [{ rel: 'stylesheet', href: bespokeStyles }];
}

export function meta() {
  return [{ title: 'Bespoke and paper orders' }, { name: 'robots', content: 'noindex' }];
}

const mockupPath = (orderId: number) => `/atlas/orders/${orderId}/mockup/`;

/** Bespoke orders after payment and paper orders in progress, across stores (staff with 'orders'). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const outcome = await context.services.atlas.bespoke.list();
  if (!outcome.ok) throw new Response(outcome.message, { status: outcome.status });
  return { orders: outcome.value };
}

export default function BespokeOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="atlas-bespoke">
      <h1>Bespoke and paper orders</h1>
      {orders.length === 0 ? (
        <p>No bespoke or paper order is waiting.</p>
      ) : (
        <ul className="atlas-bespoke-cards">
          {orders.map((order) => (
            <li key={order.id} data-testid="flow-order">
              <p className="atlas-bespoke-card-title">
                <Link to={mockupPath(order.id)}>Order #{order.id}</Link>{' '}
                <span className="atlas-bespoke-flow">{order.flow === 'bespoke' ? 'Bespoke' : 'Paper'}</span>
              </p>
              <p>
                {order.storeName} · {order.email}
              </p>
              <p>
                {order.status.name} · {Math.round(order.percentComplete * 100)}% complete · updated{' '}
                {orderDateTime(order.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
