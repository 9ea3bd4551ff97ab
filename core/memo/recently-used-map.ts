/**
 * A bounded memo that keeps what was used recently: at least the last `maxEntries` keys set or read, at most
 * twice as many. Two generations of plain Maps: new and refreshed entries go to the current one; when it is
 * full it becomes the previous one and the old previous is dropped whole. A hit in the current generation
 * costs one Map lookup (an exact LRU deletes and re-inserts on every hit, which showed in render profiles).
 * For pure, isomorphic memos in core/ that ship to the browser too, where the lru-cache package (the
 * server's choice) would add to every page's JavaScript.
 */
export class RecentlyUsedMap<K, V> {
  #current = new Map<K, V>();
  #previous = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  }

  get(key: K): V | undefined {
    const value = this.#current.get(key);
    if (value !== undefined) return value;
    const previous = this.#previous.get(key);
    if (previous !== undefined) {
      this.#previous.delete(key);
      this.#keep(key, previous);
    }
    return previous;
  }

  set(key: K, value: V): void {
    this.#previous.delete(key);
    this.#keep(key, value);
  }

  get size(): number {
    return this.#current.size + this.#previous.size;
  }

  #keep(key: K, value: V): void {
    if (!this.#current.has(key) && this.#current.size >= this.maxEntries) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(key, value);
  }
}

/** `compute(key)` remembered in a RecentlyUsedMap of `maxEntries`: for pure functions of a string key. */
export function memoised<V>(maxEntries: number, compute: (key: string) => V): (key: string) => V {
  const cache = new RecentlyUsedMap<string, V>(maxEntries);
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
