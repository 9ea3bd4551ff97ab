import { useRouteLoaderData } from 'react-router';
import { orderMoney } from '../../../core/orders';
import { approvalSchema } from '../../../core/store-opening';
import { dashboardPath } from '../../components/dashboard/nav-items';
import { AccountForm, Field, type FormAnswer } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import { pageMeta, rootDataFrom } from '../../seo';
import ordersStyles from '../../styles/dashboard-orders.css?url';
import storesStyles from '../../styles/dashboard-stores.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../account/dashboard-store.server';
import type { Route } from './+types/overview';
import type { loader as storeLayoutLoader } from './store-layout';
import { STORE_LAYOUT_ID } from './store-layout';

export function links() {
  return [
    { rel: 'stylesheet', href: storesStyles },
    { rel: 'stylesheet', href: ordersStyles },
  ];
}

/** The days the overview's sales figures cover. */
export const OVERVIEW_SALES_DAYS = 30;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  // The domain leaves the sales out (unread) for a member without the 'orders' permission.
  const outcome = await context.services.dashboard.stores.overview(storeId, OVERVIEW_SALES_DAYS);
  if (!outcome.ok) refuse(outcome);
  return outcome.value;
}

/** Staff's review of the store (internal users only: the domain refuses anyone else with 403). */
export const action = formAction({
  schema: approvalSchema,
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  run: (input, { context, params }) =>
    context.services.dashboard.stores.review(storeIdOf(params.store), input),
  onSuccess: (approval) => ({ ok: true as const, approval }),
});

const REVIEW_LABELS = { status: 'Review', reason: 'Reason (shown to visitors when denied)' };
const REVIEW_CHOICES = [
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
  { value: 'none', label: 'Not modded yet' },
] as const;

/** The review form Printfront staff see on a store's overview. */
function StaffReview({
  status,
  reason,
  answer,
}: {
  status: string;
  reason: string | null;
  answer: FormAnswer | undefined;
}) {
  const typed = answer?.values ?? {};
  const checked = typed.status ?? (status === 'pending' ? 'none' : status);
  return (
    <section aria-labelledby="staff-review-title" className="staff-review">
      <h2 id="staff-review-title">Staff review</h2>
      <AccountForm
        schema={approvalSchema}
        answer={answer}
        labels={REVIEW_LABELS}
        submitLabel="Save the review"
      >
        {(errors, formId) => (
          <>
            <fieldset className="form-field">
              <legend>{REVIEW_LABELS.status}</legend>
              {REVIEW_CHOICES.map((choice) => (
                <label key={choice.value} className="staff-review-choice">
                  <input
                    type="radio"
                    name="status"
                    value={choice.value}
                    defaultChecked={checked === choice.value}
                  />{' '}
                  {choice.label}
                </label>
              ))}
            </fieldset>
            <Field
              formId={formId}
              name="reason"
              label={REVIEW_LABELS.reason}
              errors={errors}
              maxLength={1000}
              defaultValue={typed.reason ?? reason ?? ''}
            />
          </>
        )}
      </AccountForm>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/',
    title: 'Store overview',
    robots: 'noindex',
  });
}

/** A path on the store's own origin, reached through the dashboard's one-time handoff. */
const handoffHref = (storeId: number, to: string) =>
  `/dashboard/stores/${storeId}/handoff/?to=${encodeURIComponent(to)}`;

/** A store's dashboard home: where it stands (review, plan) and the first hour's checklist. */
export default function StoreOverview({ loaderData, actionData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID);
  if (!frame) return null;
  const { store } = frame;
  const { steps, doneCount, approval, plan, sales } = loaderData;
  const answer = actionData && !actionData.ok ? (actionData as FormAnswer) : undefined;
  return (
    <div>
      <h1>Overview</h1>
      <div className="store-overview-actions">
        <a href={handoffHref(store.id, '/')} target="_blank" rel="noreferrer" data-testid="preview-store">
          Preview store<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a href={handoffHref(store.id, '/?preview=1')} target="_blank" rel="noreferrer">
          Edit pages<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      {approval.status !== 'approved' ? (
        <p className="store-review-note" data-status={approval.status} role="status">
          {approval.status === 'denied'
            ? `Our team could not approve this store${approval.reason ? `: ${approval.reason}` : '.'} Visitors see a note saying so.`
            : 'Our team is reviewing this store. Until it is approved, visitors see a note saying so; you and your team see the store itself.'}
        </p>
      ) : null}
      <dl className="store-overview-facts">
        <dt>Address</dt>
        <dd>
          <a href={store.url}>{store.url}</a>
        </dd>
        <dt>Review</dt>
        <dd data-testid="approval-label">{approval.label}</dd>
        <dt>Plan</dt>
        <dd data-testid="plan">
          {plan === 'pro' ? (
            'Pro'
          ) : (
            <>
              Free (<a href={`/teemill-plans/?store=${store.id}`}>move to Pro</a>)
            </>
          )}
        </dd>
      </dl>
      {store.manager.role === 'internal' ? (
        <StaffReview status={approval.status} reason={approval.reason} answer={answer} />
      ) : null}
      {sales ? (
        <section aria-labelledby="overview-sales-title">
          <h2 id="overview-sales-title">Sales in the last {sales.days} days</h2>
          <dl className="sales-summary" data-testid="overview-sales-summary">
            <div>
              <dt>Orders</dt>
              <dd>{sales.summary.orders.toLocaleString('en-GB')}</dd>
            </div>
            <div>
              <dt>Takings</dt>
              <dd>{orderMoney(sales.summary.revenue, sales.currency)}</dd>
            </div>
            <div>
              <dt>After refunds</dt>
              <dd>{orderMoney(sales.summary.net, sales.currency)}</dd>
            </div>
            <div>
              <dt>Average order</dt>
              <dd>{orderMoney(sales.summary.averageOrder, sales.currency)}</dd>
            </div>
          </dl>
          <p>
            <a href={dashboardPath(store.id, 'orders/')}>See the orders and the sales chart</a>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="checklist-title">
        <h2 id="checklist-title">
          Get your store ready ({doneCount} of {steps.length} done)
        </h2>
        <ol className="store-checklist" data-testid="onboarding-checklist">
          {steps.map((step) => (
            <li key={step.code} data-done={step.done} data-step={step.code}>
              <span>
                <span className="store-checklist-state">{step.done ? 'Done: ' : 'To do: '}</span>
                {step.title}
              </span>
              <a
                href={step.link.kind === 'store' ? handoffHref(store.id, step.link.path) : step.link.path}
                {...(step.link.kind === 'store' ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                {step.action}
                <span className="visually-hidden">: {step.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
