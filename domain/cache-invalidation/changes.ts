/**
 * What a write changed, as the database announces it (migration 0008_change_notifications): a store (null:
 * every store) and tags naming what changed. A cached page carries the tags of what it shows; a change
 * drops exactly the cached pages of its store that share a tag, or all of them for a store-wide tag.
 */
export interface StoreChange {
  storeId: number | null;
  tags: readonly string[];
}

/** The channel the database's triggers NOTIFY on. */
export const CHANGE_CHANNEL = 'printfront_changes';

/** Every page of a store shows its settings, theme and menu; '*' is sent when changes may have been missed. */
export const EVERYTHING = '*';
export const STORE_WIDE_TAGS: ReadonlySet<string> = new Set(['settings', 'theme', 'menu', EVERYTHING]);

/** The page record at an address (its normalised url). */
export const pageTag = (url: string) => `page:${url}`;
export const productTag = (id: number) => `product:${id}`;
/** A collection itself and who sits in it: its page, and the product pages that name it or draw on it. */
export const collectionTag = (id: number) => `collection:${id}`;
/** The order of a collection's products by price: only its own page (and lists of it) sort by price. */
export const collectionOrderTag = (id: number) => `collection-order:${id}`;
/** Lists of the store's pages (sitemap, store core data). */
export const PAGES_TAG = 'pages';
/** Lists of products not tied to one collection: bestsellers, new in, search, related products. */
export const LISTINGS_TAG = 'listings';
/** Lists of collections (collection feeds, sitemap). */
export const COLLECTIONS_TAG = 'collections';

/** A change that drops everything cached, for every store. */
export const EVERYTHING_CHANGED: StoreChange = { storeId: null, tags: [EVERYTHING] };

export function isStoreWide(change: StoreChange): boolean {
  return change.tags.some((tag) => STORE_WIDE_TAGS.has(tag));
}

/**
 * Whether a change touches something cached for a store that shows these tags; null tags (not known yet,
 * e.g. a read still running) count as touched.
 */
export function affects(change: StoreChange, storeId: number, shown: ReadonlySet<string> | null): boolean {
  if (change.storeId !== null && change.storeId !== storeId) return false;
  if (shown === null) return true;
  return change.tags.some((tag) => STORE_WIDE_TAGS.has(tag) || shown.has(tag));
}

/** A NOTIFY payload as a change, or null when it is not one. */
export function parseChange(payload: string): StoreChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { s, t } = value as { s?: unknown; t?: unknown };
  if (!(s === null || (typeof s === 'number' && Number.isInteger(s)))) return null;
  if (!Array.isArray(t) || !t.every((tag) => typeof tag === 'string')) return null;
  return { storeId: s, tags: t };
}
