import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignAll, assignVariation, type SplitTestDefinition } from './assign';

const homepage: SplitTestDefinition = {
  name: 'teemill_homepage',
  started: true,
  variations: [{ name: 'Old', default: true }, { name: 'New' }],
};

describe('assignVariation', () => {
  it('lets a query parameter named after the test choose the variation', () => {
    expect(assignVariation(homepage, 'abc', new URLSearchParams('teemill_homepage=new'))).toEqual({
      name: 'teemill_homepage',
      variation: 'New',
    });
  });

  it('ignores a query value that names no variation', () => {
    const result = assignVariation(homepage, 'abc', new URLSearchParams('teemill_homepage=Purple'));
    expect(['Old', 'New']).toContain(result?.variation);
  });

  it('uses the default variation before the test starts', () => {
    const notStarted = { ...homepage, started: false };
    expect(assignVariation(notStarted, 'any', new URLSearchParams())?.variation).toBe('Old');
  });

  it('keeps a session on one variation', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (session) => {
        const first = assignVariation(homepage, session, new URLSearchParams());
        const second = assignVariation(homepage, session, new URLSearchParams());
        return first?.variation === second?.variation;
      }),
    );
  });

  it('spreads sessions over every variation', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 200; index += 1) {
      seen.add(assignVariation(homepage, `session-${index}`, new URLSearchParams())?.variation ?? '');
    }
    expect([...seen].sort()).toEqual(['New', 'Old']);
  });

  it('assigns every platform test', () => {
    expect(assignAll('s', new URLSearchParams()).map((entry) => entry.name)).toEqual([
      'favourite_products',
      'teemill_homepage',
    ]);
  });
});
