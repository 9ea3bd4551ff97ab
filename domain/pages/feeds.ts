import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../core/constants/limits';
import { COLLECTIONS_TAG, noteShown } from '../cache-invalidation';
import { collections, productCollections, products, summariesForIds } from '../catalog';
import { listedProduct } from '../catalog/listed';
import type { ServiceContext } from '../context';
import { manufacturers } from '../stores';

/**
 * The catalogue feeds that fill blocks (§7 GET /division/{division}/products/ and
 * GET /collections/get/{division}/): the context's store only, enabled products and collections only.
 */

export const FEED_MAX_LIMIT = 100;

export interface ProductFeedOptions {
  /** How many (1-100); 4 by default (§9 product list limit). */
  limit?: number;
  /** A collection's urlName: only its products, in the collection's order unless sorted. */
  collection?: string | null;
  /** 'new-in': newest first; otherwise bestsellers first (or the collection's order). */
  sort?: 'new-in' | null;
  /** Leave out products whose name repeats one already listed. */
  removeDuplicates?: boolean;
}

export interface ProductFeedItem {
  id: number;
  urlName: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  salePrice: number | null;
  manufacturer: { id: number; name: string } | null;
  /** Reviews are not collected yet: always empty. */
  reviews: never[];
}

export interface CollectionFeedItem {
  name: string;
  urlName: string;
  banner: { thumbnails: { full: string } } | null;
}

const bestsellerOrder = [asc(sql`coalesce(${products.bestsellerRank}, 2147483647)`), asc(products.id)];
const newestOrder = [desc(products.createdAt), desc(products.id)];

function clampLimit(limit: number | undefined, fallback: number): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.max(1, Math.min(FEED_MAX_LIMIT, Math.floor(limit)));
}

/** Products of the store for product blocks: [] for an unknown or disabled collection. */
export async function listProductFeed(
  ctx: ServiceContext,
  options: ProductFeedOptions = {},
): Promise<ProductFeedItem[]> {
  const limit = clampLimit(options.limit, LIMITS.productListLimit);
  // With duplicates removed, read further ahead so the list can still be filled.
  const window = options.removeDuplicates ? Math.min(FEED_MAX_LIMIT * 3, limit * 3) : limit;
  const enabledHere = and(eq(products.divisionId, ctx.store.id), eq(products.enabled, true), listedProduct());
  let ids: number[];
  if (options.collection) {
    const [collection] = await ctx.db
      .select({ id: collections.id })
      .from(collections)
      .where(
        and(
          eq(collections.divisionId, ctx.store.id),
          eq(collections.urlName, options.collection.toLowerCase()),
          eq(collections.enabled, true),
        ),
      )
      .limit(1);
    if (!collection) return [];
    const rows = await ctx.db
      .select({ id: products.id })
      .from(productCollections)
      .innerJoin(products, eq(products.id, productCollections.productId))
      .where(
        and(
          eq(productCollections.divisionId, ctx.store.id),
          eq(productCollections.collectionId, collection.id),
          enabledHere,
        ),
      )
      .orderBy(
        ...(options.sort === 'new-in' ? newestOrder : [asc(productCollections.position), asc(products.id)]),
      )
      .limit(window);
    ids = rows.map((row) => row.id);
  } else {
    const rows = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(enabledHere)
      .orderBy(...(options.sort === 'new-in' ? newestOrder : bestsellerOrder))
      .limit(window);
    ids = rows.map((row) => row.id);
  }
  if (ids.length === 0) return [];
  const [summaries, details] = await Promise.all([
    summariesForIds(ctx, ids),
    ctx.db
      .select({
        id: products.id,
        description: products.description,
        manufacturerId: manufacturers.id,
        manufacturerName: manufacturers.name,
      })
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(and(eq(products.divisionId, ctx.store.id), inArray(products.id, ids))),
  ]);
  const detailById = new Map(details.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const items: ProductFeedItem[] = [];
  for (const summary of summaries) {
    if (items.length >= limit) break;
    const name = summary.name.trim().toLowerCase();
    if (options.removeDuplicates && seen.has(name)) continue;
    seen.add(name);
    const detail = detailById.get(summary.id);
    items.push({
      id: summary.id,
      urlName: summary.urlName,
      name: summary.name,
      description: detail?.description ?? '',
      image: summary.image,
      price: summary.price,
      salePrice: summary.salePrice,
      manufacturer:
        detail?.manufacturerId != null && detail.manufacturerName != null
          ? { id: detail.manufacturerId, name: detail.manufacturerName }
          : null,
      reviews: [],
    });
  }
  return items;
}

/** The store's enabled collections, in their order, for collection blocks. */
export async function listCollectionFeed(
  ctx: ServiceContext,
  options: { limit?: number } = {},
): Promise<CollectionFeedItem[]> {
  noteShown(COLLECTIONS_TAG);
  const rows = await ctx.db
    .select({ name: collections.name, urlName: collections.urlName, banner: collections.banner })
    .from(collections)
    .where(and(eq(collections.divisionId, ctx.store.id), eq(collections.enabled, true)))
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(clampLimit(options.limit, FEED_MAX_LIMIT));
  return rows.map((row) => ({
    name: row.name,
    urlName: row.urlName,
    banner: row.banner ? { thumbnails: { full: row.banner } } : null,
  }));
}
