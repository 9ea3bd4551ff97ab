/**
 * When a failed save is tried again. The shopper's design is already kept locally, so a save that fails for
 * reasons that may pass (no network, a timeout, the server busy or failing) is retried with growing waits;
 * one the server refused as invalid (422) is not, and its message is shown.
 */

/** The first retry waits this long; each next one twice as long, up to the maximum. */
export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 30_000;

/** How long to wait before retry number `attempt` (1 for the first retry). */
export function retryDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 10));
}

export type FailureHandling = 'retry' | 'invalid' | 'give-up';

/**
 * What to do about a failed request, by HTTP status (0: no answer, the network failed or timed out).
 * 419 (the XSRF token expired) is retried too: the retry carries the fresh cookie.
 */
export function handlingFor(status: number): FailureHandling {
  if (status === 0 || status === 408 || status === 419 || status === 425 || status === 429) return 'retry';
  if (status >= 500) return 'retry';
  if (status === 422 || status === 400 || status === 413) return 'invalid';
  return 'give-up';
}
