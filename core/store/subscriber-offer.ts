import type { StorePlugins } from './settings';

/** How long each part of the email subscriber offer may be (§3 plugins: email-subscriber-offer). */
export const SUBSCRIBER_OFFER_LIMITS = Object.freeze({ heading: 80, description: 300, discount: 80 });

/** The heading a store that turned the offer on before it had one of its own shows. */
export const SUBSCRIBER_OFFER_DEFAULT_HEADING = 'Join our mailing list';

/** What the storefront shows of the offer: its heading, its text and the discount or coupon it promises. */
export interface SubscriberOffer {
  heading: string;
  description: string;
  discount: string;
}

/** The offer as the storefront shows it when the plugin is on, else null. */
export function activeSubscriberOffer(
  plugin: StorePlugins['email-subscriber-offer'] | null | undefined,
): SubscriberOffer | null {
  if (!plugin?.enabled) return null;
  return {
    heading: plugin.heading?.trim() || SUBSCRIBER_OFFER_DEFAULT_HEADING,
    description: plugin.description?.trim() ?? '',
    discount: plugin.discount?.trim() ?? '',
  };
}
