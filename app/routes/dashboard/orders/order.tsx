import { Link } from 'react-router';
import { orderDate, orderDateTime, orderMoney } from '../../../../core/orders';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { Figure, MoneyCell, OrderStatusBadge } from '../../../components/dashboard/orders/order-parts';
import { AddressLines, itemOptions } from '../../../components/orders/order-parts';
import { ColumnHeads, numberColumn } from '../../../components/tables/column-heads';
import ordersStyles from '../../../styles/dashboard-orders.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { refuseArea } from '../team/area-refusal.server';
import type { Route } from './+types/order';

export function links() {
  return [{ rel: 'stylesheet', href: ordersStyles }];
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Order #${loaderData.order.number}` : 'Order' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** One order of the store, read-only; another store's order number is the 404 page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const number = /^\d{1,10}$/.test(params.order ?? '') ? Number(params.order) : Number.NaN;
  const outcome = await context.services.dashboard.orders.order(storeId, number);
  if (!outcome.ok) refuseArea(outcome, storeId, 'orders');
  return { storeId, order: outcome.value };
}

export default function StoreOrder({ loaderData }: Route.ComponentProps) {
  const { storeId, order } = loaderData;
  const money = (amount: number) => orderMoney(amount, order.currency);
  const { money: totals } = order;
  return (
    <div className="dashboard-orders">
      <p className="dashboard-orders-back">
        <Link to={dashboardPath(storeId, 'orders/')}>All orders</Link>
      </p>
      <h1>Order #{order.number}</h1>
      <dl className="order-facts">
        <Figure term="Status">
          <OrderStatusBadge status={order.status} />
        </Figure>
        <Figure term="Placed">{orderDateTime(order.placedAt)}</Figure>
        <Figure term="Paid">{order.paidAt ? orderDateTime(order.paidAt) : 'Not yet'}</Figure>
        <Figure term="Email">
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </Figure>
        {order.paymentMethod ? <Figure term="Payment">{order.paymentMethod}</Figure> : null}
        {order.shippingMethod ? <Figure term="Delivery">{order.shippingMethod}</Figure> : null}
      </dl>

      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">Items</h2>
        <div className="dashboard-table-wrap">
          <table className="dashboard-table">
            <ColumnHeads columns={['Item', numberColumn('Quantity'), numberColumn('Total')]} />
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id} data-testid="order-line">
                  <th scope="row">
                    {line.name}
                    <span className="order-line-meta">
                      {[itemOptions(line), line.sku].filter(Boolean).join(' · ')}
                      {line.returnedQuantity > 0 ? ` · ${line.returnedQuantity} returned` : ''}
                    </span>
                    <span className="order-line-meta">
                      {money(line.unitPrice)} each
                      {line.discount > 0 ? ` · ${money(line.discount)} off` : ''}
                    </span>
                  </th>
                  <td className="number">{line.quantity}</td>
                  <MoneyCell amount={line.total} currency={order.currency} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="order-money" data-testid="order-money">
          <Figure term="Items">{money(totals.subtotal)}</Figure>
          {totals.discount > 0 ? (
            <Figure term={`Discount${order.coupon ? ` (${order.coupon})` : ''}`}>
              −{money(totals.discount)}
            </Figure>
          ) : null}
          <Figure term="Delivery">{money(totals.shippingTotal)}</Figure>
          <Figure term="Total" className="order-money-total">
            {money(totals.total)}
          </Figure>
          <Figure term="VAT included">{money(totals.goodsTax + totals.shippingTax)}</Figure>
          {order.refundedByEdits > 0 ? (
            <Figure term="Refunded after changes">{money(order.refundedByEdits)}</Figure>
          ) : null}
        </dl>
      </section>

      <div className="order-addresses">
        <section aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">Delivery address</h2>
          {order.shipping ? <AddressLines address={order.shipping} /> : <p>None given.</p>}
        </section>
        <section aria-labelledby="order-billing-title">
          <h2 id="order-billing-title">Billing address</h2>
          {order.billing ? <AddressLines address={order.billing} /> : <p>None given.</p>}
        </section>
      </div>

      <section aria-labelledby="order-history-title">
        <h2 id="order-history-title">Status history</h2>
        {order.history.length === 0 ? (
          <p>No changes recorded.</p>
        ) : (
          <ol className="order-history">
            {order.history.map((entry, index) => (
              <li key={`${entry.code}-${index}`}>
                <OrderStatusBadge status={entry} />{' '}
                <time dateTime={new Date(entry.at).toISOString()}>{orderDateTime(entry.at)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="dashboard-note">Placed on {orderDate(order.placedAt)}. Orders are read-only here.</p>
    </div>
  );
}
