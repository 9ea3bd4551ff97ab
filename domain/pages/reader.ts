import { TIMINGS } from '../../core/constants/timings';
import { normalisePageUrl, type Page } from '../../core/pages';
import { EVERYTHING, noteShown, pageTag, type StoreChange } from '../cache-invalidation';
import type { ServiceContext } from '../context';
import { isInternalActor } from './access';
import { loadPageRowByUrl, type PageCacheInvalidator, pageFromRow, pageVersionAt } from './service';

interface Entry {
  /** The stored page, published or not (visibility is decided per reader); null when there is none. */
  page: Readonly<Page> | null;
  version: number | null;
  checkedAt: number;
}

export interface PageReaderOptions {
  /** How long a read is served without asking the database again: 30 s (spec §9 page fetch dedupe). */
  ttlMs?: number;
  /** Cached addresses kept, least recently used dropped first. */
  maxEntries?: number;
  now?: () => number;
}

export interface PageReaderStats {
  /** Full page loads. */
  loads: number;
  /** Cheap version checks after the window. */
  versionChecks: number;
  /** Reads answered from the cache without a query. */
  hits: number;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Deduplicated page reads for the storefront catch-all (spec §4: a fetch is not repeated within 30 s, and
 * is refreshed when the version differs). Keyed by store and normalised address:
 * - within the window the cached page is answered with no query, unless the caller knows a different
 *   version (route meta carries each page's version), which reloads it;
 * - after the window a cheap version query decides: same version → kept for another window, otherwise
 *   reloaded;
 * - concurrent reads of one address share one load; writes call invalidate().
 * The cached page is shared and deep-frozen: read it, never change it. One reader per database.
 */
export class PageReader implements PageCacheInvalidator {
  readonly stats: PageReaderStats = { loads: 0, versionChecks: 0, hits: 0 };
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Entry>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Bumped by invalidate so a load that started before it is not cached. */
  #generation = 0;

  constructor(options: PageReaderOptions = {}) {
    this.#ttlMs = options.ttlMs ?? TIMINGS.pageFetchDedupeMs;
    this.#maxEntries = options.maxEntries ?? 1_000;
    this.#now = options.now ?? Date.now;
  }

  static key(storeId: number, url: string): string {
    return `${storeId}:${normalisePageUrl(url)}`;
  }

  /** What getPageByUrl answers (null unless the page exists and the actor may see it), deduplicated. */
  async read(
    ctx: ServiceContext,
    url: string,
    options: { knownVersion?: number } = {},
  ): Promise<Readonly<Page> | null> {
    noteShown(pageTag(normalisePageUrl(url)));
    const entry = await this.#entry(ctx, url, options.knownVersion);
    if (!entry.page) return null;
    return entry.page.published || isInternalActor(ctx) ? entry.page : null;
  }

  /** Drops the cached page at an address of a store, or all of the store's pages. */
  invalidate(storeId: number, url?: string): void {
    this.#generation += 1;
    if (url !== undefined) {
      const key = PageReader.key(storeId, url);
      this.#entries.delete(key);
      this.#pending.delete(key);
      return;
    }
    const prefix = `${storeId}:`;
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key);
    for (const key of [...this.#pending.keys()]) if (key.startsWith(prefix)) this.#pending.delete(key);
  }

  /** Drops the pages a change names (page:{url}), in this process, whoever wrote them. */
  applyChange(change: StoreChange): void {
    if (change.tags.includes(EVERYTHING)) {
      if (change.storeId === null) this.clear();
      else this.invalidate(change.storeId);
      return;
    }
    for (const tag of change.tags) {
      if (!tag.startsWith('page:')) continue;
      if (change.storeId === null) this.clear();
      else this.invalidate(change.storeId, tag.slice('page:'.length));
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  async #entry(ctx: ServiceContext, url: string, knownVersion: number | undefined): Promise<Entry> {
    const key = PageReader.key(ctx.store.id, url);
    const cached = this.#entries.get(key);
    const now = this.#now();
    if (cached && (knownVersion === undefined || knownVersion === cached.version)) {
      if (now - cached.checkedAt < this.#ttlMs) {
        this.stats.hits += 1;
        this.#touch(key, cached);
        return cached;
      }
    }
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const work = this.#refresh(ctx, url, cached, knownVersion, now)
      .then((entry) => {
        // A load that overlapped an invalidation may hold what was just replaced: answer it, keep it not.
        if (this.#generation === generation) this.#store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.#pending.get(key) === work) this.#pending.delete(key);
      });
    this.#pending.set(key, work);
    return work;
  }

  async #refresh(
    ctx: ServiceContext,
    url: string,
    cached: Entry | undefined,
    knownVersion: number | undefined,
    now: number,
  ): Promise<Entry> {
    if (cached && (knownVersion === undefined || knownVersion === cached.version)) {
      this.stats.versionChecks += 1;
      const version = await pageVersionAt(ctx.db, ctx.store.id, url);
      if (version === cached.version) return { ...cached, checkedAt: now };
    }
    this.stats.loads += 1;
    const row = await loadPageRowByUrl(ctx.db, ctx.store.id, url);
    return {
      page: row ? deepFreeze(pageFromRow(row)) : null,
      version: row?.version ?? null,
      checkedAt: now,
    };
  }

  #touch(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  #store(key: string, entry: Entry): void {
    this.#touch(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
