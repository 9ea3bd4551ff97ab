import { describe, expect, it } from 'vitest';
import { InProcessRenderQueue } from './queue';

/** A job runner whose jobs finish when the test lets them. */
function gatedRunner() {
  const started: number[] = [];
  const gates = new Map<number, () => void>();
  const run = (designId: number) =>
    new Promise<void>((resolve) => {
      started.push(designId);
      gates.set(designId, resolve);
    });
  const release = async (designId: number) => {
    while (!gates.has(designId)) await new Promise((resolve) => setImmediate(resolve));
    gates.get(designId)?.();
    gates.delete(designId);
  };
  return { run, started, release };
}

describe('InProcessRenderQueue', () => {
  it('renders one design at a time, in the order they were queued', async () => {
    const runner = gatedRunner();
    const queue = new InProcessRenderQueue(runner.run);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    await runner.release(1);
    expect(runner.started).toEqual([1, 2]);
    await runner.release(2);
    await runner.release(3);
    await queue.onIdle();
    expect(runner.started).toEqual([1, 2, 3]);
    expect(queue.size).toBe(0);
  });

  it('queues a design once while it waits or renders', async () => {
    const runner = gatedRunner();
    const queue = new InProcessRenderQueue(runner.run);
    queue.enqueue(7);
    queue.enqueue(7);
    queue.enqueue(8);
    queue.enqueue(8);
    expect(queue.size).toBe(2);
    await runner.release(7);
    await runner.release(8);
    await queue.onIdle();
    expect(runner.started).toEqual([7, 8]);
    // Once done, the same design may be queued again (a retry).
    queue.enqueue(7);
    await runner.release(7);
    await queue.onIdle();
    expect(runner.started).toEqual([7, 8, 7]);
  });

  it('logs a failing job and goes on with the next', async () => {
    const errors: unknown[] = [];
    const done: number[] = [];
    const queue = new InProcessRenderQueue(
      async (designId) => {
        if (designId === 1) throw new Error('broken');
        done.push(designId);
      },
      { error: (object) => errors.push(object) },
    );
    queue.enqueue(1);
    queue.enqueue(2);
    await queue.onIdle();
    expect(done).toEqual([2]);
    expect(errors).toHaveLength(1);
  });

  it('takes no more work once stopped, after finishing the current design', async () => {
    const runner = gatedRunner();
    const queue = new InProcessRenderQueue(runner.run);
    queue.enqueue(1);
    queue.enqueue(2);
    const stopped = queue.stop();
    await runner.release(1);
    await stopped;
    queue.enqueue(3);
    await queue.onIdle();
    expect(runner.started).toEqual([1]);
  });
});
