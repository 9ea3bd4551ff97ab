import { Link, redirect } from 'react-router';
import { orderDate, RETURN_REASONS, RETURN_WINDOW_DAYS, returnFormSchema } from '../../../core/orders';
import { AccountForm } from '../../components/forms/form';
import { firstError } from '../../components/forms/form-data';
import { OrderLookupForm } from '../../components/orders/lookup-form';
import { LineSummary, Notice, OrderHeading } from '../../components/orders/order-parts';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/returns';
import { findOrderForm, orderParam, requireStore, storeOnly } from './actions.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireStore(context);
  if (!params.orderHash) return { lookup: true as const };
  const page = await context.services.orders.returnPage(params.orderHash);
  const requested = new URL(request.url).searchParams.get('requested');
  return {
    lookup: false as const,
    requested: requested && page.requests.some((entry) => entry.reference === requested) ? requested : null,
    order: page.order,
    verdict: page.verdict,
    deadline: page.deadline,
    items: page.items,
    requests: page.requests,
  };
}

export const action = multiIntentFormAction({
  guard: storeOnly,
  intents: {
    find: findOrderForm((hash) => `/returns/${hash}`),
    return: intentForm({
      schema: returnFormSchema,
      run: (input, { context, params }) =>
        context.services.orders.requestReturn(orderParam(params, 'orderHash'), input, context.origin),
      onSuccess: (value, { params }) =>
        redirect(`/returns/${params.orderHash}?requested=${encodeURIComponent(value.reference)}`),
    }),
  },
  fallback: 'find',
});

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Returns', url: '/returns/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/returns/',
    title: 'Return items',
    robots: 'noindex',
  });
}

const LABELS = {
  reason: 'Why are you returning them?',
  comments: 'Anything else we should know? (optional)',
  items: 'Items',
};

export default function Returns({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.lookup)
    return (
      <div className="order-page order-page-narrow">
        <h1>Return items</h1>
        <p className="order-lead">
          You can return items within {RETURN_WINDOW_DAYS} days of dispatch. Enter your order number and email
          address to start.
        </p>
        <OrderLookupForm answer={actionData} submitLabel="Find my order" />
      </div>
    );
  const { order, verdict, deadline, items, requests, requested } = loaderData;
  const returnable = items.filter((item) => item.returnable > 0);
  return (
    <div className="order-page">
      <OrderHeading order={order} title="Return items" />
      {requested ? (
        <Notice tone="success">
          <p>
            Your return {requested} has been requested. We have emailed the instructions to {order.email}.
          </p>
        </Notice>
      ) : null}
      {!verdict.allowed ? (
        <Notice tone="warning">
          <p>{verdict.reason}</p>
        </Notice>
      ) : returnable.length === 0 ? (
        <Notice tone="info">
          <p>Every item of this order has already been returned or asked back.</p>
        </Notice>
      ) : (
        <>
          {deadline ? <p className="order-lead">You can return items until {orderDate(deadline)}.</p> : null}
          <AccountForm
            schema={returnFormSchema}
            answer={actionData}
            labels={LABELS}
            submitLabel="Request return"
            intent="return"
          >
            {(errors, formId) => (
              <>
                <fieldset className="order-fieldset">
                  <legend>Choose what to send back</legend>
                  <ul className="order-choices">
                    {returnable.map((item) => {
                      const error = firstError(errors, `quantity.${item.id}`);
                      const id = `${formId}-quantity.${item.id}`;
                      return (
                        <li key={item.id}>
                          <LineSummary line={item}>
                            <div
                              className={`form-field form-field-inline${error ? ' form-field-invalid' : ''}`}
                            >
                              <label htmlFor={id}>Quantity to return</label>
                              <select
                                id={id}
                                name={`quantity.${item.id}`}
                                defaultValue="0"
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? `${id}-error` : undefined}
                              >
                                {Array.from({ length: item.returnable + 1 }, (_, n) => (
                                  <option key={n} value={n}>
                                    {n === 0 ? 'None' : n}
                                  </option>
                                ))}
                              </select>
                              {error ? (
                                <p id={`${id}-error`} className="field-error">
                                  {error}
                                </p>
                              ) : null}
                            </div>
                          </LineSummary>
                        </li>
                      );
                    })}
                  </ul>
                  {firstError(errors, 'items') ? (
                    <p className="field-error">{firstError(errors, 'items')}</p>
                  ) : null}
                </fieldset>
                <div className={`form-field${firstError(errors, 'reason') ? ' form-field-invalid' : ''}`}>
                  <label htmlFor={`${formId}-reason`}>{LABELS.reason}</label>
                  <select
                    id={`${formId}-reason`}
                    name="reason"
                    defaultValue=""
                    required
                    aria-invalid={firstError(errors, 'reason') ? true : undefined}
                    aria-describedby={firstError(errors, 'reason') ? `${formId}-reason-error` : undefined}
                  >
                    <option value="" disabled>
                      Choose a reason
                    </option>
                    {RETURN_REASONS.map((reason) => (
                      <option key={reason.value} value={reason.value}>
                        {reason.label}
                      </option>
                    ))}
                  </select>
                  {firstError(errors, 'reason') ? (
                    <p id={`${formId}-reason-error`} className="field-error">
                      {firstError(errors, 'reason')}
                    </p>
                  ) : null}
                </div>
                <div className="form-field">
                  <label htmlFor={`${formId}-comments`}>{LABELS.comments}</label>
                  <textarea id={`${formId}-comments`} name="comments" rows={3} maxLength={1000} />
                </div>
              </>
            )}
          </AccountForm>
        </>
      )}
      {requests.length > 0 ? (
        <section className="order-section" aria-labelledby="return-requests">
          <h2 id="return-requests">Your return requests</h2>
          <ul className="order-requests">
            {requests.map((entry) => (
              <li key={entry.reference}>
                <strong>{entry.reference}</strong> · {orderDate(entry.createdAt)} ·{' '}
                {entry.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="order-links">
        <Link to={`/invoice/${order.hash}`}>View the invoice</Link>
      </p>
    </div>
  );
}
