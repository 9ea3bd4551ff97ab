import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  ORDER_MESSAGES,
  orderDate,
  orderLookupSchema,
  orderMoney,
  reorderSchema,
} from '../../../core/orders';
import type { FormAnswer } from '../../components/forms/form';
import { OrderLookupForm } from '../../components/orders/lookup-form';
import { Notice } from '../../components/orders/order-parts';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/order-history';
import { orderParam, requireStore, storeOnly } from './actions.server';

/** The lookup emails the link to every order of the address; the page shows none of them (see the domain). */
const findHistory = intentForm({
  schema: orderLookupSchema,
  run: (input, { context }) =>
    context.services.orders.emailHistoryLink(
      { orderNumber: String(input.orderNumber), email: input.email },
      context.origin,
    ),
  onSuccess: (value) => data({ intent: 'find', ok: true as const, emailedTo: value.emailedTo }),
});

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStore(context);
  if (!params.customerHash) {
    // A signed-in customer goes straight to their own history.
    const own = await context.services.orders.ownHistoryLink();
    if (own) throw redirect(`/order-history/${own}`);
    return { lookup: true as const };
  }
  const history = await context.services.orders.history(params.customerHash);
  return { lookup: false as const, hash: params.customerHash, ...history };
}

interface ReorderAnswer extends FormAnswer {
  reorder?: { added: { name: string; quantity: number }[]; skipped: { name: string; reason: string }[] };
}

/** Puts an order's items back in the basket: only an order this history shows. */
const reorder = intentForm({
  schema: reorderSchema,
  run: async (input, { context, params }) => {
    const history = await context.services.orders.history(orderParam(params, 'customerHash'));
    if (!history.orders.some((order) => order.hash === input.order))
      throw new Response('Not found', { status: 404 });
    return context.services.orders.reorder(input.order);
  },
  onSuccess: (value) =>
    data<ReorderAnswer>({ intent: 'reorder', ok: value.added.length > 0, reorder: value }),
});

export const action = multiIntentFormAction({
  guard: storeOnly,
  fallback: 'find',
  intents: { find: findHistory, reorder },
});

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Your orders', url: '/order-history/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/order-history/',
    title: 'Your orders',
    robots: 'noindex',
  });
}

function ReorderButton({ orderHash, number }: { orderHash: string; number: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('order') === orderHash;
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="order" value={orderHash} />
      <button
        type="submit"
        className="button button-small"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Reorder the items of order #${number}`}
      >
        {busy ? 'Adding…' : 'Reorder'}
      </button>
    </Form>
  );
}

function ReorderSummary({ answer }: { answer: ReorderAnswer }) {
  if (!answer.reorder)
    return answer.message ? (
      <Notice tone="warning">
        <p>{answer.message}</p>
      </Notice>
    ) : null;
  const { added, skipped } = answer.reorder;
  return (
    <Notice tone={added.length > 0 ? 'success' : 'warning'}>
      {added.length > 0 ? (
        <p>
          Added to your basket: {added.map((item) => `${item.quantity} × ${item.name}`).join(', ')}.{' '}
          <Link to="/basket/">Go to your basket</Link>
        </p>
      ) : (
        <p>{ORDER_MESSAGES.reorderNothingAdded}</p>
      )}
      {skipped.length > 0 ? (
        <>
          <p>These items could not be added:</p>
          <ul>
            {skipped.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.name}: {item.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Notice>
  );
}

export default function OrderHistory({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.lookup)
    return (
      <div className="order-page order-page-narrow">
        <h1>Your orders</h1>
        <p className="order-lead">
          <Link to="/login/?redirect_uri=%2Forder-history%2F">Log in</Link> to see your orders, or enter the
          number and email address of one of them.
        </p>
        {actionData && 'emailedTo' in actionData && actionData.emailedTo ? (
          <Notice tone="success">
            <p>
              We have emailed a link to all your orders to {actionData.emailedTo}. It may take a minute to
              arrive.
            </p>
          </Notice>
        ) : (
          <OrderLookupForm answer={actionData} submitLabel="Email me a link to my orders" />
        )}
      </div>
    );
  const { orders, email } = loaderData;
  return (
    <div className="order-page">
      <h1>Your orders</h1>
      <p className="order-lead">Orders placed with {email}.</p>
      {actionData && actionData.intent === 'reorder' ? (
        <ReorderSummary answer={actionData as ReorderAnswer} />
      ) : null}
      {orders.length === 0 ? (
        <p className="empty-state">There are no orders yet.</p>
      ) : (
        <ul className="history-list">
          {orders.map((order) => (
            <li key={order.hash} className="history-order">
              <div className="history-order-head">
                <h2>
                  {order.isQuote ? 'Quote' : 'Order'} #{order.number}
                </h2>
                <span className="order-status" style={{ ['--status-colour' as string]: order.status.color }}>
                  {order.status.name}
                </span>
              </div>
              <p className="order-meta">
                {orderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                {order.total > 0 ? ` · ${orderMoney(order.total, order.currency)}` : ''}
              </p>
              <div
                className="order-progress"
                role="progressbar"
                aria-label={`Order #${order.number} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={order.percentComplete}
              >
                <span style={{ width: `${order.percentComplete}%` }} />
              </div>
              <div className="history-actions">
                {order.isQuote ? (
                  <Link className="button button-small" to={`/advanced-quote/${order.hash}/`}>
                    View quote
                  </Link>
                ) : (
                  <>
                    <Link className="button button-small" to={`/invoice/${order.hash}`}>
                      Invoice
                    </Link>
                    <ReorderButton orderHash={order.hash} number={order.number} />
                    {order.canReturn ? (
                      <Link className="button button-small" to={`/returns/${order.hash}`}>
                        Return items
                      </Link>
                    ) : null}
                    {order.canEdit ? (
                      <Link className="button button-small" to={`/edit-order/${order.hash}`}>
                        Change order
                      </Link>
                    ) : null}
                    {order.canChangeAddress ? (
                      <Link className="button button-small" to={`/update-address/${order.hash}`}>
                        Change address
                      </Link>
                    ) : null}
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
