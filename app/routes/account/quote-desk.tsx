import { Link } from 'react-router';
import { orderDate, orderMoney } from '../../../core/orders';
import { QUOTE_STATE_LABELS } from '../../components/account/quote-states';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/quote-desk';
import { ACCOUNT_ACCESS } from './access';
import { refuse, requirePlatformDashboard, storeIdOf } from './dashboard-store.server';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

/** The quote desk: one store's quotes, newest first, for its owner and staff on the platform host. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const outcome = await context.services.orders.quoteDesk.list(storeId, pageOf(request));
  if (!outcome.ok) refuse(outcome);
  return { storeId, ...outcome.value };
}

/** The page the address asks for (?page=2); anything else is the first. */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/',
    title: `${loaderData?.store.companyName ?? 'Store'} quotes`,
    robots: 'noindex',
  });
}

export default function QuoteDesk({ loaderData }: Route.ComponentProps) {
  const { storeId, store, quotes, page, pageCount, total } = loaderData;
  const pageLink = (target: number) =>
    `/dashboard/stores/${storeId}/quotes/${target === 1 ? '' : `?page=${target}`}`;
  return (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <div>
          <p className="account-lead">
            <Link to="/dashboard/">Dashboard</Link>
          </p>
          <h1>{store.companyName}: quotes</h1>
        </div>
      </header>
      <section className="dashboard-section" aria-labelledby="quotes-title">
        <h2 id="quotes-title">Quote requests</h2>
        {quotes.length === 0 ? (
          <p className="empty-state">
            No quotes yet. Shoppers ask for one on the store's /get-a-quote/ page, and it appears here.
          </p>
        ) : (
          <div className="dashboard-table-wrap">
            <table className="dashboard-table quote-desk-table">
              <caption className="visually-hidden">Quotes of {store.companyName}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Quote</th>
                  <th scope="col">State</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Requested</th>
                  <th scope="col" className="number">
                    Items
                  </th>
                  <th scope="col" className="number">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {quotes.map((quote) => (
                  <tr key={quote.hash} data-testid="quote-row">
                    <th scope="row">
                      <Link to={`/dashboard/stores/${storeId}/quotes/${quote.hash}/`}>
                        #{quote.number}
                        <span className="visually-hidden"> from {quote.email}</span>
                      </Link>
                    </th>
                    <td>
                      <span className="quote-state" data-state={quote.state}>
                        {QUOTE_STATE_LABELS[quote.state]}
                      </span>
                    </td>
                    <td>
                      {quote.email}
                      <span className="quote-desk-contact">
                        {quote.contactName}
                        {quote.company ? `, ${quote.company}` : ''}
                      </span>
                    </td>
                    <td>{orderDate(quote.requestedAt)}</td>
                    <td className="number">{quote.itemCount.toLocaleString('en-GB')}</td>
                    <td className="number">
                      {quote.state === 'preparing' ? '—' : orderMoney(quote.total, quote.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pageCount > 1 ? (
          <nav className="quote-desk-pages" aria-label="Pages of quotes">
            {page > 1 ? <Link to={pageLink(page - 1)}>Newer quotes</Link> : <span />}
            <span>
              Page {page} of {pageCount} ({total.toLocaleString('en-GB')} quotes)
            </span>
            {page < pageCount ? <Link to={pageLink(page + 1)}>Older quotes</Link> : <span />}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
