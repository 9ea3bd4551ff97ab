import { data, Form } from 'react-router';
import { verifySubscriptionSchema } from '../../domain/mailing-lists/schemas';
import { FormResult } from '../components/form-result';
import { answerMessage } from '../components/forms/form-data';
import { SubmitButton } from '../components/forms/submit-button';
import { formAction } from '../forms/form-action.server';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/subscription-verified';

export const handle: RouteHandle = { layout: 'studio' };

/**
 * /subscription-verified (§2, studio layout). Mail scanners follow links, so the emailed GET only shows a
 * Confirm button; its POST confirms the subscription the token names, once.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant === 'unknown' || !context.store) throw data('Not found', { status: 404 });
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export const action = formAction({
  guard: ({ context }) => {
    if (context.tenant === 'unknown' || !context.store) throw data('Not found', { status: 404 });
  },
  schema: verifySubscriptionSchema,
  run: (input, { context }) => context.services.forms.verifySubscription(input.token),
  onSuccess: (value) => ({ ok: true as const, message: value.message }),
});

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

export default function SubscriptionVerified({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData)
    return (
      <FormResult
        title={actionData.ok ? 'You are subscribed' : 'Subscription'}
        ok={actionData.ok}
        message={actionData.ok ? actionData.message : answerMessage(actionData)}
        back="/"
        backText="Go to the store"
      />
    );
  return (
    <main className="prose-page">
      <h1>Confirm your subscription</h1>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pendingLabel="Confirming…">Confirm subscription</SubmitButton>
      </Form>
    </main>
  );
}
