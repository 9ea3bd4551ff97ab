import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { countryName, orderDateTime, orderMoney } from '../../../../core/orders';
import { atlasPath } from '../../../components/atlas/nav-items';
import { TableScrollBox } from '../../../components/atlas/table-scroll-box';
import type { FormAnswer } from '../../../components/forms/form';
import ordersStyles from '../../../styles/atlas-orders.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/order';

export function links() {
  return [{ rel: 'stylesheet', href: ordersStyles }];
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Order #${params.order} · Printfront operator` }, { name: 'robots', content: 'noindex' }];
}

const orderIdOf = (value: string | undefined) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : 0);

/** One order as staff see it (any store): everything kept about it and the moves its flow allows. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const outcome = await context.services.atlas.orders.order(orderIdOf(params.order));
  if (!outcome.ok) throw data(outcome.message, { status: outcome.status });
  return { order: outcome.value };
}

/** A move button: to where, from where the staff member saw the order (409 if it moved meanwhile). */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireAtlas(context, request);
  const form = await request.formData();
  const to = String(form.get('to') ?? '');
  const expected = String(form.get('expected') ?? '');
  const outcome = await context.services.atlas.orders.move(orderIdOf(params.order), { to, expected });
  if (!outcome.ok)
    return data<FormAnswer & { status: number }>(
      { ok: false, message: outcome.message, errors: outcome.errors, status: outcome.status },
      { status: outcome.status },
    );
  return data<FormAnswer & { status: number }>({ ok: true, message: 'Order moved.', status: 200 });
}

interface AddressFields {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  county?: string | null;
  postcode: string;
  country: string;
  eoriNumber?: string | null;
}

const addressLines = (address: AddressFields) =>
  [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    countryName(address.country),
    address.eoriNumber ? `EORI ${address.eoriNumber}` : null,
  ].filter((line): line is string => Boolean(line));

const FLOW_LABELS = { normal: 'Normal', bespoke: 'Bespoke', paper: 'Paper' } as const;

