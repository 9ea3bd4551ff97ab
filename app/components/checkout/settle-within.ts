/** How a promise settled, or that it had not settled within the time allowed. */
export type Settled<T> =
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; reason: unknown }
  | { status: 'timed-out' };

/**
 * Waits at most `milliseconds` for `promise` and answers how it settled, or that it had not. Never rejects: a
 * caller that must carry on whatever happens (a payment that posts without the browser's own checks) cannot
 * be stopped by what it waited for.
 */
export function settleWithin<T>(promise: Promise<T>, milliseconds: number): Promise<Settled<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ status: 'timed-out' }), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ status: 'fulfilled', value });
      },
      (reason: unknown) => {
        clearTimeout(timer);
        resolve({ status: 'rejected', reason });
      },
    );
  });
}
