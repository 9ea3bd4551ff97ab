import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { data, Link, redirect, useFetcher } from 'react-router';
// The schemas are the server's (loader and action): the page itself loads its checks on first use.
import { checkoutSchema, isCountryCode, quoteRequestSchema } from '../../core/checkout';
import { CHECKOUT_MESSAGES } from '../../core/checkout/messages';
import { COUNTRY_COOKIE } from '../../core/constants';
import type { CheckoutQuote } from '../../domain/checkout';
import { AddressFields } from '../components/checkout/address-fields';
import {
  CardFields,
  PaymentDeclined,
  TestModeNote,
  useCardPayment,
} from '../components/checkout/card-payment';
import { CouponForm } from '../components/checkout/coupon-form';
import { FORM_ID } from '../components/checkout/fields';
import { detailsProblemsWithin, loadDetailsCheck } from '../components/checkout/load-details-check';
import { OrderSummary, useMoney } from '../components/checkout/order-summary';
import { ShippingOptions } from '../components/checkout/shipping-options';
import { ErrorSummary, Field } from '../components/forms/form';
import { type FieldErrors, parseForm } from '../components/forms/form-data';
import {
  type CallFailure,
  type FormArgs,
  intentForm,
  multiIntentFormAction,
} from '../forms/form-action.server';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import cardPaymentStyles from '../styles/card-payment.css?url';
import checkoutStyles from '../styles/checkout.css?url';
import formStyles from '../styles/forms.css?url';
import type { Route } from './+types/checkout';

/** What the checkout action answers (quotes, coupons and payments all post to it). */
export interface CheckoutAnswer {
  intent: 'quote' | 'coupon' | 'remove-coupon' | 'pay';
  ok: boolean;
  quote?: CheckoutQuote;
  message?: string;
  errors?: FieldErrors;
  /** The coupon now applied. */
  couponCode?: string | null;
  /** The bank must authenticate the payment first (Stripe). */
  clientSecret?: string;
  declined?: boolean;
}

const LABELS: Record<string, string> = {
  email: 'Email address',
  name: 'Full name',
  line1: 'Address line 1',
  city: 'Town or city',
  postcode: 'Postcode',
  country: 'Country',
  shippingMethod: 'Shipping method',
  billingName: 'Billing full name',
  billingLine1: 'Billing address line 1',
  billingCity: 'Billing town or city',
  billingPostcode: 'Billing postcode',
  billingCountry: 'Billing country',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date',
  cardCvc: 'Security code',
};

export function links() {
  return [
    { rel: 'stylesheet', href: checkoutStyles },
    { rel: 'stylesheet', href: cardPaymentStyles },
    { rel: 'stylesheet', href: formStyles },
  ];
}

export const handle: RouteHandle = {
  layout: 'cart',
  breadcrumb: () => [
    { name: 'Basket', url: '/basket/' },
    { name: 'Checkout', url: '/checkout/' },
  ],
};

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

