import { affects, type StoreChange } from './changes';
import { collectShown, noteShown } from './shown';

/** As long as a shared page render (server/page-cache.ts). */
export const SHARED_READS_TTL_MS = 10_000;
const SHARED_READS_MAX_ENTRIES = 500;

interface Entry<T> {
  expires: number;
  storeId: number;
  data: Promise<T>;
  /** The tags of what the read showed; null while it runs. */
  shown: Set<string> | null;
}

/**
 * Reads that are the same for every visitor of a store, kept a few seconds and shared by concurrent renders.
 * Keys start with the store's id and a NUL. Each entry keeps the tags its read noted (noteShown), which
 * whoever uses it notes again; a change to what an entry shows (applyChange) drops it at once, and a change
 * to its store drops the reads still running, so a read that a change overtook is never kept.
 */
export class SharedReads<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = SHARED_READS_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = SHARED_READS_MAX_ENTRIES,
  ) {}

  static key(storeId: number, ...parts: (string | number)[]): string {
    return [storeId, ...parts].join('\u0000');
  }

  /**
   * The shared read of `key`, made by `load` when there is none. A value `keep` refuses (say, nothing found:
   * it notes no tag a later write would name) answers the reads that shared it and is not kept.
   */
  async get(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const now = this.now();
    let entry = this.#entries.get(key);
    if (!entry || entry.expires <= now) {
      this.#makeRoom(now);
      entry = this.#start(key, now, load, keep);
    }
    const data = await entry.data;
    // Whoever renders with a shared read shows what it shows.
    if (entry.shown) noteShown(...entry.shown);
    return data;
  }

  /** Drops the entries a change touches, and the reads still running for its store. */
  applyChange(change: StoreChange): void {
    for (const [key, entry] of this.#entries) {
      if (affects(change, entry.storeId, entry.shown)) this.#entries.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #start(key: string, now: number, load: () => Promise<T>, keep: (value: T) => boolean): Entry<T> {
    const entry: Entry<T> = {
      expires: now + this.ttlMs,
      storeId: Number.parseInt(key, 10),
      shown: null,
      data: Promise.resolve(null as T),
    };
    entry.data = collectShown(load).then(({ value, tags }) => {
      entry.shown = tags;
      if (!keep(value) && this.#entries.get(key) === entry) this.#entries.delete(key);
      return value;
    });
    this.#entries.set(key, entry);
    // A failed read is not kept: the next render tries again.
    entry.data.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry;
  }

  #makeRoom(now: number): void {
    if (this.#entries.size < this.maxEntries) return;
    for (const [entryKey, entry] of this.#entries) if (entry.expires <= now) this.#entries.delete(entryKey);
    const oldest = this.#entries.keys().next().value;
    if (this.#entries.size >= this.maxEntries && oldest !== undefined) this.#entries.delete(oldest);
  }
}
