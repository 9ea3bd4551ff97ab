import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  type CollectionInput,
  collectionFormSchema,
  collectionPath,
  COLLECTION_MESSAGES as M,
} from '../../core/collections';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import { collections, productCollections } from '../catalog';
import { mediaFiles } from '../content';
import type { ServiceContext } from '../context';
import { appendMenuItem } from '../menu-admin';
import { assertMayManage } from '../store-admin';

/** One row of the dashboard's list of collections. */
export interface CollectionRow {
  id: number;
  name: string;
  urlName: string;
  banner: string | null;
  enabled: boolean;
  productCount: number;
}

/** A collection as its edit form starts from it. */
export interface CollectionDetail {
  id: number;
  name: string;
  urlName: string;
  description: string;
  banner: string | null;
  bannerFocusX: number;
  bannerFocusY: number;
  seoTitle: string | null;
  seoDescription: string | null;
}

/** The store's collections in their menu order, each with how many products it holds. */
export async function listCollections(ctx: ServiceContext): Promise<CollectionRow[]> {
  await assertMayManage(ctx, 'products');
  const counts = ctx.db
    .select({ collectionId: productCollections.collectionId, total: count().as('total') })
    .from(productCollections)
    .where(eq(productCollections.divisionId, ctx.store.id))
    .groupBy(productCollections.collectionId)
    .as('counts');
  const rows = await ctx.db
    .select({
      id: collections.id,
      name: collections.name,
      urlName: collections.urlName,
      banner: collections.banner,
      enabled: collections.enabled,
      productCount: sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number),
    })
    .from(collections)
    .leftJoin(counts, eq(counts.collectionId, collections.id))
    .where(eq(collections.divisionId, ctx.store.id))
    .orderBy(asc(collections.position), asc(collections.id));
  return rows;
}

/** One collection of the store; 404 for an id of another store or none. */
export async function findCollection(ctx: ServiceContext, id: number): Promise<CollectionDetail> {
  const [row] = await ctx.db
    .select({
      id: collections.id,
      name: collections.name,
      urlName: collections.urlName,
      description: collections.description,
      banner: collections.banner,
      bannerFocusX: collections.bannerFocusX,
      bannerFocusY: collections.bannerFocusY,
      seoTitle: collections.seoTitle,
      seoDescription: collections.seoDescription,
    })
    .from(collections)
    .where(and(eq(collections.divisionId, ctx.store.id), eq(collections.id, id)))
    .limit(1);
  if (!row) throw notFound(M.noSuchCollection);
  return row;
}

export async function readCollection(ctx: ServiceContext, id: number): Promise<CollectionDetail> {
  await assertMayManage(ctx, 'products');
  return findCollection(ctx, id);
}

/** Refuses a URL another collection of the store holds, and a banner that is not one of the store's files. */
async function checkInput(ctx: ServiceContext, input: CollectionInput, exceptId?: number) {
  const [taken] = await ctx.db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.divisionId, ctx.store.id),
        eq(collections.urlName, input.urlName),
        exceptId === undefined ? undefined : ne(collections.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw invalid({ urlName: [M.urlNameTaken] });
  if (input.banner !== null) {
    const [file] = await ctx.db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.divisionId, ctx.store.id),
          eq(mediaFiles.path, input.banner),
          sql`${mediaFiles.mimeType} like 'image/%'`,
        ),
      )
      .limit(1);
    if (!file) throw invalid({ banner: [M.bannerUnknown] });
  }
}

const columnsOf = (input: CollectionInput) => ({
  name: input.name,
  urlName: input.urlName,
  description: input.description,
  banner: input.banner,
  bannerFocusX: input.bannerFocusX,
  bannerFocusY: input.bannerFocusY,
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
});

/** A two-writer race on one URL ends in the unique index: told like the check before it. */
function urlNameRace(error: unknown): never {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') throw invalid({ urlName: [M.urlNameTaken] });
    current = (current as { cause?: unknown }).cause;
  }
  throw error;
}

/** Creates a collection at the end of the store's list. */
export async function createCollection(ctx: ServiceContext, form: unknown): Promise<CollectionDetail> {
  await assertMayManage(ctx, 'products');
  const input = parseOrThrow(collectionFormSchema, form);
  await checkInput(ctx, input);
  const [created] = await ctx.db
    .insert(collections)
    .values({
      divisionId: ctx.store.id,
      ...columnsOf(input),
      position: sql`(select coalesce(max(${collections.position}), -1) + 1 from ${collections} where ${collections.divisionId} = ${ctx.store.id})`,
    })
    .returning({ id: collections.id })
    .catch(urlNameRace);
  if (!created) throw new Error('collection not created');
  return findCollection(ctx, created.id);
}

/** Saves a collection's name, URL, description, banner with its focal point and SEO texts. */
export async function updateCollection(
  ctx: ServiceContext,
  id: number,
  form: unknown,
): Promise<CollectionDetail> {
  await assertMayManage(ctx, 'products');
  await findCollection(ctx, id);
  const input = parseOrThrow(collectionFormSchema, form);
  await checkInput(ctx, input, id);
  await ctx.db
    .update(collections)
    .set(columnsOf(input))
    .where(and(eq(collections.divisionId, ctx.store.id), eq(collections.id, id)))
    .catch(urlNameRace);
  return findCollection(ctx, id);
}

/** Deletes a collection (its product links go with it; the products stay). */
export async function deleteCollection(ctx: ServiceContext, id: number): Promise<{ name: string }> {
  await assertMayManage(ctx, 'products');
  const collection = await findCollection(ctx, id);
  await ctx.db
    .delete(collections)
    .where(and(eq(collections.divisionId, ctx.store.id), eq(collections.id, id)));
  return { name: collection.name };
}

/** "Add to menu": the collection as a new item at the end of the store's main menu. */
export async function addCollectionToMenu(ctx: ServiceContext, id: number) {
  await assertMayManage(ctx, 'products');
  const collection = await findCollection(ctx, id);
  return appendMenuItem(ctx, {
    text: collection.name.slice(0, 40),
    href: collectionPath(collection.urlName),
  });
}
