import { type FormEvent, useEffect, useState } from 'react';
import { data, Link, redirect, useFetcher } from 'react-router';
import { ORDER_MESSAGES, orderMoney } from '../../../core/orders';
import { cardPaymentSchema, PAYMENT_MESSAGES } from '../../../core/payments';
import {
  CardFields,
  PaymentDeclined,
  TestModeNote,
  useCardPayment,
} from '../../components/checkout/card-payment';
import type { FormAnswer } from '../../components/forms/form';
import { ErrorSummary } from '../../components/forms/form';
import { Notice, OrderHeading } from '../../components/orders/order-parts';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import cardPaymentStyles from '../../styles/card-payment.css?url';
import type { Route } from './+types/pay';
import { orderParam, requireStore, storeOnly } from './actions.server';

/** What the pay action answers when it does not go to the paid page. */
interface PayAnswer extends FormAnswer {
  /** The bank must authenticate the payment first (Stripe 3-D Secure). */
  clientSecret?: string;
  declined?: boolean;
}

const FORM_ID = 'pay';
const LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiry date', cardCvc: 'Security code' };
/** The provider's reference a bank's authentication page comes back with (Stripe's PaymentIntent id). */
const RETURN_REFERENCE = /^[A-Za-z0-9_]{1,255}$/;

export function links() {
  return [{ rel: 'stylesheet', href: cardPaymentStyles }];
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

const paidUrl = (hash: string) => `/pay/${hash}/?paid=1`;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireStore(context);
  const { orders } = context.services;
  const quote = await orders.quote(params.order);
  const url = new URL(request.url);
  // Back from the bank's authentication page: ask the provider how the payment ended.
  const reference = url.searchParams.get('payment_intent') ?? '';
  let returned: { message: string; declined: boolean } | null = null;
  if (quote.state === 'accepted' && RETURN_REFERENCE.test(reference)) {
    const outcome = await orders.confirmPayment(params.order, reference, context.origin);
    const result = outcome.ok ? outcome.value : null;
    if (result?.status === 'paid') throw redirect(paidUrl(params.order));
    if (result?.status === 'declined') returned = { message: result.message, declined: true };
    else if (result?.status === 'requires_action')
      returned = { message: PAYMENT_MESSAGES.paymentInProgress, declined: false };
    else if (!outcome.ok) returned = { message: outcome.message, declined: false };
  }
  return {
    order: quote.order,
    state: quote.state,
    paid: url.searchParams.get('paid') === '1',
    payment: orders.paymentForm(),
    returned,
  };
}

/** The card the browser tokenised, charged for the accepted quote's own total. */
export const action = formAction({
  guard: storeOnly,
  intent: 'pay',
  schema: cardPaymentSchema,
  run: (card, { context, params }) =>
    context.services.orders.pay(orderParam(params, 'order'), card, context.origin),
  onSuccess: (result, { params }) => {
    if (result.status === 'paid') throw redirect(paidUrl(orderParam(params, 'order')));
    if (result.status === 'requires_action')
      return data<PayAnswer>({ intent: 'pay', ok: false, clientSecret: result.clientSecret });
    return data<PayAnswer>(
      {
        intent: 'pay',
        ok: false,
        declined: true,
        message: result.message,
        errors: { payment: [result.message] },
      },
      { status: 422 },
    );
  },
});

export const handle: RouteHandle = {
  layout: 'cart',
  breadcrumb: () => [{ name: 'Pay', url: '/pay/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/pay/',
    title: 'Pay for your order',
    robots: 'noindex',
  });
}

export default function Pay({ loaderData }: Route.ComponentProps) {
  const { order, state, paid, payment, returned } = loaderData;
  const payFetcher = useFetcher<PayAnswer>();
  const { cardForm, busy, clientErrors, status, pay } = useCardPayment(payFetcher);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const amount = orderMoney(order.total, order.currency);

  const answer = payFetcher.data;
  const failed = answer && !answer.ok ? answer : undefined;
  const errors = clientErrors ?? failed?.errors;
  // The latest word on the payment: this page's answer, else what the return from the bank found.
  const latest = clientErrors ? null : (failed ?? returned);
  const declineMessage = latest?.declined ? latest.message : undefined;
  const message = latest && !latest.declined ? latest.message : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await pay(new FormData(event.currentTarget));
  };

  return (
    <div className="order-page order-page-narrow">
      <OrderHeading order={order} title="Pay for your order" />
      {state === 'paid' ? (
        <Notice tone="success">
          <p>{paid ? ORDER_MESSAGES.quotePaid : 'This order is already paid. Thank you!'}</p>
        </Notice>
      ) : state !== 'accepted' ? (
        <Notice tone="warning">
          <p>
            {ORDER_MESSAGES.quoteNotPayable} <Link to={`/advanced-quote/${order.hash}/`}>See your quote</Link>
          </p>
        </Notice>
      ) : (
        <form method="post" noValidate className="pay-form" id={FORM_ID} onSubmit={onSubmit}>
          <TestModeNote testMode={payment.testMode} />
          <ErrorSummary formId={FORM_ID} errors={errors} message={message} labels={LABELS} />
          <p className="pay-amount">
            Amount to pay <strong data-testid="pay-total">{amount}</strong>
          </p>
          <fieldset className="pay-card">
            <legend>Payment</legend>
            <CardFields ref={cardForm} payment={payment} errors={errors} disabled={busy} formId={FORM_ID} />
          </fieldset>
          {declineMessage ? (
            <PaymentDeclined message={declineMessage}>
              Your order is just as it was and has not been paid: try again or use another card.
            </PaymentDeclined>
          ) : null}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
          >
            {busy ? 'Paying…' : `Pay ${amount}`}
          </button>
          <p className="form-status" role="status">
            {status}
          </p>
        </form>
      )}
      <p className="order-links">
        <Link to={`/advanced-quote/${order.hash}/`}>Back to your quote</Link>
      </p>
    </div>
  );
}
