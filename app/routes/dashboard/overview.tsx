import { useRouteLoaderData } from 'react-router';
import { pageMeta, rootDataFrom } from '../../seo';
import storesStyles from '../../styles/dashboard-stores.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../account/dashboard-store.server';
import type { Route } from './+types/overview';
import type { loader as storeLayoutLoader } from './store-layout';
import { STORE_LAYOUT_ID } from './store-layout';

export function links() {
  return [{ rel: 'stylesheet', href: storesStyles }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const outcome = await context.services.dashboard.stores.onboarding(storeIdOf(params.store));
  if (!outcome.ok) refuse(outcome);
  return outcome.value;
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
export default function StoreOverview({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID);
  if (!frame) return null;
  const { store } = frame;
  const { steps, doneCount, approval, plan } = loaderData;
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
