import { describe, expect, it } from 'vitest';
import { maxLength, required } from '../validation/messages';
import { emailSubscriberOfferFormSchema } from './dashboard-settings';
import {
  activeSubscriberOffer,
  SUBSCRIBER_OFFER_DEFAULT_HEADING,
  SUBSCRIBER_OFFER_LIMITS,
} from './subscriber-offer';

const errorsOf = (value: unknown) => {
  const result = emailSubscriberOfferFormSchema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the email subscriber offer form', () => {
  it('reads the posted form, trimmed, with its checkbox', () => {
    expect(
      emailSubscriberOfferFormSchema.parse({
        enabled: 'on',
        heading: '  Get 10% off  ',
        description: 'News and drops, once a month.',
        discount: 'Code WELCOME10',
      }),
    ).toEqual({
      enabled: true,
      heading: 'Get 10% off',
      description: 'News and drops, once a month.',
      discount: 'Code WELCOME10',
    });
    expect(emailSubscriberOfferFormSchema.parse({})).toEqual({
      enabled: false,
      heading: '',
      description: '',
      discount: '',
    });
  });

  it('needs a heading when the offer is on, and keeps each part within its length', () => {
    expect(errorsOf({ enabled: 'on', heading: '   ' })).toEqual({ heading: required });
    expect(
      errorsOf({
        heading: 'h'.repeat(SUBSCRIBER_OFFER_LIMITS.heading + 1),
        description: 'd'.repeat(SUBSCRIBER_OFFER_LIMITS.description + 1),
        discount: 'x'.repeat(SUBSCRIBER_OFFER_LIMITS.discount + 1),
      }),
    ).toEqual({
      heading: maxLength(SUBSCRIBER_OFFER_LIMITS.heading),
      description: maxLength(SUBSCRIBER_OFFER_LIMITS.description),
      discount: maxLength(SUBSCRIBER_OFFER_LIMITS.discount),
    });
  });
});

describe('the offer the storefront shows', () => {
  it('is nothing while the plugin is off or absent', () => {
    expect(activeSubscriberOffer(undefined)).toBeNull();
    expect(activeSubscriberOffer({ enabled: false, heading: 'Hi' })).toBeNull();
  });

  it('shows what the store wrote, and a heading for a store that turned it on before it had one', () => {
    expect(
      activeSubscriberOffer({
        enabled: true,
        heading: 'Get 10% off',
        description: 'Once a month',
        discount: '10%',
      }),
    ).toEqual({ heading: 'Get 10% off', description: 'Once a month', discount: '10%' });
    expect(activeSubscriberOffer({ enabled: true })).toEqual({
      heading: SUBSCRIBER_OFFER_DEFAULT_HEADING,
      description: '',
      discount: '',
    });
  });
});
