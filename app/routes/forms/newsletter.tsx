import { data } from 'react-router';
import { safeRedirectTarget } from '../../../core/auth';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { BlockFormAnswer } from '../../components/form-result';
import { formValues } from '../../components/forms/form-data';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/newsletter';

/**
 * The newsletter block's form posted without JavaScript: subscribes (mailingList, email, firstName) and
 * answers with §8's outcome and a way back to the page it came from.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = formValues(await request.formData());
  const field = (name: string) => form[name] ?? '';
  const back = safeRedirectTarget(field('page'), '/');
  const outcome = await context.services.forms.subscribe(
    { email: field('email'), firstName: field('firstName'), mailingList: field('mailingList') },
    context.origin,
  );
  if (outcome.ok) return { ok: true, message: outcome.value.message, errors: {}, back };
  if (outcome.status === 422)
    return data({ ok: false, message: outcome.message, errors: outcome.errors, back }, { status: 422 });
  return data(
    { ok: false, message: ERROR_MESSAGES.subscriberOfferFailed, errors: {}, back },
    { status: outcome.status },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/forms/newsletter/',
    title: 'Newsletter',
    robots: 'noindex',
  });
}

export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  return <BlockFormAnswer title="Newsletter" answer={actionData} />;
}
