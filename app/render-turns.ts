import { createLimiter } from '../core/concurrency';

export interface RenderTurnOptions {
  /** A render still running after this long lets the next one start: a slow render delays others, never stalls them. */
  longestTurnMs: number;
}

/**
 * Document renders take turns (decision 0020, addendum "2026-11-27 afternoon"): React's renders are CPU work
 * in small slices, so twenty at once interleave and each holds its whole tree alive twenty times as long,
 * where the garbage collector must copy and promote it. One at a time, in the order they came, each render's
 * objects die young; under 20 connections a home page took 14–20 % less CPU. Loaders run before their
 * turn, so a slow query never holds one.
 */
export function createRenderTurns({ longestTurnMs }: RenderTurnOptions) {
  const limiter = createLimiter(1, Number.POSITIVE_INFINITY);
  return function inTurn<T>(render: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      limiter
        .run(
          () =>
            new Promise<void>((endTurn) => {
              const timer = setTimeout(endTurn, longestTurnMs);
              Promise.resolve()
                .then(render)
                .then(resolve, reject)
                .finally(() => {
                  clearTimeout(timer);
                  endTurn();
                });
            }),
        )
        .catch(reject);
    });
  };
}
