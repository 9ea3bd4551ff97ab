import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Settled, settleWithin } from './settle-within';

/** A promise settled by the test. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** What `settleWithin` has answered so far: undefined while it waits. */
function watch<T>(answer: Promise<Settled<T>>) {
  let settled: Settled<T> | undefined;
  void answer.then((value) => {
    settled = value;
  });
  return () => settled;
}

describe('settleWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the value of a promise that resolves in time', async () => {
    const loading = deferred<string>();
    const answer = watch(settleWithin(loading.promise, 2000));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer()).toBeUndefined();
    loading.resolve('loaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(answer()).toEqual({ status: 'fulfilled', value: 'loaded' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the reason of a promise that rejects in time, without rejecting itself', async () => {
    const failure = new Error('chunk failed');
    const loading = deferred<string>();
    const answer = watch(settleWithin(loading.promise, 2000));
    loading.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(answer()).toEqual({ status: 'rejected', reason: failure });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers timed-out once the time is up, and keeps that answer when the promise settles later', async () => {
    const loading = deferred<string>();
    const answer = watch(settleWithin(loading.promise, 2000));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer()).toEqual({ status: 'timed-out' });
    loading.resolve('too late');
    await vi.advanceTimersByTimeAsync(5000);
    expect(answer()).toEqual({ status: 'timed-out' });
  });

  it('answers timed-out for a promise that never settles', async () => {
    const answer = watch(settleWithin(new Promise<never>(() => undefined), 500));
    await vi.advanceTimersByTimeAsync(500);
    expect(answer()).toEqual({ status: 'timed-out' });
  });
});
