import { ERROR_MESSAGES } from '../../core/errors/messages';

export const MAILING_LIST_MESSAGES = {
  /** §8: the answer to every accepted subscription, whether or not the address was already on the list. */
  sent: ERROR_MESSAGES.subscriberOfferSent,
  /** §8: anything but a validation error. */
  failed: ERROR_MESSAGES.subscriberOfferFailed,
  verified: 'Thank you: your subscription is confirmed.',
  linkExpired: 'This link has expired or was already used. Please subscribe again.',
} as const;
