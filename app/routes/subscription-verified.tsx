import { data } from 'react-router';
import { FormResult } from '../components/form-result';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/subscription-verified';

export const handle: RouteHandle = { layout: 'studio' };

/** /subscription-verified (§2, studio layout): the emailed link confirms the subscription it names, once. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant === 'unknown' || !context.store) throw data('Not found', { status: 404 });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome = await context.services.forms.verifySubscription(token);
  return outcome.ok ? { ok: true, message: outcome.value.message } : { ok: false, message: outcome.message };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/subscription-verified/',
    title: 'Subscription',
    robots: 'noindex',
  });
}

export default function SubscriptionVerified({ loaderData }: Route.ComponentProps) {
  return (
    <FormResult
      title={loaderData.ok ? 'You are subscribed' : 'Subscription'}
      ok={loaderData.ok}
      message={loaderData.message}
      back="/"
      backText="Go to the store"
    />
  );
}
