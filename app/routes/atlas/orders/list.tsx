import { type ReactNode, useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { STAFF_ORDERS_COUNT_CAP } from '../../../../core/operator';
import { ORDER_STATUSES, orderDateTime, orderMoney } from '../../../../core/orders';
import { atlasPath } from '../../../components/atlas/nav-items';
import type { FormAnswer } from '../../../components/forms/form';
import ordersStyles from '../../../styles/atlas-orders.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/list';

export function links() {
  return [{ rel: 'stylesheet', href: ordersStyles }];
}

export function meta() {
  return [{ title: 'Orders · Printfront operator' }, { name: 'robots', content: 'noindex' }];
}

const FILTERS = ['q', 'store', 'status', 'flow', 'priority', 'from', 'to', 'factory', 'page'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** Every store's orders for staff: searched and filtered by the address, 50 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const search = new URL(request.url).searchParams;
  const filters: Filters = {};
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  const [list, stores] = await Promise.all([
    context.services.atlas.orders.list(filters),
    context.services.atlas.orders.stores(),
  ]);
  if (!stores.ok) throw data(stores.message, { status: stores.status });
  if (!list.ok && list.status !== 422) throw data(list.message, { status: list.status });
  return {
    filters,
    stores: stores.value,
    list: list.ok ? list.value : null,
    refused: list.ok ? null : { message: list.message, errors: list.errors },
  };
}

interface BulkAnswer extends FormAnswer {
  moved?: number[];
  refused?: { id: number; message: string }[];
}

/** Bulk move: the chosen orders to one status, each on its own; the answer lists the moved and the refused. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAtlas(context, request);
  const form = await request.formData();
  const outcome = await context.services.atlas.orders.bulkMove({
    ids: form.getAll('ids').map(String),
    to: String(form.get('to') ?? ''),
  });
  if (!outcome.ok)
    return data<BulkAnswer>(
      {
        ok: false,
        message: outcome.message,
        errors: outcome.errors,
        values: { to: String(form.get('to') ?? '') },
      },
      { status: outcome.status },
    );
  const { moved, refused, to } = outcome.value;
  const name = ORDER_STATUSES.find((status) => status.code === to)?.name ?? to;
  return data<BulkAnswer>({
    ok: true,
    message: `Moved ${moved.length} ${moved.length === 1 ? 'order' : 'orders'} to ${name}.${
      refused.length > 0 ? ` ${refused.length} refused.` : ''
    }`,
    moved,
    refused,
  });
}

const FLOW_LABELS = { normal: 'Normal', bespoke: 'Bespoke', paper: 'Paper' } as const;

export default function AtlasOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, stores, list, refused } = loaderData;
  const answer = actionData as BulkAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  const filtersRef = useRef<HTMLDetailsElement>(null);
  const filtered = FILTERS.some((name) => name !== 'page' && name !== 'q' && filters[name]);
  // Wide screens show the filters open; phones keep them in the disclosure until opened.
  useEffect(() => {
    if (filtersRef.current && window.matchMedia('(min-width: 48rem)').matches) filtersRef.current.open = true;
  }, []);
  const hrefWith = (changes: Filters) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filters, ...changes }))
      if (value && !(name === 'page' && value === '1')) query.set(name, value);
    const text = query.toString();
    return `${atlasPath('orders/')}${text ? `?${text}` : ''}`;
  };
  const fieldError = (name: string) => refused?.errors[name]?.[0];

  return (
    <div className="atlas-orders">
      <h1>Orders</h1>
      <Form method="get" className="atlas-orders-search" role="search" aria-label="Orders">
        <div className="form-field atlas-orders-q">
          <label htmlFor="orders-q">Search orders</label>
          <p className="field-hint" id="orders-q-hint">
            Order number, email, name, sku or tracking code
          </p>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={200}
            aria-describedby="orders-q-hint"
            aria-invalid={fieldError('q') ? true : undefined}
          />
        </div>
        <details className="atlas-orders-filters" ref={filtersRef} open={filtered || Boolean(refused)}>
          <summary>Filters{filtered ? ' (in use)' : ''}</summary>
          <div className="atlas-orders-filter-grid">
            <Select
              id="orders-store"
              name="store"
              label="Store"
              value={filters.store}
              error={fieldError('store')}
            >
              <option value="">Any store</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </Select>
            <Select
              id="orders-status"
              name="status"
              label="Status"
              value={filters.status}
              error={fieldError('status')}
            >
              <option value="">Any status</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status.code} value={status.code}>
                  {status.name}
                </option>
              ))}
            </Select>
            <Select id="orders-flow" name="flow" label="Flow" value={filters.flow} error={fieldError('flow')}>
              <option value="">Any flow</option>
              {Object.entries(FLOW_LABELS).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
            <Input
              id="orders-priority"
              name="priority"
              label="Priority"
              type="number"
              value={filters.priority}
              error={fieldError('priority')}
            />
            <Input
              id="orders-from"
              name="from"
              label="Placed from"
              type="date"
              value={filters.from}
              error={fieldError('from')}
            />
            <Input
              id="orders-to"
              name="to"
              label="Placed to"
              type="date"
              value={filters.to}
              error={fieldError('to')}
            />
            <Input
              id="orders-factory"
              name="factory"
              label="Factory"
              value={filters.factory}
              error={fieldError('factory')}
            />
          </div>
        </details>
        <div className="atlas-orders-search-actions">
          <button type="submit" className="button button-primary">
            Search
          </button>
          {filtered || filters.q ? (
            <Link className="button" to={atlasPath('orders/')}>
              Show all
            </Link>
          ) : null}
        </div>
      </Form>

      {refused ? (
        <p className="form-status form-status-error" role="alert">
          {refused.message}
        </p>
      ) : null}
      {answer?.message ? (
        <div
          className={`form-status ${answer.ok ? 'form-status-success' : 'form-status-error'}`}
          role={answer.ok ? 'status' : 'alert'}
          data-testid="bulk-answer"
        >
          <p>{answer.message}</p>
          {answer.refused && answer.refused.length > 0 ? (
            <ul>
              {answer.refused.map((entry) => (
                <li key={entry.id}>
                  <Link to={atlasPath(`orders/${entry.id}/`)}>#{entry.id}</Link>: {entry.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {list ? (
        <>
          <p className="atlas-orders-count" role="status">
            {list.total === 0
              ? 'No orders match.'
              : list.totalCapped
                ? `More than ${STAFF_ORDERS_COUNT_CAP.toLocaleString('en-GB')} orders match; the newest are shown.`
                : `${list.total.toLocaleString('en-GB')} ${list.total === 1 ? 'order' : 'orders'}.`}
          </p>
          {list.orders.length > 0 ? (
            <Form method="post" className="atlas-orders-bulk">
              <fieldset className="atlas-orders-bulk-move">
                <legend>Move the selected orders</legend>
                <div className="form-field">
                  <label htmlFor="bulk-to">New status</label>
                  <select id="bulk-to" name="to" defaultValue={answer?.values?.to ?? ''} required>
                    <option value="">Choose a status</option>
                    {ORDER_STATUSES.map((status) => (
                      <option key={status.code} value={status.code}>
                        {status.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
                  Move selected
                </button>
              </fieldset>
              <div className="atlas-table-wrap">
                <table className="atlas-table atlas-orders-table">
                  <caption className="visually-hidden">Orders, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">Select</span>
                      </th>
                      <th scope="col">Order</th>
                      <th scope="col">Store</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Status</th>
                      <th scope="col">Flow</th>
                      <th scope="col" className="number">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.orders.map((order) => (
                      <tr key={order.id} data-testid="atlas-order-row">
                        <td className="atlas-orders-select">
                          <input
                            type="checkbox"
                            name="ids"
                            value={order.id}
                            id={`select-${order.id}`}
                            aria-label={`Select order #${order.id}`}
                          />
                        </td>
                        <th scope="row">
                          <Link to={atlasPath(`orders/${order.id}/`)}>#{order.id}</Link>
                          <span className="atlas-orders-placed">{orderDateTime(order.createdAt)}</span>
                          {order.priority > 0 ? (
                            <span className="atlas-orders-priority">Priority {order.priority}</span>
                          ) : null}
                        </th>
                        <td data-label="Store">{order.store.name}</td>
                        <td data-label="Customer">
                          {order.name ? <span className="atlas-orders-name">{order.name}</span> : null}
                          <span className="atlas-orders-email">{order.email}</span>
                        </td>
                        <td data-label="Status">
                          <span className="order-status" data-status={order.status.code}>
                            {order.status.name}
                          </span>
                        </td>
                        <td data-label="Flow">
                          {FLOW_LABELS[order.flow]}
                          {order.factory ? ` · ${order.factory}` : ''}
                        </td>
                        <td data-label="Total" className="number">
                          {orderMoney(order.total, order.currency)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Form>
          ) : null}
          {list.pageCount > 1 ? (
            <nav className="atlas-orders-pages" aria-label="Pages of orders">
              {list.page > 1 ? (
                <Link to={hrefWith({ page: String(list.page - 1) })}>Newer orders</Link>
              ) : (
                <span />
              )}
              <span>
                Page {list.page} of {list.pageCount}
              </span>
              {list.page < list.pageCount ? (
                <Link to={hrefWith({ page: String(list.page + 1) })}>Older orders</Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Select(props: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${props.error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value ?? ''}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        {props.children}
      </select>
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Input(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <div className={`form-field${props.error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value ?? ''}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      />
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
