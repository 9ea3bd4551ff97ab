import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoised, RecentlyUsedMap } from './recently-used-map';

describe('RecentlyUsedMap', () => {
  it('keeps the last maxEntries keys used, and forgets a key unused for twice as many', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    map.set('d', 4);
    // a and b went to the previous generation when c came; a read of a would have kept it. d pushed them out.
    expect(map.get('c')).toBe(3);
    expect(map.get('d')).toBe(4);
    map.set('e', 5);
    map.set('f', 6);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBeUndefined();
  });

  it('keeps a key that is read, however many others come', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('kept', 0);
    for (let index = 0; index < 20; index++) {
      map.set(`other-${index}`, index);
      expect(map.get('kept')).toBe(0);
    }
  });

  it('replaces a value without growing', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
    expect(map.size).toBe(1);
  });

  it('never holds more than twice maxEntries, and always the last maxEntries used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 12 })), { maxLength: 80 }),
        (maxEntries, operations) => {
          const map = new RecentlyUsedMap<number, number>(maxEntries);
          const stored = new Map<number, number>();
          const used: number[] = [];
          for (const [isSet, key] of operations) {
            if (isSet) {
              map.set(key, key * 10);
              stored.set(key, key * 10);
              used.push(key);
            } else if (map.get(key) !== undefined) {
              used.push(key);
            }
            expect(map.size).toBeLessThanOrEqual(2 * maxEntries);
          }
          const recent = [...new Set(used.reverse())].slice(0, maxEntries);
          for (const key of recent) expect(map.get(key)).toBe(stored.get(key));
        },
      ),
    );
  });

  it('refuses a size below one', () => {
    expect(() => new RecentlyUsedMap(0)).toThrow(RangeError);
  });
});

describe('memoised', () => {
  it('computes each key once while it is remembered', () => {
    let calls = 0;
    const length = memoised(2, (key) => {
      calls += 1;
      return key.length;
    });
    expect(length('abc')).toBe(3);
    expect(length('abc')).toBe(3);
    expect(calls).toBe(1);
    for (const key of ['de', 'f', 'gh', 'ijk']) length(key);
    expect(length('abc')).toBe(3);
    expect(calls).toBe(6);
  });
});
