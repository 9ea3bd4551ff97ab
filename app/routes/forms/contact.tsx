import { data } from 'react-router';
import { safeRedirectTarget } from '../../../core/auth';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { BlockFormAnswer } from '../../components/form-result';
import { formValues } from '../../components/forms/form-data';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/contact';

/**
 * The contact form block posted without JavaScript: sends the message to the block's address and answers
 * with the outcome and a way back to the page it came from.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = formValues(await request.formData());
  const field = (name: string) => form[name] ?? '';
  const back = safeRedirectTarget(field('page'), '/');
  const outcome = await context.services.forms.sendContactMessage({
    page: field('page'),
    block: field('block'),
    name: field('name'),
    email: field('email'),
    message: field('message'),
  });
  if (outcome.ok) return { ok: true, message: outcome.value.message, errors: {}, back };
  const message =
    outcome.status === 422 || outcome.status === 429 ? outcome.message : ERROR_MESSAGES.snackbarDefault;
  return data({ ok: false, message, errors: outcome.errors, back }, { status: outcome.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/forms/contact/',
    title: 'Contact us',
    robots: 'noindex',
  });
}

export default function ContactResult({ actionData }: Route.ComponentProps) {
  return <BlockFormAnswer title="Contact us" answer={actionData} />;
}
