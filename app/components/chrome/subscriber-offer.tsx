import { useLocation } from 'react-router';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import type { SubscriberOffer } from '../../../core/store/subscriber-offer';
import { messageOf, postApi } from '../account/api';
import { BlockForm, type FieldSpec, type SubmitResult } from '../blocks/block-form';

/** Where the form posts without JavaScript: the newsletter block's action. */
const NEWSLETTER_ACTION = '/forms/newsletter/';

/** §5 subscriber form. Kept here, not taken from the blocks, so every page's footer stays light. */
const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', rules: ['required'] },
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    rules: ['required', 'email'],
  },
];

/** Subscribes to the store's main list (§7 mailing-list subscribe); a 422 shows its first message. */
async function subscribe(values: Readonly<Record<string, string>>): Promise<SubmitResult> {
  const answer = await postApi('/mailing-lists/subscribe/', {
    mailingList: '',
    email: values.email ?? '',
    firstName: values.firstName ?? '',
  });
  if (answer.status >= 200 && answer.status < 300) return { ok: true };
  const message = answer.status === 422 ? messageOf(answer, '') : '';
  return message ? { ok: false, message } : { ok: false };
}

/**
 * The store's email subscriber offer (§3 plugins: email-subscriber-offer) at the top of the footer: the
 * heading, the discount or coupon it promises and its text, with the §5 subscriber form (first name and
 * email) for the store's main mailing list. Without JavaScript the form posts to the newsletter action.
 */
export function SubscriberOfferSignup({ offer }: { offer: SubscriberOffer }) {
  const { pathname } = useLocation();
  return (
    <section
      className="subscriber-offer"
      aria-labelledby="subscriber-offer-title"
      data-testid="subscriber-offer"
    >
      <div className="subscriber-offer-text">
        <h2 id="subscriber-offer-title">{offer.heading}</h2>
        {offer.discount ? <p className="subscriber-offer-discount">{offer.discount}</p> : null}
        {offer.description ? <p>{offer.description}</p> : null}
      </div>
      <BlockForm
        action={NEWSLETTER_ACTION}
        fields={FIELDS}
        hidden={{ mailingList: '', page: pathname }}
        submitText="Subscribe"
        successMessage={ERROR_MESSAGES.subscriberOfferSent}
        failureMessage={ERROR_MESSAGES.subscriberOfferFailed}
        onSubmit={subscribe}
        className="block-form subscriber-offer-form"
      />
    </section>
  );
}
