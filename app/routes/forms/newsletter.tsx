import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { BlockFormAnswer } from '../../components/form-result';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/newsletter';
import { type BlockFormAnswerData, blockFormAction } from './block-form-action.server';

/**
 * The newsletter block's form posted without JavaScript: subscribes (mailingList, email, firstName) and
 * answers with §8's outcome and a way back to the page it came from.
 */
export const action = blockFormAction({
  fields: ['page', 'email', 'firstName', 'mailingList'],
  run: ({ email, firstName, mailingList }, context) =>
    context.services.forms.subscribe({ email, firstName, mailingList }, context.origin),
  shownMessage: (failed) =>
    failed.status === 422
      ? { message: failed.message }
      : { message: ERROR_MESSAGES.subscriberOfferFailed, errors: {} },
});

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
  return <BlockFormAnswer title="Newsletter" answer={actionData as BlockFormAnswerData | undefined} />;
}
