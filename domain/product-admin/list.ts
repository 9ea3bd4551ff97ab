import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { PRODUCTS_PER_PAGE, type ProductListQuery } from '../../core/product-admin/list-query';
import { listedProduct } from '../catalog/listed';
import { collections, productCollections, productImages, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';

/** One row of the dashboard's product list. */
export interface ProductListRow {
  id: number;
  sku: string;
  name: string;
  urlName: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  enabled: boolean;
  approvalStatus: string;
  thumbnail: string | null;
  thumbnailAlt: string;
}

export interface ProductListPage {
  rows: ProductListRow[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  /** The store's collections, for the collection filter. */
  collections: { id: number; name: string }[];
}

/** `%`, `_` and `\` typed in a search are searched for, not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The products a seller manages: their own, not the studio's blanks nor shoppers' custom designs. */
export function managedProducts(storeId: number): SQL {
  return and(eq(products.divisionId, storeId), listedProduct()) as SQL;
}

function listFilter(storeId: number, query: ProductListQuery): SQL {
  const conditions: SQL[] = [managedProducts(storeId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern)) as SQL);
  }
  if (query.enabled) conditions.push(eq(products.enabled, query.enabled === 'yes'));
  if (query.approval) conditions.push(eq(products.approvalStatus, query.approval));
  if (query.onSale) conditions.push(eq(products.onSale, query.onSale === 'yes'));
  if (query.collection !== null)
    conditions.push(
      sql`exists (select 1 from ${productCollections} where ${productCollections.productId} = ${products.id} and ${productCollections.collectionId} = ${query.collection} and ${productCollections.divisionId} = ${storeId})`,
    );
  return and(...conditions) as SQL;
}

function listOrder(query: ProductListQuery) {
  switch (query.sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price':
      return [asc(products.price), asc(products.id)];
    case 'bestseller':
      // Unranked products (null) come last: a btree's ascending order, so the index serves it.
      return [asc(products.bestsellerRank), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** A page of the store's products (50 to a page) with the list's filters, search and sort. */
export async function listDashboardProducts(
  ctx: ServiceContext,
  query: ProductListQuery,
): Promise<ProductListPage> {
  await assertMayManage(ctx, 'products');
  const storeId = ctx.store.id;
  const where = listFilter(storeId, query);
  const [counted, storeCollections] = await Promise.all([
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
    ctx.db
      .select({ id: collections.id, name: collections.name })
      .from(collections)
      .where(eq(collections.divisionId, storeId))
      .orderBy(asc(collections.position), asc(collections.name)),
  ]);
  const total = counted[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const page = Math.min(query.page, pages);
  const rows = await ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      urlName: products.urlName,
      price: products.price,
      salePrice: products.salePrice,
      onSale: products.onSale,
      enabled: products.enabled,
      approvalStatus: products.approvalStatus,
    })
    .from(products)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(PRODUCTS_PER_PAGE)
    .offset((page - 1) * PRODUCTS_PER_PAGE);
  const thumbnails = await firstImages(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => {
      const image = thumbnails.get(row.id);
      return { ...row, thumbnail: image?.original ?? null, thumbnailAlt: image?.altText ?? '' };
    }),
    total,
    page,
    pages,
    perPage: PRODUCTS_PER_PAGE,
    collections: storeCollections,
  };
}

/** Each product's first image (by position). */
async function firstImages(ctx: ServiceContext, ids: number[]) {
  const found = new Map<number, { original: string; altText: string }>();
  if (ids.length === 0) return found;
  const images = await ctx.db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      original: productImages.original,
      altText: productImages.altText,
    })
    .from(productImages)
    .where(
      and(
        eq(productImages.divisionId, ctx.store.id),
        inArray(productImages.productId, ids),
        eq(productImages.kind, 'product'),
      ),
    )
    .orderBy(productImages.productId, asc(productImages.position), asc(productImages.id));
  for (const image of images) found.set(image.productId, image);
  return found;
}
