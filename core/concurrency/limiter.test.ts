import { describe, expect, it } from 'vitest';
import { createLimiter, QueueFullError } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLimiter', () => {
  it('never runs more than its concurrency at once and runs everything', async () => {
    const limiter = createLimiter(2, 100);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limiter.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('starts waiting tasks in the order they came', async () => {
    const limiter = createLimiter(1, Number.POSITIVE_INFINITY);
    const started: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        limiter.run(async () => {
          started.push(i);
          await tick();
        }),
      ),
    );
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses work beyond the queue and frees slots after failures', async () => {
    const limiter = createLimiter(1, 1);
    const first = limiter.run(async () => {
      await tick();
      throw new Error('boom');
    });
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('second');
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });
});
