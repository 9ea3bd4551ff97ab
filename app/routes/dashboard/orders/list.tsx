import { Form, Link } from 'react-router';
import uplotStyles from 'uplot/dist/uPlot.min.css?url';
import { ORDER_STATUSES, orderDate, orderMoney, SALES_RANGES, salesRangeOf } from '../../../../core/orders';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { Figure, MoneyCell, OrderStatusBadge } from '../../../components/dashboard/orders/order-parts';
import { SalesChart, shortDate } from '../../../components/dashboard/orders/sales-chart';
import { ColumnHeads, numberColumn } from '../../../components/tables/column-heads';
import ordersStyles from '../../../styles/dashboard-orders.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { refuseArea } from '../team/area-refusal.server';
import type { Route } from './+types/list';

export function links() {
  return [
    { rel: 'stylesheet', href: uplotStyles },
    { rel: 'stylesheet', href: ordersStyles },
  ];
}

export function meta() {
  return [{ title: 'Orders' }, { name: 'robots', content: 'noindex' }];
}

/** The store's orders (searched, filtered, 50 a page) and its sales over 7, 30 or 90 days. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const search = new URL(request.url).searchParams;
  const days = salesRangeOf(search.get('days'));
  const [list, sales] = await Promise.all([
    context.services.dashboard.orders.list(storeId, {
      q: search.get('q') ?? '',
      status: search.get('status') ?? undefined,
      page: Number(search.get('page') ?? 1),
    }),
    context.services.dashboard.orders.sales(storeId, days),
  ]);
  if (!list.ok) refuseArea(list, storeId, 'orders');
  if (!sales.ok) refuseArea(sales, storeId, 'orders');
  return { storeId, list: list.value, sales: sales.value };
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { storeId, list, sales } = loaderData;
  const { currency } = sales;
  const money = (amount: number) => orderMoney(amount, currency);
  /** This page's address with some of its query changed; the page number starts again unless given. */
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const query = new URLSearchParams();
    const current: Record<string, string | number | null> = {
      q: list.q || null,
      status: list.status,
      days: sales.days,
      page: null,
      ...changes,
    };
    for (const [name, value] of Object.entries(current))
      if (value !== null && value !== '' && !(name === 'page' && Number(value) === 1))
        query.set(name, String(value));
    const text = query.toString();
    return `${dashboardPath(storeId, 'orders/')}${text ? `?${text}` : ''}`;
  };
  const filtered = Boolean(list.q || list.status);

  return (
    <div className="dashboard-orders">
      <h1>Orders</h1>

      <section className="dashboard-orders-sales" aria-labelledby="sales-title">
        <div className="sales-heading">
          <h2 id="sales-title">Sales in the last {sales.days} days</h2>
          <nav aria-label="Sales period">
            <ul className="sales-ranges">
              {SALES_RANGES.map((range) => (
                <li key={range}>
                  <Link
                    to={hrefWith({ days: range })}
                    aria-current={range === sales.days ? 'page' : undefined}
                    preventScrollReset
                  >
                    {range} days
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <dl className="sales-summary" data-testid="sales-summary">
          <Figure term="Orders">{sales.summary.orders.toLocaleString('en-GB')}</Figure>
          <Figure term="Takings">{money(sales.summary.revenue)}</Figure>
          <Figure term="Refunds">{money(sales.summary.refunds)}</Figure>
          <Figure term="After refunds">{money(sales.summary.net)}</Figure>
          <Figure term="Average order">{money(sales.summary.averageOrder)}</Figure>
          <Figure term="Customers">{sales.interactions.customers.toLocaleString('en-GB')}</Figure>
          <Figure term="Items sold">{sales.interactions.unitsSold.toLocaleString('en-GB')}</Figure>
        </dl>
        <SalesChart days={sales.graph} currency={currency} tableId="sales-per-day" />
        {sales.otherCurrencyOrders > 0 ? (
          <p className="dashboard-note">
            {sales.otherCurrencyOrders} paid orders in other currencies than {currency} are not in these
            figures.
          </p>
        ) : null}
        <details className="sales-table">
          <summary>Sales per day as a table</summary>
          <div className="dashboard-table-wrap">
            <table className="dashboard-table" id="sales-per-day">
              <caption>Sales per day</caption>
              <ColumnHeads
                columns={[
                  'Day',
                  numberColumn('Orders'),
                  numberColumn('Takings'),
                  numberColumn('Refunds'),
                  numberColumn('After refunds'),
                ]}
              />
              <tbody>
                {sales.graph.map((day) => (
                  <tr key={day.date} data-testid="sales-day">
                    <th scope="row">{shortDate(day.date)}</th>
                    <td className="number">{day.orders}</td>
                    <MoneyCell amount={day.revenue} currency={currency} />
                    <MoneyCell amount={day.refunds} currency={currency} />
                    <MoneyCell amount={day.net} currency={currency} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        <details className="sales-table">
          <summary>Profit per month</summary>
          <p className="dashboard-note">Takings less refunds and the base cost of the items sold.</p>
          <div className="dashboard-table-wrap">
            <table className="dashboard-table">
              <caption className="visually-hidden">Profit per month</caption>
              <ColumnHeads
                columns={[
                  'Month',
                  numberColumn('Takings'),
                  numberColumn('Refunds'),
                  numberColumn('Base costs'),
                  numberColumn('Profit'),
                ]}
              />
              <tbody>
                {sales.profitPerMonth.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthName(month.month)}</th>
                    <MoneyCell amount={month.revenue} currency={currency} />
                    <MoneyCell amount={month.refunds} currency={currency} />
                    <MoneyCell amount={month.costs} currency={currency} />
                    <MoneyCell amount={month.profit} currency={currency} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section className="dashboard-orders-list" aria-labelledby="orders-title">
        <h2 id="orders-title">All orders</h2>
        <Form method="get" className="orders-search" role="search">
          <input type="hidden" name="days" value={sales.days} />
          <div className="form-field">
            <label htmlFor="orders-q">Order number, email or name</label>
            <input id="orders-q" name="q" type="search" defaultValue={list.q} maxLength={200} />
          </div>
          <div className="form-field">
            <label htmlFor="orders-status">Status</label>
            <select id="orders-status" name="status" defaultValue={list.status ?? ''}>
              <option value="">Any status</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status.code} value={status.code}>
                  {status.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-primary">
            Search
          </button>
          {filtered ? (
            <Link className="button" to={hrefWith({ q: null, status: null })}>
              Show all
            </Link>
          ) : null}
        </Form>
        <p className="dashboard-note" role="status">
          {list.total === 0
            ? filtered
              ? 'No orders match.'
              : 'No orders yet. They appear here as shoppers check out.'
            : `${list.total.toLocaleString('en-GB')} ${list.total === 1 ? 'order' : 'orders'}${filtered ? ' match' : ''}.`}
        </p>
        {list.orders.length > 0 ? (
          <div className="dashboard-table-wrap">
            <table className="dashboard-table orders-table">
              <caption className="visually-hidden">Orders, newest first</caption>
              <ColumnHeads columns={['Order and date', 'Customer', 'Status', numberColumn('Total')]} />
              <tbody>
                {list.orders.map((order) => (
                  <tr key={order.number} data-testid="order-row">
                    <th scope="row">
                      <Link to={dashboardPath(storeId, `orders/${order.number}/`)}>#{order.number}</Link>
                      <span className="orders-placed">
                        <span className="visually-hidden">Placed </span>
                        {orderDate(order.placedAt)}
                      </span>
                    </th>
                    <td>
                      {order.name ? <span className="orders-name">{order.name}</span> : null}
                      <span className="orders-email">{order.email}</span>
                    </td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <MoneyCell amount={order.total} currency={order.currency} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {list.pageCount > 1 ? (
          <nav className="orders-pages" aria-label="Pages of orders">
            {list.page > 1 ? <Link to={hrefWith({ page: list.page - 1 })}>Newer orders</Link> : <span />}
            <span>
              Page {list.page} of {list.pageCount}
            </span>
            {list.page < list.pageCount ? (
              <Link to={hrefWith({ page: list.page + 1 })}>Older orders</Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
