import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { COLLECTION_PAGE_SIZE, type CollectionSort } from '../../core/catalog';
import { collectionOrderTag, collectionTag, noteShown } from '../cache-invalidation';
import type { ServiceContext } from '../context';
import { type ProductSummary, summariesForIds } from './product-summaries';
import { collections, productCollections, products } from './tables';

export type { CollectionSort } from '../../core/catalog';

export interface CollectionPage {
  collection: {
    id: number;
    name: string;
    urlName: string;
    description: string;
    banner: string | null;
    /** The point of the banner its crops centre on, 0..1 each way. */
    bannerFocus: { x: number; y: number };
    seoTitle: string | null;
    seoDescription: string | null;
  };
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  sort: CollectionSort;
}

const effectivePrice = sql`coalesce(least(${products.salePrice}, ${products.price}), ${products.price})`;

function orderFor(sort: CollectionSort) {
  switch (sort) {
    case 'bestseller':
      return [asc(sql`coalesce(${products.bestsellerRank}, 2147483647)`), asc(products.id)];
    case 'new-in':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-low':
      return [asc(effectivePrice), asc(products.id)];
    case 'price-high':
      return [desc(effectivePrice), asc(products.id)];
    default:
      return [asc(productCollections.position), asc(products.id)];
  }
}

/** A collection and one page of its enabled products; null when the store has no such collection. */
export async function getCollectionPage(
  ctx: ServiceContext,
  urlName: string,
  options: { page?: number; sort?: CollectionSort } = {},
): Promise<CollectionPage | null> {
  const [collection] = await ctx.db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.divisionId, ctx.store.id),
        eq(collections.urlName, urlName.toLowerCase()),
        eq(collections.enabled, true),
      ),
    )
    .limit(1);
  if (!collection) return null;
  // Who joins or leaves the collection comes as collection:{id}; its products' new prices, which reorder
  // it, as collection-order:{id}.
  noteShown(collectionTag(collection.id), collectionOrderTag(collection.id));
  const sort = options.sort ?? 'featured';
  const inCollection = and(
    eq(productCollections.divisionId, ctx.store.id),
    eq(productCollections.collectionId, collection.id),
    eq(products.enabled, true),
  );
  const [totals] = await ctx.db
    .select({ total: count() })
    .from(productCollections)
    .innerJoin(products, eq(products.id, productCollections.productId))
    .where(inCollection);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / COLLECTION_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const ids = await ctx.db
    .select({ id: products.id })
    .from(productCollections)
    .innerJoin(products, eq(products.id, productCollections.productId))
    .where(inCollection)
    .orderBy(...orderFor(sort))
    .limit(COLLECTION_PAGE_SIZE)
    .offset((page - 1) * COLLECTION_PAGE_SIZE);
  return {
    collection: {
      id: collection.id,
      name: collection.name,
      urlName: collection.urlName,
      description: collection.description,
      banner: collection.banner,
      bannerFocus: { x: collection.bannerFocusX, y: collection.bannerFocusY },
      seoTitle: collection.seoTitle,
      seoDescription: collection.seoDescription,
    },
    products: await summariesForIds(
      ctx,
      ids.map((row) => row.id),
    ),
    total,
    page,
    pageCount,
    sort,
  };
}
