import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { sanitiseHtml } from '../../core/blocks/sanitise-html';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import { type ProductEdit, productEditorFormSchema } from '../../core/product-admin/editor-form';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import {
  collections,
  productCollections,
  productImages,
  productOptions,
  products,
  productTags,
  tags,
} from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { managedProducts } from './list';
import { productUrlRedirects } from './tables';

/** Everything the product editor shows and edits. */
export interface ProductEditorView {
  id: number;
  sku: string;
  name: string;
  description: string;
  urlName: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  vatRate: number;
  enabled: boolean;
  enableAddToCart: boolean;
  approvalStatus: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaImage: string | null;
  tags: string[];
  crossSellSkus: string[];
  collections: { id: number; name: string; chosen: boolean }[];
  images: {
    id: number;
    original: string;
    altText: string;
    colour: string | null;
    focus: { x: number; y: number };
  }[];
  colours: { id: number; name: string; hex: string; sizes: string[] }[];
  /** Earlier url names that now redirect here. */
  oldUrlNames: string[];
}

const productId = (id: number) => (Number.isSafeInteger(id) && id > 0 ? id : -1);

/** A product of the context's store as its editor shows it; 404 for any other id. */
export async function loadProductEditor(ctx: ServiceContext, id: number): Promise<ProductEditorView> {
  await assertMayManage(ctx, 'products');
  const storeId = ctx.store.id;
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(managedProducts(storeId), eq(products.id, productId(id))))
    .limit(1);
  if (!product) throw notFound(PRODUCT_ADMIN_MESSAGES.noSuchProduct);
  const [storeCollections, chosen, tagRows, images, options, redirects, crossSell] = await Promise.all([
    ctx.db
      .select({ id: collections.id, name: collections.name })
      .from(collections)
      .where(eq(collections.divisionId, storeId))
      .orderBy(asc(collections.position), asc(collections.name)),
    ctx.db
      .select({ id: productCollections.collectionId })
      .from(productCollections)
      .where(and(eq(productCollections.divisionId, storeId), eq(productCollections.productId, product.id))),
    ctx.db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(and(eq(productTags.divisionId, storeId), eq(productTags.productId, product.id)))
      .orderBy(asc(tags.name)),
    ctx.db
      .select({
        id: productImages.id,
        original: productImages.original,
        altText: productImages.altText,
        colour: productOptions.colourName,
        focusX: productImages.focusX,
        focusY: productImages.focusY,
      })
      .from(productImages)
      .leftJoin(productOptions, eq(productOptions.id, productImages.optionId))
      .where(
        and(
          eq(productImages.divisionId, storeId),
          eq(productImages.productId, product.id),
          eq(productImages.kind, 'product'),
        ),
      )
      .orderBy(asc(productImages.position), asc(productImages.id)),
    ctx.db
      .select({
        id: productOptions.id,
        name: productOptions.colourName,
        hex: productOptions.colourHex,
        sizes: productOptions.sizes,
      })
      .from(productOptions)
      .where(and(eq(productOptions.divisionId, storeId), eq(productOptions.productId, product.id)))
      .orderBy(asc(productOptions.position)),
    ctx.db
      .select({ urlName: productUrlRedirects.urlName })
      .from(productUrlRedirects)
      .where(and(eq(productUrlRedirects.divisionId, storeId), eq(productUrlRedirects.productId, product.id)))
      .orderBy(asc(productUrlRedirects.createdAt)),
    product.crossSellProducts.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(and(eq(products.divisionId, storeId), inArray(products.id, product.crossSellProducts))),
  ]);
  const chosenIds = new Set(chosen.map((row) => row.id));
  const skuOf = new Map(crossSell.map((row) => [row.id, row.sku]));
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    description: product.description,
    urlName: product.urlName,
    price: product.price,
    salePrice: product.salePrice,
    onSale: product.onSale,
    vatRate: product.vatRate,
    enabled: product.enabled,
    enableAddToCart: product.enableAddToCart,
    approvalStatus: product.approvalStatus,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    metaImage: product.metaImage,
    tags: tagRows.map((row) => row.name),
    crossSellSkus: product.crossSellProducts.flatMap((crossId) => skuOf.get(crossId) ?? []),
    collections: storeCollections.map((row) => ({ ...row, chosen: chosenIds.has(row.id) })),
    images: images.map(({ focusX, focusY, ...image }) => ({ ...image, focus: { x: focusX, y: focusY } })),
    colours: options,
    oldUrlNames: redirects.map((row) => row.urlName),
  };
}

