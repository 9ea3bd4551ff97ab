import { describe, expect, it } from 'vitest';
import { handlingFor, MAX_RETRY_MS, retryDelayMs } from './save-policy';

describe('save retries', () => {
  it('waits 2 s, then twice as long each time, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([
      2000,
      4000,
      8000,
      16000,
      30000,
      30000,
      MAX_RETRY_MS,
    ]);
    expect(retryDelayMs(0)).toBe(2000);
  });

  it('retries what may pass and not what the server refused', () => {
    expect(handlingFor(0)).toBe('retry');
    expect(handlingFor(500)).toBe('retry');
    expect(handlingFor(503)).toBe('retry');
    expect(handlingFor(429)).toBe('retry');
    expect(handlingFor(419)).toBe('retry');
    expect(handlingFor(422)).toBe('invalid');
    expect(handlingFor(413)).toBe('invalid');
    expect(handlingFor(404)).toBe('give-up');
    expect(handlingFor(403)).toBe('give-up');
  });
});
