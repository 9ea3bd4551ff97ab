/**
 * A Map that keeps at most `maxEntries`, forgetting the least recently used first (a hit moves an entry to
 * the back of the Map's insertion order). For pure, isomorphic memos in core/ that ship to the browser too,
 * where the lru-cache package (the server's choice) would add to every page's JavaScript.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** `compute(key)` remembered in an LruMap of `maxEntries`: for pure functions of a string key. */
export function memoised<V>(maxEntries: number, compute: (key: string) => V): (key: string) => V {
  const cache = new LruMap<string, V>(maxEntries);
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
