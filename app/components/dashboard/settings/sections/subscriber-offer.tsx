import type { ComponentProps } from 'react';
import { emailSubscriberOfferFormSchema } from '../../../../../core/store/dashboard-settings';
import {
  SUBSCRIBER_OFFER_DEFAULT_HEADING,
  SUBSCRIBER_OFFER_LIMITS,
} from '../../../../../core/store/subscriber-offer';
import { AccountForm, Field, useAnswerValue } from '../../../forms/form';
import { CheckboxField, TextAreaField } from '../fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

const LABELS = {
  heading: 'Offer heading',
  description: 'Offer text',
  discount: 'Discount or coupon shown',
};

/** A text field showing what was typed when the form came back refused, else the saved value. */
function KeptField({ defaultValue, ...props }: ComponentProps<typeof Field> & { defaultValue: string }) {
  const typed = useAnswerValue(props.name);
  return <Field {...props} defaultValue={typed ?? defaultValue} />;
}

/**
 * The email subscriber offer (§3 plugins): whether the storefront's footer invites shoppers to subscribe,
 * and what it says: a heading, the discount or coupon it promises and a line of text.
 */
function SubscriberOfferSettings({ settings, answer }: SettingsSectionProps) {
  const offer = settings.plugins['email-subscriber-offer'];
  return (
    <>
      <p className="field-hint">
        Shown at the top of every page's footer with a sign-up form for your mailing list.
      </p>
      <AccountForm
        schema={emailSubscriberOfferFormSchema}
        answer={answer}
        intent="email-offer"
        labels={LABELS}
        submitLabel="Save the subscriber offer"
      >
        {(errors, formId) => (
          <>
            <CheckboxField
              formId={formId}
              name="enabled"
              label="Offer visitors a discount for subscribing"
              defaultChecked={offer?.enabled ?? false}
            />
            <KeptField
              formId={formId}
              name="heading"
              label={LABELS.heading}
              defaultValue={offer?.heading || SUBSCRIBER_OFFER_DEFAULT_HEADING}
              maxLength={SUBSCRIBER_OFFER_LIMITS.heading}
              errors={errors}
            />
            <KeptField
              formId={formId}
              name="discount"
              label={LABELS.discount}
              hint="For example: 10% off your first order with the code WELCOME10."
              defaultValue={offer?.discount ?? ''}
              maxLength={SUBSCRIBER_OFFER_LIMITS.discount}
              errors={errors}
            />
            <TextAreaField
              formId={formId}
              name="description"
              label={LABELS.description}
              defaultValue={offer?.description ?? ''}
              maxLength={SUBSCRIBER_OFFER_LIMITS.description}
              rows={3}
              errors={errors}
            />
          </>
        )}
      </AccountForm>
    </>
  );
}

export const subscriberOfferSection: SettingsSectionEntry = {
  id: 'subscriber-offer',
  title: 'Email subscriber offer',
  Content: SubscriberOfferSettings,
};
