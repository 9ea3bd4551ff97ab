import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BASKET_HINT_COOKIE } from '../core/basket';
import { CURRENCY_COOKIE } from '../core/money';
import { affects, type StoreChange } from '../domain/cache-invalidation';
import { cookieNamesOf } from './plugins/cookie-names';
import { previewTokenOf } from './theme-preview';

/**
 * A micro-cache of anonymous storefront renders, as a CDN would keep: a few seconds per URL, so a burst of
 * visitors costs one render. Only GET and HEAD; never for a visitor with a session or a basket, never a
 * response that sets cookies or is not a 200. A request with Cache-Control: no-cache skips it.
 * Each entry keeps the tags of what its render showed (domain/cache-invalidation): a change drops exactly
 * the entries of its store that show what changed, at once.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  brotli: Buffer | null;
  expires: number;
  storeId: number;
  shown: ReadonlySet<string>;
}

/** What a render showed, and the change mark taken before it started (PageCache.mark). */
export interface RenderShown {
  storeId: number;
  tags: ReadonlySet<string>;
  since: number;
}

/** Changes remembered to judge renders that were running when they came; older renders are not kept. */
const RECENT_CHANGES = 256;

export const PAGE_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
/**
 * Bytes of pages kept at once, least recently used forgotten first: a 170 KB home page makes 2,000 entries
 * 340 MB, far more than the process should hold for a cache that only has to last a burst.
 */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** An entry's share of the budget: its body and headers, and room for the brotli copy made on first use. */
function entryBytes(entry: CachedPage): number {
  const headerBytes = entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return entry.body.length + Math.ceil(entry.body.length / 4) + headerBytes;
}
/** Cookies that make a page personal: the session, and the hint that the visitor has a basket. */
export const PERSONAL_COOKIES = [...cookieNamesOf('session'), BASKET_HINT_COOKIE];
/** Pages about the visitor themselves are never shared, whatever their cookies say. */
const PERSONAL_PATHS =
  /^\/(basket|checkout|favourites|login|sign-up|dashboard|order-history|receipt|invoice|returns|edit-order|update-address|advanced-quote|pay|mockup|currency|forms|subscription-verified)(\/|$|\?|\.)/;

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly recent: { mark: number; change: StoreChange }[] = [];
  private changeCount = 0;

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {
    this.entries = new LRUCache({ max: MAX_ENTRIES, maxSize: maxBytes, sizeCalculation: entryBytes });
  }

  /** The cache key for a request, or null when its answer must not be shared. */
  keyFor(request: FastifyRequest): string | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (request.tenant.kind !== 'store') return null;
    if (PERSONAL_PATHS.test(request.url)) return null;
    // A theme preview is one manager's draft (decision 0012).
    if (previewTokenOf(request.url) !== null) return null;
    // A store behind a password or a countdown shows each visitor what they may see: never shared.
    const { settings } = request.tenant.store;
    if (settings.passwordProtected || settings.comingSoonPageData.enabled) return null;
    if (PERSONAL_COOKIES.some((name) => request.cookies[name])) return null;
    const cacheControl = `${request.headers['cache-control'] ?? ''} ${request.headers.pragma ?? ''}`;
    if (/no-cache|no-store/i.test(cacheControl)) return null;
    const currency = request.cookies[CURRENCY_COOKIE] ?? '';
    return `${request.tenant.store.id}\u0000${request.headers.host ?? ''}\u0000${request.url}\u0000${currency}`;
  }

  get(key: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** A mark to take before rendering: set() refuses the render if a change it may show came after it. */
  mark(): number {
    return this.changeCount;
  }

  /** Keeps a finished response when it is shareable and nothing it shows changed while it rendered. */
  set(key: string, status: number, headers: Headers, body: Buffer, shown: RenderShown): void {
    if (status !== 200 || headers.has('set-cookie')) return;
    if (this.changedSince(shown)) return;
    this.entries.set(key, {
      status,
      headers: [...headers],
      body,
      brotli: null,
      expires: Date.now() + this.ttlMs,
      storeId: shown.storeId,
      shown: shown.tags,
    });
  }

  /** Drops the entries a change touches: of its store (or every store), showing one of its tags. */
  applyChange(change: StoreChange): void {
    this.changeCount += 1;
    this.recent.push({ mark: this.changeCount, change });
    if (this.recent.length > RECENT_CHANGES) this.recent.shift();
    const touched = [...this.entries.entries()].filter(([, entry]) =>
      affects(change, entry.storeId, entry.shown),
    );
    for (const [key] of touched) this.entries.delete(key);
  }

  private changedSince(shown: RenderShown): boolean {
    if (shown.since === this.changeCount) return false;
    const oldest = this.recent[0];
    if (!oldest || oldest.mark > shown.since + 1) return true;
    return this.recent.some(
      ({ mark, change }) => mark > shown.since && affects(change, shown.storeId, shown.tags),
    );
  }

  /** The brotli form of an entry, made once. */
  brotli(entry: CachedPage): Buffer {
    entry.brotli ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return entry.brotli;
  }

  /** Forgets a store's pages, after its catalogue or settings change. */
  invalidateStore(storeId: number): void {
    const prefix = `${storeId}\u0000`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the entries count against PAGE_CACHE_MAX_BYTES. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
