import { describe, expect, it } from 'vitest';
import { RestartPolicy } from './cluster-restarts';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('RestartPolicy', () => {
  it('restarts a first death after a short wait, and doubles the wait for each further death', () => {
    const { now } = clock();
    const policy = new RestartPolicy({ now, firstDelayMs: 250, maxDelayMs: 10_000, maxDeathsInWindow: 10 });
    const delays = Array.from({ length: 8 }, () => policy.workerDied());
    expect(delays).toEqual(
      [250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000].map((delayMs) => ({ action: 'restart', delayMs })),
    );
  });

  it('gives up on a crash loop: more deaths than the limit within the window', () => {
    const { now, advance } = clock();
    const policy = new RestartPolicy({ now, windowMs: 60_000, maxDeathsInWindow: 3 });
    for (let death = 0; death < 3; death += 1) {
      expect(policy.workerDied().action).toBe('restart');
      advance(5_000);
    }
    expect(policy.workerDied()).toEqual({ action: 'give-up', deaths: 4 });
  });

  it('forgets deaths older than the window: an occasional crash is restarted at once for ever', () => {
    const { now, advance } = clock();
    const policy = new RestartPolicy({ now, windowMs: 60_000, maxDeathsInWindow: 3, firstDelayMs: 250 });
    for (let death = 0; death < 20; death += 1) {
      expect(policy.workerDied()).toEqual({ action: 'restart', delayMs: 250 });
      advance(60_000);
    }
  });

  it('counts only the deaths still within the window towards the wait', () => {
    const { now, advance } = clock();
    const policy = new RestartPolicy({ now, windowMs: 60_000, firstDelayMs: 100 });
    policy.workerDied();
    advance(40_000);
    expect(policy.workerDied()).toEqual({ action: 'restart', delayMs: 200 });
    advance(30_000);
    // The first death is 70 s old now: this one is the second in the window.
    expect(policy.workerDied()).toEqual({ action: 'restart', delayMs: 200 });
  });
});
