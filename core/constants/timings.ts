import { deepFreeze } from './freeze';

/**
 * Timings of spec §9 (and the matching state rules of §4), in milliseconds unless the key says otherwise.
 * Snackbar, event-flush and request timings live in `limits.ts` with the other queue limits.
 */
export const TIMINGS = deepFreeze({
  /** Hover menu closes this long after the pointer leaves. */
  menuCloseDelayMs: 200,
  /** Smooth scroll duration. */
  scrollMs: 300,
  /** Store data load failure banner appears after this delay. */
  failedLoadBannerDelayMs: 1_000,
  /** Basket 'Discount applied due to improved exchange rates' message: delay, then how long it shows. */
  exchangeMessageDelayMs: 500,
  exchangeMessageDurationMs: 10_000,
  /** Analytics enabled this long after load. */
  analyticsDelayMs: 5_000,
  /** Subscriber offer shown after this long on site. */
  subscriberOfferDelayMs: 30_000,
  /** Cookie lifetimes of the subscriber offer, in days. */
  offerDismissCookieDays: 30,
  subscribedCookieDays: 365,
  /** A page fetch is not repeated within this window. */
  pageFetchDedupeMs: 30_000,
  /** First-slideshow-only render waits at most this long for the largest image. */
  largestImageTimeoutMs: 1_000,
  /** isSaving is cleared this long after a page save. */
  saveFlagClearMs: 500,
  /** Web font load timeout and third-party script timeout. */
  fontLoadTimeoutMs: 3_000,
  scriptLoadTimeoutMs: 5_000,
  /** Push registration waits for idle at most this long. */
  pushRegistrationIdleTimeoutMs: 10_000,
  /** Service worker update check interval, and delay before acting on a waiting worker. */
  serviceWorkerCheckIntervalMs: 3_600_000,
  serviceWorkerWaitingDelayMs: 200,
  /** Slideshow block speed; banner slideshow interval; next slide preloads this long before it shows. */
  slideshowSpeedMs: 5_000,
  bannerSlideshowIntervalMs: 6_000,
  slidePreloadLeadMs: 2_000,
  /** Lazy-load scroll/resize throttle. */
  lazyLoadThrottleMs: 125,
});

export type TimingName = keyof typeof TIMINGS;