export interface SavedProduct {
  id: number;
  urlName: string;
  message: string;
}

/**
 * Saves the editor's form for one product of the context's store, all or nothing: its fields, collections,
 * tags, cross-sells and images' order and alt text. The description is sanitised; a new url name must be
 * free in the store, and the old one then redirects here. Storefront caches hear of it from the tables'
 * triggers at commit.
 */
export async function saveProduct(
  ctx: ServiceContext,
  id: number,
  values: Record<string, unknown>,
): Promise<SavedProduct> {
  await assertMayManage(ctx, 'products');
  const edit = parseOrThrow(productEditorFormSchema(ctx.store.settings.currency), values);
  const storeId = ctx.store.id;
  return ctx.db.transaction(async (db) => {
    const [product] = await db
      .select({ id: products.id, urlName: products.urlName })
      .from(products)
      .where(and(managedProducts(storeId), eq(products.id, productId(id))))
      .for('update')
      .limit(1);
    if (!product) throw notFound(PRODUCT_ADMIN_MESSAGES.noSuchProduct);
    const scoped = { ...ctx, db };
    const crossSellIds = await checkReferences(scoped, product.id, edit);

    // The store-wide lock on url names: two renames to the same name take turns.
    await db.execute(sql`select pg_advisory_xact_lock(${727_140}, ${storeId})`);
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.divisionId, storeId),
          eq(products.urlName, edit.urlName),
          ne(products.id, product.id),
        ),
      )
      .limit(1);
    if (taken) throw invalid({ urlName: [PRODUCT_ADMIN_MESSAGES.urlNameTaken] });

    await db
      .update(products)
      .set({
        name: edit.name,
        description: sanitiseHtml(edit.description),
        urlName: edit.urlName,
        price: edit.price,
        salePrice: edit.salePrice,
        onSale: edit.onSale,
        vatRate: edit.vatRate,
        enabled: edit.enabled,
        enableAddToCart: edit.enableAddToCart,
        metaTitle: edit.metaTitle,
        metaDescription: edit.metaDescription,
        metaImage: edit.metaImage,
        crossSellProducts: crossSellIds,
        updatedAt: new Date(),
      })
      .where(eq(products.id, product.id));

    if (edit.urlName !== product.urlName) {
      // The new name is this product's own now; the old one leads here.
      await db
        .delete(productUrlRedirects)
        .where(
          and(eq(productUrlRedirects.divisionId, storeId), eq(productUrlRedirects.urlName, edit.urlName)),
        );
      await db
        .insert(productUrlRedirects)
        .values({ divisionId: storeId, productId: product.id, urlName: product.urlName })
        .onConflictDoUpdate({
          target: [productUrlRedirects.divisionId, productUrlRedirects.urlName],
          set: { productId: product.id, createdAt: new Date() },
        });
    }

    await saveCollections(scoped, product.id, edit.collectionIds);
    await saveTags(scoped, product.id, edit.tags);
    await saveImages(scoped, product.id, edit.images);
    return { id: product.id, urlName: edit.urlName, message: PRODUCT_ADMIN_MESSAGES.saved };
  });
}

