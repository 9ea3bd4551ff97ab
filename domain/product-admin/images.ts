import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import { deleteImageFormSchema, imageFocusFormSchema } from '../../core/product-admin/colours-form';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import { productImages, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { type MediaStorage, putOnce } from '../storage';
import { assertMayManage } from '../store-admin';
import { managedProducts } from './list';

/** What a page's form may carry (the browser shrinks photos to fit before sending). */
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;
/** Photos are kept at most this wide or high: the image endpoint's largest served width is 2400. */
export const PRODUCT_IMAGE_MAX_SIDE = 2400;
const MAX_PIXELS = 50_000_000;
const FORMATS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const fileError = (message: string) => invalid({ file: [message] });

export interface AddedImage {
  id: number;
  original: string;
  altText: string;
  colour: string | null;
  focus: { x: number; y: number };
}

/**
 * Adds a photo to one of the store's products, after its others: PNG, JPEG or WebP, decoded (refusing more
 * than 50 MP), turned upright, shrunk to fit 2400 px and re-encoded as WebP without metadata, under
 * media/products/{store}/{hash}.webp. Another store's product is a 404.
 */
export async function addProductImage(
  ctx: ServiceContext,
  media: MediaStorage,
  productId: number,
  upload: { contentType: string | undefined; data: unknown },
): Promise<AddedImage> {
  await assertMayManage(ctx, 'products');
  const storeId = ctx.store.id;
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(managedProducts(storeId), eq(products.id, Number.isSafeInteger(productId) ? productId : -1)))
    .limit(1);
  if (!product) throw notFound(PRODUCT_ADMIN_MESSAGES.noSuchProduct);
  const format = FORMATS[(upload.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!format) throw fileError(PRODUCT_ADMIN_MESSAGES.imageFormats);
  if (!Buffer.isBuffer(upload.data) || upload.data.length === 0)
    throw fileError(PRODUCT_ADMIN_MESSAGES.imageEmpty);
  if (upload.data.length > PRODUCT_IMAGE_MAX_BYTES) throw fileError(PRODUCT_ADMIN_MESSAGES.imageTooLarge);

  let cleaned: Buffer;
  try {
    const image = sharp(upload.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new Error('format');
    cleaned = await image
      .rotate()
      .resize({
        width: PRODUCT_IMAGE_MAX_SIDE,
        height: PRODUCT_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw fileError(PRODUCT_ADMIN_MESSAGES.imageUnreadable);
  }
  const hash = createHash('sha256').update(cleaned).digest('hex').slice(0, 32);
  const relative = `products/${storeId}/${hash}.webp`;
  await putOnce(media, relative, cleaned, 'image/webp');

  return ctx.db.transaction(async (db) => {
    // The product's row, locked: two uploads at once take the next places in turn.
    await db.select({ id: products.id }).from(products).where(eq(products.id, product.id)).for('update');
    const [last] = await db
      .select({ position: sql<number>`coalesce(max(${productImages.position}), -1)::int` })
      .from(productImages)
      .where(and(eq(productImages.divisionId, storeId), eq(productImages.productId, product.id)));
    const [row] = await db
      .insert(productImages)
      .values({
        divisionId: storeId,
        productId: product.id,
        original: `/media/${relative}`,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('the image was not added');
    return {
      id: row.id,
      original: row.original,
      altText: row.altText,
      colour: null,
      focus: { x: row.focusX, y: row.focusY },
    };
  });
}

/** One image of one of the store's products, its row locked; 404 for any other. */
async function lockedImage(ctx: ServiceContext, productId: number, imageId: number) {
  const storeId = ctx.store.id;
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(managedProducts(storeId), eq(products.id, Number.isSafeInteger(productId) ? productId : -1)))
    .for('update')
    .limit(1);
  if (!product) throw notFound(PRODUCT_ADMIN_MESSAGES.noSuchProduct);
  const [image] = await ctx.db
    .select({ id: productImages.id, original: productImages.original })
    .from(productImages)
    .where(
      and(
        eq(productImages.divisionId, storeId),
        eq(productImages.productId, product.id),
        eq(productImages.id, imageId),
        eq(productImages.kind, 'product'),
      ),
    )
    .for('update')
    .limit(1);
  if (!image) throw notFound(PRODUCT_ADMIN_MESSAGES.noSuchImage);
  return { product, image };
}

/** Sets the point of a product image the storefront's crops centre on (form: imageId, focusX, focusY). */
export async function setProductImageFocus(
  ctx: ServiceContext,
  productId: number,
  values: Record<string, unknown>,
): Promise<{ id: number; focus: { x: number; y: number }; message: string }> {
  await assertMayManage(ctx, 'products');
  const form = parseOrThrow(imageFocusFormSchema, values);
  return ctx.db.transaction(async (db) => {
    const { image } = await lockedImage({ ...ctx, db }, productId, form.imageId);
    await db
      .update(productImages)
      .set({ focusX: form.focusX, focusY: form.focusY })
      .where(eq(productImages.id, image.id));
    return {
      id: image.id,
      focus: { x: form.focusX, y: form.focusY },
      message: PRODUCT_ADMIN_MESSAGES.focusSaved,
    };
  });
}

/**
 * Deletes one image of a product once confirmed (form: imageId, confirm=yes); the others close up their
 * positions. The file stays under media/: the same photo may be another image's (files are named by hash).
 */
export async function deleteProductImage(
  ctx: ServiceContext,
  productId: number,
  values: Record<string, unknown>,
): Promise<{ id: number; message: string }> {
  await assertMayManage(ctx, 'products');
  const form = parseOrThrow(deleteImageFormSchema, values);
  const storeId = ctx.store.id;
  return ctx.db.transaction(async (db) => {
    const { product, image } = await lockedImage({ ...ctx, db }, productId, form.imageId);
    await db.delete(productImages).where(eq(productImages.id, image.id));
    const rest = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.divisionId, storeId), eq(productImages.productId, product.id)))
      .orderBy(asc(productImages.position), asc(productImages.id));
    for (const [position, row] of rest.entries())
      await db.update(productImages).set({ position }).where(eq(productImages.id, row.id));
    return { id: image.id, message: PRODUCT_ADMIN_MESSAGES.imageDeleted };
  });
}
