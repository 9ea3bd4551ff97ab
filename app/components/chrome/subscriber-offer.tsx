import { useLocation } from 'react-router';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import type { SubscriberOffer } from '../../../core/store/subscriber-offer';
import { BlockForm } from '../blocks/block-form';
import { NEWSLETTER_ACTION, NEWSLETTER_FIELDS, submitSubscription } from '../blocks/types/forms';

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
        fields={NEWSLETTER_FIELDS}
        hidden={{ mailingList: '', page: pathname }}
        submitText="Subscribe"
        successMessage={ERROR_MESSAGES.subscriberOfferSent}
        failureMessage={ERROR_MESSAGES.subscriberOfferFailed}
        onSubmit={submitSubscription}
        className="block-form subscriber-offer-form"
      />
    </section>
  );
}
