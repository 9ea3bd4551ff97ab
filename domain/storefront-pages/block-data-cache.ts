import { affects, collectShown, noteShown, type StoreChange } from '../cache-invalidation';
import type { ResolvedBlockData } from './block-data';

/** How long what a page's blocks show is shared between visitors: as long as a shared page render. */
export const BLOCK_DATA_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  storeId: number;
  data: Promise<ResolvedBlockData>;
  /** The tags of what the read showed; null while it runs. */
  shown: Set<string> | null;
}

/**
 * What a page's blocks show (product lists, feeds, factories) is the same for every shopper of a store, so
 * it is kept a few seconds per store, page and page version, and concurrent renders share one read. Badge
 * figures are personal and never go in (their pages are read afresh). A change to what an entry shows
 * (applyChange) drops it at once.
 */
export class BlockDataCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = BLOCK_DATA_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static key(storeId: number, url: string, version: number): string {
    return `${storeId}\u0000${url}\u0000${version}`;
  }

  async get(key: string, load: () => Promise<ResolvedBlockData>): Promise<ResolvedBlockData> {
    const now = this.now();
    let entry = this.#entries.get(key);
    if (!entry || entry.expires <= now) {
      this.#makeRoom(now);
      entry = this.#start(key, now, load);
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

  #start(key: string, now: number, load: () => Promise<ResolvedBlockData>): Entry {
    const entry: Entry = {
      expires: now + this.ttlMs,
      storeId: Number.parseInt(key, 10),
      shown: null,
      data: Promise.resolve(null as unknown as ResolvedBlockData),
    };
    entry.data = collectShown(load).then(({ value, tags }) => {
      entry.shown = tags;
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
    if (this.#entries.size < MAX_ENTRIES) return;
    for (const [entryKey, entry] of this.#entries) if (entry.expires <= now) this.#entries.delete(entryKey);
    const oldest = this.#entries.keys().next().value;
    if (this.#entries.size >= MAX_ENTRIES && oldest !== undefined) this.#entries.delete(oldest);
  }
}
