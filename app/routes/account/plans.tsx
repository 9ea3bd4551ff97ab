import { type FormEvent, useEffect, useState } from 'react';
import { data, useFetcher } from 'react-router';
import { z } from 'zod';
import { PRO_PLAN, proUpgradeSchema } from '../../../core/store-opening';
import { CardFields, TestModeNote, useCardPayment } from '../../components/checkout/card-payment';
import { ErrorSummary, type FormAnswer } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import cardPaymentStyles from '../../styles/card-payment.css?url';
import storesStyles from '../../styles/dashboard-stores.css?url';
import type { Route } from './+types/plans';
import { ACCOUNT_ACCESS } from './access';
import { storeIdOf } from './dashboard-store.server';
import { guardRequest } from './guards.server';

export const handle = { access: ACCOUNT_ACCESS.plans } satisfies RouteHandle & { access: unknown };

export function links() {
  return [
    { rel: 'stylesheet', href: cardPaymentStyles },
    { rel: 'stylesheet', href: storesStyles },
  ];
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** Where pages needing a pro plan send everyone else (§2); on the platform host an owner upgrades here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await guardRequest(context, request, 'plans');
  if (!visitor) throw data('Not found', { status: 404 });
  const onPlatform = context.tenant === 'platform';
  const stores = onPlatform ? await context.services.dashboard.stores.plans() : [];
  const asked = storeIdOf(new URL(request.url).searchParams.get('store') ?? undefined);
  return {
    pro: visitor.pro,
    turbo: visitor.turbo,
    stores,
    selected: stores.some((store) => store.id === asked) ? asked : (stores.find((s) => !s.isPro)?.id ?? null),
    payment: stores.some((store) => !store.isPro) ? context.services.orders.paymentForm() : null,
    // One per page shown: a double submit charges once.
    attempt: crypto.randomUUID(),
  };
}

const upgradeFormSchema = proUpgradeSchema.extend({ store: z.string().regex(/^\d{1,10}$/) });

export const action = formAction({
  schema: upgradeFormSchema,
  guard: ({ context, request }) => guardRequest(context, request, 'plans'),
  run: ({ store, ...input }, { context }) =>
    context.services.dashboard.stores.upgradeToPro(storeIdOf(store), input),
  onSuccess: (value) => data<FormAnswer>({ intent: 'upgrade', ok: true, message: value.message }),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/teemill-plans/',
    title: 'Plans',
    description: 'Pro and Turbo plans for your store.',
    robots: 'noindex',
  });
}

const PLANS = [
  {
    code: 'free',
    name: 'Free',
    summary: 'Everything you need to start selling.',
    features: [
      'Your own store on its own sub-domain',
      'Print-on-demand products, printed and sent for you',
      'Themes, pages built from blocks, a blog',
    ],
  },
  {
    code: 'pro',
    name: 'Pro',
    summary: 'For stores that are growing.',
    features: [
      'Pro-only pages and blocks in the page editor',
      'Your own brand everywhere: no platform branding',
      'Several currencies for your shoppers',
      'Split tests and marketing tools',
    ],
  },
  {
    code: 'turbo',
    name: 'Turbo',
    summary: 'For established brands.',
    features: [
      'Everything in Pro',
      'Your own custom domain',
      'Turbo-only pages and integrations',
      'Priority help from our team',
    ],
  },
] as const;

const FORM_ID = 'upgrade';
const LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiry date', cardCvc: 'Security code' };

/** The owner's card form moving one of their stores to Pro. */
function UpgradeForm({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { stores, selected, payment, attempt } = loaderData;
  const fetcher = useFetcher<FormAnswer & { clientSecret?: string }>();
  const { cardForm, busy, clientErrors, status, pay } = useCardPayment(fetcher);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const free = stores.filter((store) => !store.isPro);
  const answer = fetcher.data;
  const errors = clientErrors ?? (answer && !answer.ok ? answer.errors : undefined);
  if (answer?.ok)
    return (
      <p className="form-status form-status-success" role="status" data-testid="upgraded">
        {answer.message}
      </p>
    );
  if (!payment || free.length === 0) return null;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await pay(new FormData(event.currentTarget));
  };
  return (
    <form method="post" noValidate className="plan-upgrade" id={FORM_ID} onSubmit={onSubmit}>
      <h2>Move a store to Pro</h2>
      <TestModeNote testMode={payment.testMode} />
      <ErrorSummary
        formId={FORM_ID}
        errors={errors}
        message={answer && !answer.ok ? answer.message : undefined}
        labels={LABELS}
      />
      <input type="hidden" name="attempt" value={attempt} />
      <div className="form-field">
        <label htmlFor={`${FORM_ID}-store`}>Store</label>
        <select id={`${FORM_ID}-store`} name="store" defaultValue={selected ?? undefined}>
          {free.map((store) => (
            <option key={store.id} value={store.id}>
              {store.companyName}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="pay-card">
        <legend>Payment: {PRO_PLAN.label}</legend>
        <CardFields ref={cardForm} payment={payment} errors={errors} disabled={busy} formId={FORM_ID} />
      </fieldset>
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || !hydrated}
        aria-busy={busy || undefined}
      >
        {busy ? 'Paying…' : `Pay ${PRO_PLAN.label} and move to Pro`}
      </button>
      <p className="form-status" role="status">
        {status}
      </p>
    </form>
  );
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const current = loaderData.turbo ? 'turbo' : loaderData.pro ? 'pro' : 'free';
  return (
    <div className="plans-page">
      <h1>Plans</h1>
      <p className="account-lead">Some pages need a Pro plan. Here is what each plan gives your store.</p>
      {loaderData.stores.length > 0 ? (
        <ul className="plans-stores" aria-label="Your stores' plans">
          {loaderData.stores.map((store) => (
            <li key={store.id} data-testid={`store-plan-${store.id}`}>
              {store.companyName}: {store.isPro ? 'Pro' : 'Free'}
            </li>
          ))}
        </ul>
      ) : (
        <p className="plans-notice" role="note">
          To change a store's plan, sign in to your dashboard on the platform and open this page there.
        </p>
      )}
      <ul className="plans-list">
        {PLANS.map((plan) => (
          <li key={plan.code} className={`plan-card${plan.code === current ? ' plan-current' : ''}`}>
            <h2>{plan.name}</h2>
            <p>{plan.summary}</p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {plan.code === current ? <p className="plan-badge">Your plan</p> : null}
          </li>
        ))}
      </ul>
      <UpgradeForm loaderData={loaderData} />
    </div>
  );
}
