import { describe, expect, it } from 'vitest';
import { createRenderTurns } from './render-turns';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder() {
  const events: string[] = [];
  let running = 0;
  let peak = 0;
  const render =
    (name: string, ms: number, fail = false) =>
    async () => {
      events.push(`start ${name}`);
      running++;
      peak = Math.max(peak, running);
      await wait(ms);
      running--;
      events.push(`end ${name}`);
      if (fail) throw new Error(`${name} failed`);
      return name;
    };
  return { events, render, peak: () => peak };
}

describe('createRenderTurns', () => {
  it('renders one document at a time, in the order they came, each answered with its own result', async () => {
    const inTurn = createRenderTurns({ longestTurnMs: 1_000 });
    const { events, render, peak } = recorder();
    const results = await Promise.all(['a', 'b', 'c'].map((name) => inTurn(render(name, 5))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(peak()).toBe(1);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the next render start when one runs past the longest turn, without dropping the slow one', async () => {
    const inTurn = createRenderTurns({ longestTurnMs: 20 });
    const { events, render } = recorder();
    const slow = inTurn(render('slow', 200));
    const quick = inTurn(render('quick', 5));
    await expect(quick).resolves.toBe('quick');
    expect(events).toEqual(['start slow', 'start quick', 'end quick']);
    await expect(slow).resolves.toBe('slow');
  });

  it('passes a failed render on and frees its turn', async () => {
    const inTurn = createRenderTurns({ longestTurnMs: 1_000 });
    const { render } = recorder();
    const failed = inTurn(render('broken', 5, true));
    const next = inTurn(render('next', 5));
    await expect(failed).rejects.toThrow('broken failed');
    await expect(next).resolves.toBe('next');
  });

  it('passes on a render that throws before returning a promise', async () => {
    const inTurn = createRenderTurns({ longestTurnMs: 1_000 });
    await expect(
      inTurn(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(inTurn(async () => 'after')).resolves.toBe('after');
  });
});