function countryFrom(request: Request): string {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${COUNTRY_COOKIE}=([A-Za-z]{2})`));
  const code = match?.[1]?.toUpperCase();
  return code && isCountryCode(code) ? code : 'GB';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  const { checkout, accounts } = context.services;
  const [user, outcome] = await Promise.all([
    accounts.user(),
    checkout.quote({ country: countryFrom(request), shippingMethod: null, couponCode: '' }),
  ]);
  if (!outcome.ok) throw data(outcome.message, { status: outcome.status });
  return {
    quote: outcome.value,
    // One per checkout: a double submit or a retry of this form makes one order and one charge.
    idempotencyKey: globalThis.crypto.randomUUID(),
    payment: checkout.paymentForm(),
    contact: {
      email: user?.email ?? '',
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      signedIn: Boolean(user),
    },
    storeCurrency: context.store.storeCurrency,
    showTerms: context.store.paymentProcessorType !== 'direct',
  };
}

/** A quote or coupon the service refused: its reason, shown next to the form. */
const quoteRefusal = (_form: FormData, failed: CallFailure | null) =>
  failed ? { message: failed.message } : {};

/** A quote's answer: the new numbers, and the coupon they carry. */
const quoted = (intent: CheckoutAnswer['intent'], quote: CheckoutQuote, message?: string) =>
  data<CheckoutAnswer>({
    intent,
    ok: true,
    quote,
    couponCode: quote.summary.coupon?.code ?? null,
    ...(message ? { message } : {}),
  });

/**
 * A refused payment shows the store's current numbers next to the reason (a price may have changed); a
 * refused coupon is dropped from them.
 */
async function payRefusal(form: FormData, failed: CallFailure | null, { context }: FormArgs) {
  if (!failed) return {};
  const asked = parseForm(quoteRequestSchema, form);
  if (!asked.ok) return { message: failed.message };
  const fresh = await context.services.checkout.quote({
    ...asked.data,
    couponCode: failed.errors.couponCode ? '' : asked.data.couponCode,
  });
  return { message: failed.message, ...(fresh.ok ? { quote: fresh.value } : {}) };
}

/** The checkout's forms: a new quote (country, shipping), a coupon applied or removed, and the payment. */
export const action = multiIntentFormAction({
  guard: ({ context }) => {
    if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  },
  fallback: 'pay',
  intents: {
    quote: intentForm({
      schema: quoteRequestSchema,
      failureState: quoteRefusal,
      run: (input, { context }) => context.services.checkout.quote(input),
      onSuccess: (quote) => quoted('quote', quote),
    }),
    coupon: intentForm({
      schema: quoteRequestSchema,
      failureState: quoteRefusal,
      run: (input, { context }) => context.services.checkout.applyCoupon(input),
      onSuccess: (quote) => quoted('coupon', quote, CHECKOUT_MESSAGES.couponApplied),
    }),
    'remove-coupon': intentForm({
      schema: quoteRequestSchema.omit({ couponCode: true }),
      failureState: quoteRefusal,
      run: (input, { context }) => context.services.checkout.quote({ ...input, couponCode: '' }),
      onSuccess: (quote) => quoted('remove-coupon', quote, CHECKOUT_MESSAGES.couponRemoved),
    }),
    pay: intentForm({
      schema: checkoutSchema,
      failureState: payRefusal,
      run: (input, { context }) => context.services.checkout.placeOrder(input),
      onSuccess: (result) => {
        if (result.status === 'paid') return redirect(`/receipt/${result.orderHash}`);
        if (result.status === 'requires_action')
          return data<CheckoutAnswer>({ intent: 'pay', ok: false, clientSecret: result.clientSecret });
        return data<CheckoutAnswer>(
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
    }),
  },
});

/** Quotes, coupons and payment answers carry their own numbers: the page's loader need not run again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}) {
  return formData?.get('intent') ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/checkout/',
    title: 'Checkout',
    robots: 'noindex',
  });
}

/** Fetches the form's checks while the shopper fills it in, so that paying does not wait for them. */
const preloadDetailsCheck = () => {
  loadDetailsCheck().catch(() => undefined);
};

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { payment, contact, storeCurrency, showTerms } = loaderData;
  const [idempotencyKey] = useState(loaderData.idempotencyKey);
  const [quote, setQuote] = useState(loaderData.quote);
  const [country, setCountry] = useState(loaderData.quote.country);
  const [shippingMethod, setShippingMethod] = useState(loaderData.quote.shippingMethod ?? '');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [billing, setBilling] = useState<'same' | 'different'>('same');
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const quoteFetcher = useFetcher<CheckoutAnswer>();
  const couponFetcher = useFetcher<CheckoutAnswer>();
  const payFetcher = useFetcher<CheckoutAnswer>();
  const { cardForm, busy, clientErrors, status, pay } = useCardPayment(payFetcher);
  const format = useMoney(quote.currency);
  const formRef = useRef<HTMLFormElement>(null);

  // A shopper may fill the form in before the page hydrates: the state takes what the form holds, and the
  // quote follows a country or shipping method chosen meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration, from the server's values
  useEffect(() => {
    setHydrated(true);
    if (!formRef.current) return;
    const chosen = new FormData(formRef.current);
    const chosenCountry = chosen.get('country');
    const chosenMethod = chosen.get('shippingMethod');
    if (chosen.get('billingAddress') === 'different') setBilling('different');
    const next = {
      country: typeof chosenCountry === 'string' && chosenCountry ? chosenCountry : country,
      shippingMethod: typeof chosenMethod === 'string' ? chosenMethod : shippingMethod,
    };
    if (next.country === country && next.shippingMethod === shippingMethod) return;
    setCountry(next.country);
    setShippingMethod(next.shippingMethod);
    requestQuote(next);
  }, []);

  const adopt = useCallback((next: CheckoutQuote | undefined) => {
    if (!next) return;
    setQuote(next);
    setShippingMethod(next.shippingMethod ?? '');
  }, []);
  useEffect(() => adopt(quoteFetcher.data?.quote), [quoteFetcher.data, adopt]);
  useEffect(() => {
    const answer = couponFetcher.data;
    if (!answer) return;
    if (answer.ok) {
      adopt(answer.quote);
      setCoupon(answer.couponCode ?? null);
    }
    setNotice(answer.ok ? (answer.message ?? null) : null);
  }, [couponFetcher.data, adopt]);
  useEffect(() => {
    const answer = payFetcher.data;
    if (!answer) return;
    adopt(answer.quote);
    if (answer.errors?.couponCode) setCoupon(null);
  }, [payFetcher.data, adopt]);

  const requestQuote = (next: { country?: string; shippingMethod?: string }) =>
    quoteFetcher.submit(
      {
        intent: 'quote',
        country: next.country ?? country,
        shippingMethod: next.shippingMethod ?? shippingMethod,
        couponCode: coupon ?? '',
      },
      { method: 'post' },
    );

  const answer = payFetcher.data;
  const errors = clientErrors ?? (answer && !answer.ok ? answer.errors : undefined);
  const generalMessage = clientErrors
    ? undefined
    : answer && !answer.ok && !answer.declined
      ? answer.message
      : undefined;
  const declineMessage = !clientErrors && answer?.declined ? answer.message : undefined;

  // The payment's own busy state and double-press guard cover the checks' loading: "Paying…" from the press.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void pay(new FormData(event.currentTarget), detailsProblemsWithin);
  };

  if (quote.lines.length === 0) {
    return (
      <div className="checkout-page">
        <h1>Checkout</h1>
        <p className="empty-state">Your basket is empty.</p>
        <Link className="button button-primary" to="/">
          Continue shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      <TestModeNote testMode={payment.testMode} />
      {quote.unavailable.length > 0 ? (
        <div className="checkout-alert" role="alert">
          <p>
            {CHECKOUT_MESSAGES.productUnavailable}: {quote.unavailable.join(', ')}.
          </p>
          <Link to="/basket/">Update your basket</Link>
        </div>
      ) : null}
      <div className="checkout-grid">
        {/* The summary and coupon come first: on a phone the shopper sees what they pay before the form. */}
        <aside className="checkout-aside">
          <OrderSummary quote={quote} storeCurrency={storeCurrency} />
          <CouponForm
            fetcher={couponFetcher}
            applied={coupon}
            country={country}
            shippingMethod={shippingMethod}
            notice={notice}
          />
        </aside>
        <form
          ref={formRef}
          method="post"
          noValidate
          className="checkout-form"
          id={FORM_ID}
          onSubmit={onSubmit}
          onFocus={preloadDetailsCheck}
        >
          <ErrorSummary formId={FORM_ID} errors={errors} message={generalMessage} labels={LABELS} />
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="currency" value={quote.currency} />
          <input type="hidden" name="expectedTotal" value={quote.summary.total} />
          <input type="hidden" name="couponCode" value={coupon ?? ''} />

          <fieldset className="checkout-section">
            <legend>Contact</legend>
            <Field
              formId={FORM_ID}
              name="email"
              type="email"
              label="Email address"
              hint="We send your receipt and delivery updates here."
              errors={errors}
              defaultValue={contact.email}
              autoComplete="email"
              required
            />
            {contact.signedIn ? null : (
              <p className="checkout-login">
                Have an account? <Link to="/login/?redirect_uri=%2Fcheckout%2F">Log in</Link> or carry on as a
                guest.
              </p>
            )}
          </fieldset>

          <fieldset className="checkout-section">
            <legend>Delivery address</legend>
            <AddressFields
              prefix=""
              errors={errors}
              defaults={{ name: contact.name }}
              country={country}
              onCountryChange={(next) => {
                setCountry(next);
                requestQuote({ country: next });
              }}
            />
          </fieldset>

          <fieldset className="checkout-section">
            <legend>Shipping method</legend>
            <ShippingOptions
              options={quote.shippingOptions}
              value={shippingMethod}
              errors={errors}
              format={format}
              busy={quoteFetcher.state !== 'idle'}
              onChange={(method) => {
                setShippingMethod(method);
                requestQuote({ shippingMethod: method });
              }}
            />
          </fieldset>

          <fieldset className="checkout-section">
            <legend>Billing address</legend>
            <div className="choice-list">
              <label className="form-check">
                <input
                  type="radio"
                  name="billingAddress"
                  value="same"
                  defaultChecked={billing === 'same'}
                  onChange={() => setBilling('same')}
                />
                Same as the delivery address
              </label>
              <label className="form-check">
                <input
                  type="radio"
                  name="billingAddress"
                  value="different"
                  defaultChecked={billing === 'different'}
                  onChange={() => setBilling('different')}
                />
                Use a different billing address
              </label>
            </div>
            {billing === 'different' ? (
              <AddressFields prefix="billing" errors={errors} defaults={{}} country={country} />
            ) : null}
          </fieldset>

          <fieldset className="checkout-section">
            <legend>Payment</legend>
            <CardFields ref={cardForm} payment={payment} errors={errors} disabled={busy} />
            {declineMessage ? (
              <PaymentDeclined message={declineMessage}>
                Your basket is just as it was: try again or use another card.
              </PaymentDeclined>
            ) : null}
          </fieldset>

          <p className="checkout-pay-total">
            Total to pay <strong data-testid="pay-total">{format(quote.summary.total)}</strong>
          </p>
          <div className="checkout-pay-action">
            <button
              type="submit"
              className="button button-primary button-block checkout-pay"
              disabled={busy || !hydrated || quote.unavailable.length > 0}
              aria-busy={busy || undefined}
            >
              {busy ? 'Paying…' : `Pay ${format(quote.summary.total)}`}
            </button>
            <p className="checkout-pay-status" role="status">
              {status}
            </p>
          </div>
          {showTerms ? (
            <p className="checkout-terms">
              By paying you agree to the <Link to="/terms-of-sale/">terms of sale</Link>.
            </p>
          ) : null}
        </form>
      </div>
    </div>
  );
}