/** Collections, images and cross-sells must all be the store's (and the images this product's). */
async function checkReferences(ctx: ServiceContext, id: number, edit: ProductEdit): Promise<number[]> {
  const storeId = ctx.store.id;
  if (edit.collectionIds.length > 0) {
    const found = await ctx.db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.divisionId, storeId), inArray(collections.id, edit.collectionIds)));
    if (found.length !== edit.collectionIds.length)
      throw invalid({ collections: [PRODUCT_ADMIN_MESSAGES.unknownCollection] });
  }
  if (edit.images.length > 0) {
    const found = await ctx.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(
        and(
          eq(productImages.divisionId, storeId),
          eq(productImages.productId, id),
          inArray(
            productImages.id,
            edit.images.map((image) => image.id),
          ),
        ),
      );
    if (found.length !== edit.images.length) throw invalid({ images: [PRODUCT_ADMIN_MESSAGES.unknownImage] });
  }
  if (edit.crossSellSkus.length === 0) return [];
  const lower = edit.crossSellSkus.map((sku) => sku.toLowerCase());
  const found = await ctx.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(managedProducts(storeId), inArray(sql`lower(${products.sku})`, lower)));
  const idBySku = new Map(found.map((row) => [row.sku.toLowerCase(), row.id]));
  const unknown = edit.crossSellSkus.filter((sku) => !idBySku.has(sku.toLowerCase()));
  if (unknown.length > 0) throw invalid({ crossSell: [PRODUCT_ADMIN_MESSAGES.unknownCrossSell(unknown)] });
  const ids = lower.map((sku) => idBySku.get(sku) ?? 0);
  if (ids.includes(id)) throw invalid({ crossSell: [PRODUCT_ADMIN_MESSAGES.crossSellSelf] });
  return ids;
}

async function saveCollections(ctx: ServiceContext, id: number, collectionIds: number[]) {
  const storeId = ctx.store.id;
  await ctx.db
    .delete(productCollections)
    .where(
      and(
        eq(productCollections.divisionId, storeId),
        eq(productCollections.productId, id),
        ...(collectionIds.length > 0 ? [notInArray(productCollections.collectionId, collectionIds)] : []),
      ),
    );
  if (collectionIds.length === 0) return;
  await ctx.db
    .insert(productCollections)
    .values(collectionIds.map((collectionId) => ({ divisionId: storeId, productId: id, collectionId })))
    .onConflictDoNothing();
}

async function saveTags(ctx: ServiceContext, id: number, names: string[]) {
  const storeId = ctx.store.id;
  let tagIds: number[] = [];
  if (names.length > 0) {
    await ctx.db
      .insert(tags)
      .values(names.map((name) => ({ divisionId: storeId, name })))
      .onConflictDoNothing();
    const rows = await ctx.db
      .select({ id: tags.id })
      .from(tags)
      .where(
        and(
          eq(tags.divisionId, storeId),
          inArray(
            sql`lower(${tags.name})`,
            names.map((name) => name.toLowerCase()),
          ),
        ),
      );
    tagIds = rows.map((row) => row.id);
  }
  await ctx.db
    .delete(productTags)
    .where(
      and(
        eq(productTags.divisionId, storeId),
        eq(productTags.productId, id),
        ...(tagIds.length > 0 ? [notInArray(productTags.tagId, tagIds)] : []),
      ),
    );
  if (tagIds.length === 0) return;
  await ctx.db
    .insert(productTags)
    .values(tagIds.map((tagId) => ({ divisionId: storeId, productId: id, tagId })))
    .onConflictDoNothing();
}

/** The named images take the positions they are listed in, after which any not named keep their order. */
async function saveImages(ctx: ServiceContext, id: number, images: ProductEdit['images']) {
  if (images.length === 0) return;
  const storeId = ctx.store.id;
  const rest = await ctx.db
    .select({ id: productImages.id })
    .from(productImages)
    .where(
      and(
        eq(productImages.divisionId, storeId),
        eq(productImages.productId, id),
        notInArray(
          productImages.id,
          images.map((image) => image.id),
        ),
      ),
    )
    .orderBy(asc(productImages.position), asc(productImages.id));
  const ordered = [...images, ...rest.map((row) => ({ id: row.id, altText: null }))];
  for (const [position, image] of ordered.entries()) {
    await ctx.db
      .update(productImages)
      .set({ position, ...(image.altText === null ? {} : { altText: image.altText }) })
      .where(and(eq(productImages.divisionId, storeId), eq(productImages.id, image.id)));
  }
}
