import { type ContactMessageInput, sendContactMessage } from '../../domain/contact-messages';
import { type SubscribeInput, subscribe, verifySubscription } from '../../domain/mailing-lists';
import { attempt } from './outcome';
import type { StoreBinding } from './store-binding';

/**
 * The block forms' services for React Router actions and loaders (the forms' no-JavaScript path and the
 * subscription confirmation page), answering Outcomes like the account services.
 */
export function formServices(bound: StoreBinding) {
  const need = bound.context;
  const ip = () => bound.requestOrNull?.ip || null;
  return {
    /** Subscribes to one of the store's mailing lists; `origin` makes the emailed link. */
    subscribe: (input: SubscribeInput, origin: string) =>
      attempt(() => subscribe(need(), input, { origin, ip: ip() })),
    /** Confirms a subscription from its emailed link. */
    verifySubscription: (token: string) => attempt(() => verifySubscription(need(), { token })),
    /** Sends a message through a page's contact form. */
    sendContactMessage: (input: ContactMessageInput) =>
      attempt(() => sendContactMessage(need(), input, { ip: ip() })),
  };
}

export type FormServices = ReturnType<typeof formServices>;
