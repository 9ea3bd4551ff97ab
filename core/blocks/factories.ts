/**
 * Item factories (spec §3): a block's `factory` property names a data source and parameters; its items
 * are filled from what the source returns. Fetching is injected (the server reads the database, the
 * browser calls the API), and each (source, params) is fetched once per cache.
 *
 * The cache belongs to the fetcher function: by default resolveFactory keeps one cache per fetcher (a
 * WeakMap keyed by the function), so a fetcher made per store, or per request, never shares results with
 * another store.
 */
import { LIMITS } from '../constants/limits';
import { BLOCK_ERRORS } from './messages';
import { FACTORY_SOURCES, type FactorySource, isSafeAsyncPath } from './rules';
import { type Block, blockFromStored, newUid } from './types';

export { FACTORY_SOURCES, type FactorySource, isSafeAsyncPath };

export type FactoryParams = Readonly<Record<string, string | number | boolean>>;

export interface FactorySpec {
  source?: FactorySource | string | null;
  params?: FactoryParams | null;
}

/**
 * One record of a source. Fetchers return what they have; the mapping reads the fields it knows:
 * products (name, urlName, image, price, salePrice), collections (name, urlName, image), blog posts
 * (title, url, image), Instagram posts (image or src, href), uploaded images (src or image).
 */
export interface FactoryRecord {
  id?: string | number | null;
  name?: string | null;
  title?: string | null;
  urlName?: string | null;
  url?: string | null;
  href?: string | null;
  image?: string | null;
  src?: string | null;
  price?: number | null;
  salePrice?: number | null;
  caption?: string | null;
}

export type FetchSource = (source: FactorySource, params: FactoryParams) => Promise<readonly FactoryRecord[]>;

/** Fetch results by (source, params); the promise is stored so concurrent requests share one fetch. */
export class FactoryCache {
  readonly #entries = new Map<string, Promise<readonly FactoryRecord[]>>();

