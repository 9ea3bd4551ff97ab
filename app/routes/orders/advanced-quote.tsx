import { Link, redirect } from 'react-router';
import { acceptQuoteSchema, ORDER_MESSAGES, orderDate, orderMoney } from '../../../core/orders';
import { AccountForm } from '../../components/forms/form';
import { firstError } from '../../components/forms/form-data';
import { OrderLookupPage } from '../../components/orders/lookup-form';
import { itemOptions, Notice, OrderHeading } from '../../components/orders/order-parts';
import { ColumnHeads, numberColumn } from '../../components/tables/column-heads';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/advanced-quote';
import { findOrderForm, orderParam, requireStore, storeOnly } from './actions.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireStore(context);
  if (!params.order) return { lookup: true as const };
  const quote = await context.services.orders.quote(params.order);
  const url = new URL(request.url);
  return {
    lookup: false as const,
    requested: url.searchParams.get('requested') === '1',
    accepted: url.searchParams.get('accepted') === '1',
    ...quote,
  };
}

export const action = multiIntentFormAction({
  guard: storeOnly,
  intents: {
    find: findOrderForm((hash) => `/advanced-quote/${hash}/`),
    accept: intentForm({
      schema: acceptQuoteSchema,
      run: (input, { context, params }) =>
        context.services.orders.acceptQuote(orderParam(params, 'order'), input, context.origin),
      onSuccess: (_value, { params }) => redirect(`/advanced-quote/${params.order}/?accepted=1`),
    }),
  },
  fallback: 'find',
});

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Your quote', url: '/advanced-quote/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/advanced-quote/',
    title: 'Your quote',
    robots: 'noindex',
  });
}

export default function AdvancedQuote({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.lookup)
    return (
      <OrderLookupPage
        title="Your quote"
        lead="Enter your quote number and email address to see your quote."
        answer={actionData}
        submitLabel="Find my quote"
      />
    );
  const { order, items, state, details, requested, accepted } = loaderData;
  const money = (amount: number) => orderMoney(amount, order.currency);
  const priced = state !== 'preparing';
  return (
    <div className="order-page">
      <OrderHeading order={order} title={`Quote #${order.number}`} />
      {requested ? (
        <Notice tone="success">
          <p>{ORDER_MESSAGES.quoteRequested}</p>
        </Notice>
      ) : null}
      {accepted ? (
        <Notice tone="success">
          <p>{ORDER_MESSAGES.quoteAccepted}</p>
        </Notice>
      ) : null}
      {state === 'preparing' && !requested ? (
        <Notice tone="info">
          <p>{ORDER_MESSAGES.quoteNotReady}</p>
        </Notice>
      ) : null}
      {state === 'expired' ? (
        <Notice tone="warning">
          <p>This quote has expired. Please request a new one and we will price it again.</p>
          <p>
            <Link to="/get-a-quote/">Request a new quote</Link>
          </p>
        </Notice>
      ) : null}
      <div className="invoice-table-wrap">
        <table className="invoice-table">
          <caption className="visually-hidden">Quoted items</caption>
          <ColumnHeads
            columns={[
              'Item',
              numberColumn('Qty'),
              ...(priced ? [numberColumn('Unit price'), numberColumn('Total')] : []),
            ]}
          />
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  {itemOptions(item) ? (
                    <span className="invoice-line-detail">{itemOptions(item)}</span>
                  ) : null}
                </td>
                <td className="number">{item.quantity.toLocaleString('en-GB')}</td>
                {priced ? (
                  <>
                    <td className="number">{money(item.unitPrice)}</td>
                    <td className="number">{money(item.total)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {priced ? (
        <dl className="invoice-totals">
          <div>
            <dt>Delivery</dt>
            <dd>{money(order.shippingTotal)}</dd>
          </div>
          <div>
            <dt>VAT included</dt>
            <dd>{money(order.goodsTax + order.shippingTax)}</dd>
          </div>
          <div className="invoice-grand-total">
            <dt>Total</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
      ) : null}
      <section className="order-section" aria-labelledby="quote-details">
        <h2 id="quote-details">Your request</h2>
        <dl className="quote-details">
          <div>
            <dt>Contact</dt>
            <dd>
              {details.contactName}
              {details.company ? `, ${details.company}` : ''}
            </dd>
          </div>
          {details.deadline ? (
            <div>
              <dt>Needed by</dt>
              <dd>{orderDate(details.deadline)}</dd>
            </div>
          ) : null}
          {details.notes ? (
            <div>
              <dt>Notes</dt>
              <dd>{details.notes}</dd>
            </div>
          ) : null}
          {details.validUntil && state === 'ready' ? (
            <div>
              <dt>Valid until</dt>
              <dd>{orderDate(details.validUntil)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {state === 'ready' ? (
        <section className="order-section" aria-labelledby="quote-terms">
          <h2 id="quote-terms">Terms</h2>
          <p className="quote-terms-text">{details.terms}</p>
          <AccountForm
            schema={acceptQuoteSchema}
            answer={actionData}
            labels={{ terms: 'Terms' }}
            submitLabel="Accept the quote"
            intent="accept"
          >
            {(errors, formId) => (
              <div className={`form-field${firstError(errors, 'terms') ? ' form-field-invalid' : ''}`}>
                <label className="form-check" htmlFor={`${formId}-terms`}>
                  <input
                    id={`${formId}-terms`}
                    type="checkbox"
                    name="terms"
                    required
                    aria-invalid={firstError(errors, 'terms') ? true : undefined}
                    aria-describedby={firstError(errors, 'terms') ? `${formId}-terms-error` : undefined}
                  />
                  I accept these terms and the quoted prices
                </label>
                {firstError(errors, 'terms') ? (
                  <p id={`${formId}-terms-error`} className="field-error">
                    {firstError(errors, 'terms')}
                  </p>
                ) : null}
              </div>
            )}
          </AccountForm>
        </section>
      ) : null}
      {state === 'accepted' ? (
        <p>
          <Link className="button button-primary" to={`/pay/${order.hash}/`}>
            Pay {money(order.total)}
          </Link>
        </p>
      ) : null}
      {state === 'paid' ? (
        <Notice tone="success">
          <p>This order is paid. Thank you! We will email you as it goes through production.</p>
        </Notice>
      ) : null}
    </div>
  );
}
