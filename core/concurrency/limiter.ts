/** Thrown when more tasks wait than the limiter accepts (the image renderer answers 503 for it). */
export class QueueFullError extends Error {
  constructor() {
    super('the queue is full');
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/** Runs at most `concurrency` tasks at once; up to `maxQueue` more wait in order, beyond that they are refused. */
export function createLimiter(concurrency: number, maxQueue: number): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active++;
      } else {
        if (queue.length >= maxQueue) throw new QueueFullError();
        // The finishing task hands its slot straight to the next waiter, so `active` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
