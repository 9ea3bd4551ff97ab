import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { BlockFormAnswer } from '../../components/form-result';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/contact';
import { type BlockFormAnswerData, blockFormAction } from './block-form-action.server';

/**
 * The contact form block posted without JavaScript: sends the message to the block's address and answers
 * with the outcome and a way back to the page it came from.
 */
export const action = blockFormAction({
  fields: ['page', 'block', 'name', 'email', 'message'],
  run: (input, context) => context.services.forms.sendContactMessage(input),
  // A refused message and a reached limit say why; anything else gets the general message.
  shownMessage: (failed) => ({
    message:
      failed.status === 422 || failed.retryAfterSeconds !== undefined
        ? failed.message
        : ERROR_MESSAGES.snackbarDefault,
  }),
});

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
  return <BlockFormAnswer title="Contact us" answer={actionData as BlockFormAnswerData | undefined} />;
}
