import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { getProductPage } from '../catalog/product-page';
import { summariesForIds } from '../catalog/product-summaries';
import { productImages } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { loadProductEditor } from './editor';
import { deleteProductImage, setProductImageFocus } from './images';

describe.each(testEngines)("a product image's focal point and deletion on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let ordersStaff: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'image-edits' });
    other = await createTestStore(database.db, { subdomain: 'image-edits-other' });
    const customer = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'owner' }],
    });
    const staff = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['orders'] }],
    });
    owner = customerContext(database.db, store, customer);
    ordersStaff = customerContext(database.db, store, staff);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A product with three images shown for every colour, in order. */
  async function productWithImages(storeId = store.id) {
    const product = await createTestProduct(database.db, storeId, { colours: [] });
    const rows = await database.db
      .insert(productImages)
      .values(
        [0, 1, 2].map((position) => ({
          divisionId: storeId,
          productId: product.id,
          original: `/media/test/${product.urlName}-${position}.webp`,
          position,
        })),
      )
      .returning();
    return { product, images: rows.map((row) => row.id) };
  }
  const imagesOf = (productId: number) =>
    database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));

  it('keeps a focal point in hundredths, which the editor and the storefront read', async () => {
    const product = await createTestProduct(database.db, store.id);
    const [image] = await imagesOf(product.id);
    const saved = await setProductImageFocus(owner, product.id, {
      imageId: String(image?.id),
      focusX: '0.254',
      focusY: '1',
    });
    expect(saved).toEqual({
      id: image?.id,
      focus: { x: 0.25, y: 1 },
      message: PRODUCT_ADMIN_MESSAGES.focusSaved,
    });
    const view = await loadProductEditor(owner, product.id);
    expect(view.images[0]?.focus).toEqual({ x: 0.25, y: 1 });
    const page = await getProductPage(visitorContext(database.db, store), product.urlName);
    expect(page?.colours[0]?.images[0]?.focus).toEqual({ x: 0.25, y: 1 });
    // Product cards crop on it too.
    const [card] = await summariesForIds(visitorContext(database.db, store), [product.id]);
    expect(card?.imageFocus).toEqual({ x: 0.25, y: 1 });
  });

  it('refuses a point off the image (422, nothing written)', async () => {
    const product = await createTestProduct(database.db, store.id);
    const [image] = await imagesOf(product.id);
    await expect(
      setProductImageFocus(owner, product.id, { imageId: String(image?.id), focusX: '1.5', focusY: 'top' }),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        focusX: [PRODUCT_ADMIN_MESSAGES.focusInvalid],
        focusY: [PRODUCT_ADMIN_MESSAGES.focusInvalid],
      },
    });
    expect((await imagesOf(product.id))[0]).toMatchObject({ focusX: 0.5, focusY: 0.5 });
  });

  it('deletes an image once confirmed, the others closing up', async () => {
    const { product, images } = await productWithImages();
    await expect(deleteProductImage(owner, product.id, { imageId: String(images[1]) })).rejects.toMatchObject(
      {
        status: 422,
        errors: { confirm: [PRODUCT_ADMIN_MESSAGES.confirmDeleteImage] },
      },
    );
    expect(await imagesOf(product.id)).toHaveLength(3);

    const deleted = await deleteProductImage(owner, product.id, {
      imageId: String(images[1]),
      confirm: 'yes',
    });
    expect(deleted).toEqual({ id: images[1], message: PRODUCT_ADMIN_MESSAGES.imageDeleted });
    const rest = await imagesOf(product.id);
    expect(rest.map((row) => [row.id, row.position])).toEqual([
      [images[0], 0],
      [images[2], 1],
    ]);
  });

  it("answers 404 for another product's image and another store's product, writing nothing", async () => {
    const { product } = await productWithImages();
    const elsewhere = await productWithImages();
    const theirs = await productWithImages(other.id);
    const attempts = [
      () => deleteProductImage(owner, product.id, { imageId: String(elsewhere.images[0]), confirm: 'yes' }),
      () =>
        setProductImageFocus(owner, product.id, {
          imageId: String(elsewhere.images[0]),
          focusX: '0.1',
          focusY: '0.1',
        }),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toMatchObject({
        status: 404,
        message: PRODUCT_ADMIN_MESSAGES.noSuchImage,
      });
    await expect(
      deleteProductImage(owner, theirs.product.id, { imageId: String(theirs.images[0]), confirm: 'yes' }),
    ).rejects.toMatchObject({ status: 404, message: PRODUCT_ADMIN_MESSAGES.noSuchProduct });
    await expect(
      setProductImageFocus(owner, theirs.product.id, {
        imageId: String(theirs.images[0]),
        focusX: '0.1',
        focusY: '0.1',
      }),
    ).rejects.toMatchObject({ status: 404, message: PRODUCT_ADMIN_MESSAGES.noSuchProduct });
    expect(await imagesOf(elsewhere.product.id)).toHaveLength(3);
    expect((await imagesOf(theirs.product.id)).map((row) => row.focusX)).toEqual([0.5, 0.5, 0.5]);
  });

  it('is for those who may manage products: 403 for other team members', async () => {
    const { product, images } = await productWithImages();
    await expect(
      deleteProductImage(ordersStaff, product.id, { imageId: String(images[0]), confirm: 'yes' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      setProductImageFocus(ordersStaff, product.id, { imageId: String(images[0]), focusX: '0', focusY: '0' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await imagesOf(product.id)).toHaveLength(3);
  });
});
