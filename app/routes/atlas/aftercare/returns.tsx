import { Form, Link } from 'react-router';
import { orderDateTime } from '../../../../core/orders';
import { AtlasPager } from '../../../components/atlas/atlas-pager';
import { atlasPath } from '../../../components/atlas/nav-items';
import { TableScrollBox } from '../../../components/atlas/table-scroll-box';
import aftercareStyles from '../../../styles/atlas-aftercare.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/returns';
import { refusePage } from './refusal.server';

export function links() {
  return [{ rel: 'stylesheet', href: aftercareStyles }];
}

export function meta() {
  return [{ title: 'Returns' }, { name: 'robots', content: 'noindex' }];
}

/** The returns queue across every store: requested (to receive) or received, searchable, 50 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const search = new URL(request.url).searchParams;
  const outcome = await context.services.atlas.aftercare.returns({
    status: (search.get('status') ?? 'requested') as 'requested',
    q: search.get('q') ?? '',
    page: Number(search.get('page') ?? 1),
  });
  if (!outcome.ok) refusePage(outcome);
  return outcome.value;
}

const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  received: 'Received',
  all: 'All',
};

export default function ReturnsQueue({ loaderData }: Route.ComponentProps) {
  const { returns, filter, page, pages, total } = loaderData;
  const pageHref = (n: number) => {
    const query = new URLSearchParams({ status: filter.status });
    if (filter.q) query.set('q', filter.q);
    if (n > 1) query.set('page', String(n));
    return `${atlasPath('returns/')}?${query}`;
  };
  return (
    <div className="aftercare-main">
      <h1>Returns</h1>
      <Form method="get" className="aftercare-filters" role="search" aria-label="Returns">
        <div className="form-field">
          <label htmlFor="returns-status">Status</label>
          <select id="returns-status" name="status" defaultValue={filter.status}>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="returns-q">Order number, RET- reference or email</label>
          <input id="returns-q" name="q" type="search" defaultValue={filter.q} />
        </div>
        <button type="submit" className="button">
          Show returns
        </button>
      </Form>
      <p role="status">
        {total === 1 ? '1 return' : `${total} returns`}
        {pages > 1 ? `, page ${page} of ${pages}` : ''}
      </p>
      {returns.length > 0 ? (
        <TableScrollBox label="Returns">
          <table className="atlas-table">
            <caption className="visually-hidden">Returns</caption>
            <thead>
              <tr>
                <th scope="col">Return</th>
                <th scope="col">Order</th>
                <th scope="col">Store</th>
                <th scope="col">Shopper</th>
                <th scope="col">Reason</th>
                <th scope="col" className="number">
                  Items
                </th>
                <th scope="col">Status</th>
                <th scope="col">Requested</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((entry) => (
                <tr key={entry.id} data-testid="return-row">
                  <th scope="row">{entry.reference}</th>
                  <td>
                    <Link to={atlasPath(`orders/${entry.orderId}/aftercare/`)}>Order #{entry.orderId}</Link>
                  </td>
                  <td>{entry.store}</td>
                  <td>{entry.email}</td>
                  <td>{entry.reason}</td>
                  <td className="number">{entry.units}</td>
                  <td>
                    {STATUS_LABELS[entry.status] ?? entry.status}
                    {entry.remill ? ' (remill)' : ''}
                  </td>
                  <td>{orderDateTime(entry.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      ) : (
        <p>No returns match.</p>
      )}
      <AtlasPager page={page} pages={pages} href={pageHref} className="aftercare-filters" />
    </div>
  );
}
