import type { ResolvedBlockData } from './block-data';

/** How long what a page's blocks show is shared between visitors: as long as a shared page render. */
export const BLOCK_DATA_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

/**
 * What a page's blocks show (product lists, feeds, factories) is the same for every shopper of a store, so
 * it is kept a few seconds per store, page and page version, and concurrent renders share one read. Badge
 * figures are personal and never go in (their pages are read afresh).
 */
export class BlockDataCache {
  readonly #entries = new Map<string, { expires: number; data: Promise<ResolvedBlockData> }>();

  constructor(
    private readonly ttlMs = BLOCK_DATA_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static key(storeId: number, url: string, version: number): string {
    return `${storeId}\u0000${url}\u0000${version}`;
  }

  get(key: string, load: () => Promise<ResolvedBlockData>): Promise<ResolvedBlockData> {
    const now = this.now();
    const cached = this.#entries.get(key);
    if (cached && cached.expires > now) return cached.data;
    if (this.#entries.size >= MAX_ENTRIES) {
      for (const [entryKey, entry] of this.#entries) if (entry.expires <= now) this.#entries.delete(entryKey);
      const oldest = this.#entries.keys().next().value;
      if (this.#entries.size >= MAX_ENTRIES && oldest !== undefined) this.#entries.delete(oldest);
    }
    const data = load();
    this.#entries.set(key, { expires: now + this.ttlMs, data });
    // A failed read is not kept: the next render tries again.
    data.catch(() => {
      if (this.#entries.get(key)?.data === data) this.#entries.delete(key);
    });
    return data;
  }

  get size(): number {
    return this.#entries.size;
  }
}
