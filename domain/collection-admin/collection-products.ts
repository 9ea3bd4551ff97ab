import { and, asc, eq, ilike, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { COLLECTION_MESSAGES as M } from '../../core/collections';
import { conflict, notFound } from '../../core/errors';
import { productCollections, productImages, products } from '../catalog';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { findCollection } from './collections';

/** A product as the collection editor and its picker show it. */
export interface CollectionProduct {
  id: number;
  name: string;
  urlName: string;
  enabled: boolean;
  image: string | null;
}

/** How many products one picker search offers. */
export const PICKER_RESULTS = 20;

const firstImage = sql<string | null>`(
  select ${productImages.original} from ${productImages}
  where ${productImages.productId} = ${products.id} and ${productImages.kind} = 'product'
  order by ${productImages.position}, ${productImages.id} limit 1
)`;

const productColumns = {
  id: products.id,
  name: products.name,
  urlName: products.urlName,
  enabled: products.enabled,
  image: firstImage,
};

/** The products of a collection in the order shoppers see them by default (its position column). */
export async function listCollectionProducts(
  ctx: ServiceContext,
  collectionId: number,
): Promise<CollectionProduct[]> {
  await assertMayManage(ctx, 'products');
  await findCollection(ctx, collectionId);
  return ctx.db
    .select(productColumns)
    .from(productCollections)
    .innerJoin(products, eq(products.id, productCollections.productId))
    .where(
      and(eq(productCollections.divisionId, ctx.store.id), eq(productCollections.collectionId, collectionId)),
    )
    .orderBy(asc(productCollections.position), asc(products.id));
}

/**
 * The picker: the store's products not yet in the collection whose name or URL holds `search`, by name.
 * The studio's base products and the custom products made from them are never listed.
 */
export async function searchProductsToAdd(
  ctx: ServiceContext,
  collectionId: number,
  search: string,
): Promise<CollectionProduct[]> {
  await assertMayManage(ctx, 'products');
  await findCollection(ctx, collectionId);
  const term = search.trim().slice(0, 100);
  const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return ctx.db
    .select(productColumns)
    .from(products)
    .leftJoin(
      productCollections,
      and(eq(productCollections.productId, products.id), eq(productCollections.collectionId, collectionId)),
    )
    .where(
      and(
        eq(products.divisionId, ctx.store.id),
        isNull(productCollections.productId),
        eq(products.isBaseProduct, false),
        isNull(products.baseProductId),
        term === '' ? undefined : or(ilike(products.name, pattern), ilike(products.urlName, pattern)),
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(PICKER_RESULTS);
}

/** The ids that are products of this store; 404 if any is not (another store's, or none). */
async function assertStoreProducts(ctx: ServiceContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.divisionId, ctx.store.id), inArray(products.id, unique)));
  if (found.length !== unique.length) throw notFound(M.noSuchProduct);
  return unique;
}

/** Adds products at the end of the collection, in the order given; ones already in it stay where they are. */
export async function addProductsToCollection(
  ctx: ServiceContext,
  collectionId: number,
  productIds: number[],
): Promise<{ added: number }> {
  await assertMayManage(ctx, 'products');
  await findCollection(ctx, collectionId);
  const ids = await assertStoreProducts(ctx, productIds);
  return ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(productCollections.position) })
      .from(productCollections)
      .where(
        and(
          eq(productCollections.divisionId, ctx.store.id),
          eq(productCollections.collectionId, collectionId),
        ),
      );
    const start = (last?.position ?? -1) + 1;
    const inserted = await tx
      .insert(productCollections)
      .values(
        ids.map((productId, index) => ({
          divisionId: ctx.store.id,
          collectionId,
          productId,
          position: start + index,
        })),
      )
      .onConflictDoNothing()
      .returning({ productId: productCollections.productId });
    return { added: inserted.length };
  });
}

/** Takes one product out of the collection (the product itself stays). */
export async function removeProductFromCollection(
  ctx: ServiceContext,
  collectionId: number,
  productId: number,
): Promise<void> {
  await assertMayManage(ctx, 'products');
  await findCollection(ctx, collectionId);
  const removed = await ctx.db
    .delete(productCollections)
    .where(
      and(
        eq(productCollections.divisionId, ctx.store.id),
        eq(productCollections.collectionId, collectionId),
        eq(productCollections.productId, productId),
      ),
    )
    .returning({ productId: productCollections.productId });
  if (removed.length === 0) throw notFound(M.noSuchProduct);
}

/**
 * Stores a new order: `productIds` must be exactly the collection's products, each once (else 409, as the
 * list changed under the person), and their positions become 0, 1, 2… in one transaction.
 */
export async function reorderCollectionProducts(
  ctx: ServiceContext,
  collectionId: number,
  productIds: number[],
): Promise<void> {
  await assertMayManage(ctx, 'products');
  await findCollection(ctx, collectionId);
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select({ productId: productCollections.productId })
      .from(productCollections)
      .where(
        and(
          eq(productCollections.divisionId, ctx.store.id),
          eq(productCollections.collectionId, collectionId),
        ),
      )
      .for('update');
    const have = new Set(current.map((row) => row.productId));
    const given = new Set(productIds);
    if (
      given.size !== productIds.length ||
      given.size !== have.size ||
      productIds.some((id) => !have.has(id))
    )
      throw conflict(M.orderMismatch);
    for (const [position, productId] of productIds.entries()) {
      await tx
        .update(productCollections)
        .set({ position })
        .where(
          and(
            eq(productCollections.divisionId, ctx.store.id),
            eq(productCollections.collectionId, collectionId),
            eq(productCollections.productId, productId),
          ),
        );
    }
  });
}