  static key(source: string, params: FactoryParams): string {
    const sorted = Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]);
    return `${source}:${JSON.stringify(sorted)}`;
  }

  get(
    source: FactorySource,
    params: FactoryParams,
    fetchSource: FetchSource,
  ): Promise<readonly FactoryRecord[]> {
    const key = FactoryCache.key(source, params);
    const cached = this.#entries.get(key);
    if (cached) return cached;
    const pending = fetchSource(source, params).catch((error: unknown) => {
      // A failed fetch is not cached: the next render tries again.
      this.#entries.delete(key);
      throw error;
    });
    this.#entries.set(key, pending);
    return pending;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

const cachesByFetcher = new WeakMap<FetchSource, FactoryCache>();

function cacheFor(fetchSource: FetchSource): FactoryCache {
  let cache = cachesByFetcher.get(fetchSource);
  if (!cache) {
    cache = new FactoryCache();
    cachesByFetcher.set(fetchSource, cache);
  }
  return cache;
}

/** The limit used when the factory names none. */
export const FACTORY_DEFAULT_LIMITS: Readonly<Record<FactorySource, number>> = Object.freeze({
  products: LIMITS.productListLimit,
  collections: 12,
  blogPosts: 6,
  instagramPosts: LIMITS.instagramLimit,
  uploadedImages: 12,
});
const MAX_ITEMS = 100;

function isFactorySource(value: unknown): value is FactorySource {
  return typeof value === 'string' && (FACTORY_SOURCES as readonly string[]).includes(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function price(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A child block (card or image) for one record of a source. */
export function factoryItem(source: FactorySource, record: FactoryRecord, parent: string): Block {
  const base = {
    uid: `${parent}:${source}:${record.id ?? newUid()}`,
    id: null,
    order: Number.POSITIVE_INFINITY,
    size: { x: 3, y: 1 },
    flags: {},
    items: [],
    parent,
    unpublished: false,
    template: null,
  };
  switch (source) {
    case 'products':
      return {
        ...base,
        type: 'card',
        properties: {
          title: text(record.name ?? record.title),
          image: text(record.image),
          href: record.urlName ? `/product/${encodeURIComponent(record.urlName)}/` : text(record.href),
          price: price(record.price),
          salePrice: price(record.salePrice),
        },
      };
    case 'collections':
      return {
        ...base,
        type: 'card',
        properties: {
          title: text(record.name ?? record.title),
          image: text(record.image),
          href: record.urlName ? `/collection/${encodeURIComponent(record.urlName)}/` : text(record.href),
        },
      };
    case 'blogPosts':
      return {
        ...base,
        type: 'card',
        properties: {
          title: text(record.title ?? record.name),
          image: text(record.image),
          href: text(record.url ?? record.href),
        },
      };
    case 'instagramPosts':
    case 'uploadedImages':
      return {
        ...base,
        type: 'image',
        properties: {
          src: text(record.src ?? record.image),
          alt: text(record.caption ?? record.title),
          href: text(record.href ?? record.url),
        },
      };
  }
}

export interface ResolveFactoryOptions {
  /** Where results are kept; by default one cache per fetcher function. */
  cache?: FactoryCache;
}

/**
 * The block with its items filled from its factory (cached by source and params after the first fetch).
 * A block without a factory is returned as it is; a factory without a (known) source throws
 * 'Factory has no source'. The items replace any the block had; their count is the params' limit
 * (the source's default limit when none, at most 100).
 */
export async function resolveFactory(
  block: Block,
  fetchSource: FetchSource,
  options: ResolveFactoryOptions = {},
): Promise<Block> {
  const factory = block.properties.factory as FactorySpec | null | undefined;
  if (factory === undefined || factory === null) return block;
  if (!isFactorySource(factory.source)) throw new Error(BLOCK_ERRORS.factoryNoSource);
  const source = factory.source;
  const params: FactoryParams = { ...(factory.params ?? {}) };
  const requested = typeof params.limit === 'number' ? params.limit : FACTORY_DEFAULT_LIMITS[source];
  const limit = Math.min(MAX_ITEMS, Math.max(1, Math.floor(requested)));
  const cache = options.cache ?? cacheFor(fetchSource);
  const records = await cache.get(source, { ...params, limit }, fetchSource);
  return { ...block, items: records.slice(0, limit).map((record) => factoryItem(source, record, block.uid)) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nested(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return current;
}

/**
 * One entry of a source's answer as a factory record with its source, read by its shape: blog posts
 * (metaImage.banner), uploaded files (thumbnails.original), collections (banner.thumbnails.full), products
 * (urlName and a price) and Instagram posts (image and href). Null for anything else.
 */
export function recordFromAnswer(entry: unknown): { source: FactorySource; record: FactoryRecord } | null {
  if (!isRecord(entry)) return null;
  const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? entry.id : null;
  if (isRecord(entry.metaImage)) {
    return {
      source: 'blogPosts',
      record: {
        id: id ?? text(entry.url),
        title: text(entry.title),
        url: text(entry.url),
        image: text(entry.metaImage.banner),
      },
    };
  }
  const original = nested(entry, 'thumbnails', 'original');
  if (typeof original === 'string') {
    return {
      source: 'uploadedImages',
      record: { id, src: original, caption: text(entry.altText) || text(entry.name) },
    };
  }
  const banner = nested(entry, 'banner', 'thumbnails', 'full');
  if (typeof entry.urlName === 'string' && typeof entry.price !== 'number') {
    return {
      source: 'collections',
      record: {
        id,
        name: text(entry.name),
        urlName: entry.urlName,
        image: typeof banner === 'string' ? banner : null,
      },
    };
  }
  if (typeof entry.urlName === 'string') {
    return {
      source: 'products',
      record: {
        id,
        name: text(entry.name),
        urlName: entry.urlName,
        image: text(entry.image),
        price: price(entry.price),
        salePrice: price(entry.salePrice),
      },
    };
  }
  if (typeof entry.image === 'string' && typeof entry.href === 'string') {
    return {
      source: 'instagramPosts',
      record: { id, src: entry.image, href: entry.href, caption: text(entry.caption) },
    };
  }
  return null;
}

/**
 * A block's items from what its asyncItems path answered (a list, or `{ items }` or `{ data }` holding
 * one): entries with a `type` are blocks as stored; other entries are records of a data source (a blog,
 * Instagram, file library, collection or product answer) made into items as the factories make them.
 * Anything unreadable is left out.
 */
export function itemsFromAnswer(answer: unknown, parent: string): Block[] {
  const list = Array.isArray(answer)
    ? answer
    : isRecord(answer) && Array.isArray(answer.items)
      ? answer.items
      : isRecord(answer) && Array.isArray(answer.data)
        ? answer.data
        : [];
  return list.slice(0, MAX_ITEMS).flatMap((entry): Block[] => {
    if (isRecord(entry) && typeof entry.type === 'string' && entry.type !== '') {
      return [blockFromStored(entry, { parent })];
    }
    const found = recordFromAnswer(entry);
    return found ? [factoryItem(found.source, found.record, parent)] : [];
  });
}