export default function AtlasOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const answer = actionData as (FormAnswer & { status: number }) | undefined;
  const busy = useNavigation().state !== 'idle';
  const money = (amount: number) => orderMoney(amount, order.money.currency);
  const here = atlasPath(`orders/${order.id}/`);

  return (
    <div className="atlas-order">
      <p className="atlas-order-back">
        <Link to={atlasPath('orders/')}>All orders</Link>
      </p>
      <h1>Order #{order.id}</h1>
      <p className="atlas-order-lead">
        <span className="order-status" data-status={order.status.code} data-testid="order-status">
          {order.status.name}
        </span>{' '}
        · {order.store.name} · placed {orderDateTime(order.createdAt)}
      </p>

      <nav className="atlas-order-links" aria-label="This order elsewhere">
        <ul>
          <li>
            <Link to={atlasPath(`orders/${order.id}/labels/`)}>Factory labels</Link>
          </li>
          <li>
            <Link to={atlasPath(`orders/${order.id}/aftercare/`)}>Returns and refunds</Link>
          </li>
          {order.flow === 'bespoke' ? (
            <li>
              <Link to={atlasPath(`orders/${order.id}/mockup/`)}>Mockup</Link>
            </li>
          ) : null}
          <li>
            <a href={order.receiptUrl}>Shopper's receipt</a>
          </li>
        </ul>
      </nav>

      <section className="atlas-order-section" aria-labelledby="flow-title">
        <h2 id="flow-title">{FLOW_LABELS[order.flow]} flow</h2>
        <p>
          <label htmlFor="order-progress">{order.percentComplete}% complete</label>{' '}
          <progress id="order-progress" max={100} value={order.percentComplete}>
            {order.percentComplete}%
          </progress>
        </p>
        {answer && !answer.ok ? (
          <div className="form-status form-status-error" role="alert" data-testid="move-refused">
            <p>{answer.message}</p>
            {answer.status === 409 ? (
              <p>
                <a href={here}>Reload the order</a>
              </p>
            ) : null}
          </div>
        ) : answer?.ok ? (
          <p className="form-status form-status-success" role="status">
            Moved to {order.status.name}.
          </p>
        ) : null}
        {order.moves.length > 0 ? (
          <div className="atlas-order-moves">
            {order.moves.map((move) => (
              <Form method="post" key={move.code}>
                <input type="hidden" name="to" value={move.code} />
                <input type="hidden" name="expected" value={order.status.code} />
                <button type="submit" className="button" disabled={busy}>
                  Move to {move.name}
                </button>
              </Form>
            ))}
          </div>
        ) : (
          <p>This order is at the end of its flow.</p>
        )}
      </section>

      <section className="atlas-order-section" aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        <TableScrollBox labelledBy="items-title">
          <table className="atlas-table">
            <caption className="visually-hidden">Items of the order</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Options</th>
                <th scope="col" className="number">
                  Ordered
                </th>
                <th scope="col" className="number">
                  Returned
                </th>
                <th scope="col" className="number">
                  Cancelled
                </th>
                <th scope="col" className="number">
                  Active
                </th>
                <th scope="col" className="number">
                  Total
                </th>
                <th scope="col">Print files and mockups</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id} data-testid="order-item">
                  <th scope="row">
                    {item.name}
                    <span className="atlas-order-sku">{item.sku}</span>
                  </th>
                  <td>
                    {Object.entries(item.options)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join(', ') || '—'}
                  </td>
                  <td className="number">{item.quantity}</td>
                  <td className="number">{item.returnedQuantity}</td>
                  <td className="number">{item.cancelledQuantity}</td>
                  <td className="number" data-testid="active-quantity">
                    {item.activeQuantity}
                  </td>
                  <td className="number">{money(item.total)}</td>
                  <td>
                    {item.files.length === 0 ? (
                      'None'
                    ) : (
                      <ul className="atlas-order-files">
                        {item.files.map((file) => (
                          <li key={`${file.kind}-${file.side}-${file.colour}`}>
                            {file.url ? (
                              <a href={file.url}>
                                {file.kind === 'print' ? 'Print file' : 'Mockup'} ({file.side}
                                {file.colour ? `, ${file.colour}` : ''})
                              </a>
                            ) : (
                              `${file.kind === 'print' ? 'Print file' : 'Mockup'} (${file.side}): ${file.status}`
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      </section>

      <div className="atlas-order-columns">
        <section className="atlas-order-section" aria-labelledby="money-title">
          <h2 id="money-title">Money</h2>
          <dl className="atlas-order-facts">
            <Fact term="Subtotal">{money(order.money.subtotal)}</Fact>
            <Fact term="Discount">{money(order.money.discount)}</Fact>
            <Fact term="Coupon">{order.money.coupon ?? 'None'}</Fact>
            <Fact term="Goods VAT">{money(order.money.goodsTax)}</Fact>
            <Fact term="Shipping">{money(order.money.shippingTotal)}</Fact>
            <Fact term="Shipping VAT">{money(order.money.shippingTax)}</Fact>
            <Fact term="VAT discount">{money(order.money.taxDiscount)}</Fact>
            <Fact term="Total">
              <strong>{money(order.money.total)}</strong>
            </Fact>
            <Fact term="Payment">
              {[order.paymentMethod, order.paymentTransaction].filter(Boolean).join(' · ') || '—'}
            </Fact>
          </dl>
        </section>
        <section className="atlas-order-section" aria-labelledby="people-title">
          <h2 id="people-title">Shopper and delivery</h2>
          <dl className="atlas-order-facts">
            <Fact term="Email">{order.email}</Fact>
            <Fact term="Shipping address">
              <Address lines={order.shipping ? addressLines(order.shipping) : []} />
            </Fact>
            <Fact term="Billing address">
              <Address lines={order.billing ? addressLines(order.billing) : []} />
            </Fact>
            <Fact term="Shipping method">{order.shippingMethod ?? '—'}</Fact>
            <Fact term="Tracking codes">{order.trackingCodes.join(', ') || 'None yet'}</Fact>
            <Fact term="Factory">{order.factory ?? '—'}</Fact>
            <Fact term="Priority">{order.priority}</Fact>
            <Fact term="Pigeonhole">{order.pigeonhole ?? '—'}</Fact>
          </dl>
        </section>
      </div>

      <section className="atlas-order-section" aria-labelledby="log-title">
        <h2 id="log-title">Status log</h2>
        <ol className="atlas-order-log" data-testid="status-log">
          {order.statusLog.map((entry, index) => (
            <li key={`${entry.code}-${index}`}>
              <span className="order-status" data-status={entry.code}>
                {entry.name}
              </span>{' '}
              <time dateTime={new Date(entry.at).toISOString()}>{orderDateTime(entry.at)}</time>
              {' · '}
              {entry.by ?? 'Shopper or system'}
            </li>
          ))}
        </ol>
      </section>

      <section className="atlas-order-section" aria-labelledby="payments-title">
        <h2 id="payments-title">Payment attempts</h2>
        {order.paymentAttempts.length === 0 ? (
          <p>None.</p>
        ) : (
          <TableScrollBox labelledBy="payments-title">
            <table className="atlas-table">
              <caption className="visually-hidden">Payment attempts, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Outcome</th>
                  <th scope="col" className="number">
                    Amount
                  </th>
                  <th scope="col">Provider and reference</th>
                </tr>
              </thead>
              <tbody>
                {order.paymentAttempts.map((attempt) => (
                  <tr key={attempt.id}>
                    <td>{orderDateTime(attempt.at)}</td>
                    <td>
                      {attempt.status}
                      {attempt.declineCode ? ` (${attempt.declineCode})` : ''}
                      {attempt.message ? ` · ${attempt.message}` : ''}
                    </td>
                    <td className="number">{orderMoney(attempt.amount, attempt.currency)}</td>
                    <td>
                      {[attempt.provider, attempt.method, attempt.reference].filter(Boolean).join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollBox>
        )}
      </section>

      <section className="atlas-order-section" aria-labelledby="amendments-title">
        <h2 id="amendments-title">Amendments</h2>
        {order.amendments.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="atlas-order-list">
            {order.amendments.map((amendment) => (
              <li key={amendment.id}>
                {orderDateTime(amendment.at)} ·{' '}
                {amendment.kind === 'address' ? 'Delivery address' : amendment.kind}
                {amendment.refundDue > 0 ? ` · refund due ${money(amendment.refundDue)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="atlas-order-section" aria-labelledby="returns-title">
        <h2 id="returns-title">Returns</h2>
        {order.returns.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="atlas-order-list">
            {order.returns.map((request) => (
              <li key={request.id}>
                {orderDateTime(request.at)} · {request.status} · {request.reason}
                {request.comments ? ` · “${request.comments}”` : ''} ·{' '}
                {request.items
                  .map((line) => {
                    const item = order.items.find((candidate) => candidate.id === line.orderItemId);
                    return `${line.quantity} × ${item?.name ?? 'item'}`;
                  })
                  .join(', ')}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="atlas-order-section" aria-labelledby="related-title">
        <h2 id="related-title">Related orders</h2>
        {order.parent ? (
          <p>
            {order.parent.type ? `A ${order.parent.type} order of ` : 'Child of '}
            <Link to={atlasPath(`orders/${order.parent.id}/`)}>#{order.parent.id}</Link>
          </p>
        ) : null}
        {order.children.length === 0 ? (
          <p>No refund, exchange or reprint orders.</p>
        ) : (
          <ul className="atlas-order-list">
            {order.children.map((child) => (
              <li key={child.id}>
                <Link to={atlasPath(`orders/${child.id}/`)}>#{child.id}</Link> · {child.type ?? 'child'} ·{' '}
                {child.status} · {orderMoney(child.total, child.currency)} · {orderDateTime(child.at)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Address({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>—</>;
  return (
    <address>
      {lines.map((line) => (
        <span key={line} className="atlas-order-address-line">
          {line}
        </span>
      ))}
    </address>
  );
}
