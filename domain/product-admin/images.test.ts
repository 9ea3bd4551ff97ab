import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { productImages } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { LocalMediaStorage } from '../storage';
import type { Store } from '../stores';
import { createTestProduct, createTestStore } from '../testing/fixtures';
import { addProductImage } from './images';

describe.each(testEngines)('product photos on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let mediaDir: string;
  let media: LocalMediaStorage;
  let png: Buffer;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    mediaDir = mkdtempSync(path.join(tmpdir(), 'product-images-'));
    media = new LocalMediaStorage(mediaDir);
    store = await createTestStore(database.db);
    other = await createTestStore(database.db);
    const customer = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'owner' }],
    });
    owner = customerContext(database.db, store, customer);
    png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    rmSync(mediaDir, { recursive: true, force: true });
    await database.close();
  });

  it('adds a photo after the others, shrunk to fit 2400 px and kept as WebP', async () => {
    const product = await createTestProduct(database.db, store.id);
    const added = await addProductImage(owner, media, product.id, { contentType: 'image/png', data: png });
    expect(added.original).toMatch(new RegExp(`^/media/products/${store.id}/[0-9a-f]{32}\\.webp$`));
    const file = path.join(mediaDir, added.original.slice('/media/'.length));
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 1200 });
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    expect(images.map((image) => image.id).at(-1)).toBe(added.id);
    expect(images.map((image) => image.position)).toEqual([0, 1]);
  });

  it("answers 404 for another store's product, writing nothing", async () => {
    const theirs = await createTestProduct(database.db, other.id);
    await expect(
      addProductImage(owner, media, theirs.id, { contentType: 'image/png', data: png }),
    ).rejects.toMatchObject({ status: 404, message: PRODUCT_ADMIN_MESSAGES.noSuchProduct });
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, theirs.id));
    expect(images).toHaveLength(1);
  });

  it('refuses other formats, empty or oversize files and files that are not what they claim', async () => {
    const product = await createTestProduct(database.db, store.id);
    const refused = (contentType: string, data: Buffer) =>
      addProductImage(owner, media, product.id, { contentType, data });
    await expect(refused('image/gif', png)).rejects.toMatchObject({
      status: 422,
      errors: { file: [PRODUCT_ADMIN_MESSAGES.imageFormats] },
    });
    await expect(refused('image/png', Buffer.alloc(0))).rejects.toMatchObject({
      errors: { file: [PRODUCT_ADMIN_MESSAGES.imageEmpty] },
    });
    await expect(refused('image/png', Buffer.alloc(1024 * 1024 + 1))).rejects.toMatchObject({
      errors: { file: [PRODUCT_ADMIN_MESSAGES.imageTooLarge] },
    });
    await expect(refused('image/jpeg', png)).rejects.toMatchObject({
      errors: { file: [PRODUCT_ADMIN_MESSAGES.imageUnreadable] },
    });
    await expect(refused('image/png', Buffer.from('<svg onload="alert(1)"/>'))).rejects.toMatchObject({
      errors: { file: [PRODUCT_ADMIN_MESSAGES.imageUnreadable] },
    });
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    expect(images).toHaveLength(1);
  });
});
