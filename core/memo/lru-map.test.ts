import { describe, expect, it } from 'vitest';
import { LruMap, memoised } from './lru-map';

describe('LruMap', () => {
  it('keeps at most maxEntries, forgetting the least recently used first', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('replaces a value without growing', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
    expect(map.size).toBe(1);
  });

  it('refuses a size below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
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
    length('de');
    length('f');
    expect(length('abc')).toBe(3);
    expect(calls).toBe(4);
  });
});
