import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';

import * as messages from '../../core/validation/messages';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { StoreChange } from '../cache-invalidation/changes';
import { ChangeFeed } from '../cache-invalidation/feed';
import { getProductPage } from '../catalog/product-page';
import {
  collections,
  productCollections,
  productImages,
  products,
  productTags,
  tags,
} from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { loadProductEditor, saveProduct } from './editor';
import { renamedProductUrl } from './redirects';

describe.each(testEngines)('the product editor on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let ordersStaff: ServiceContext;
  let feed: ChangeFeed;
  const announced: StoreChange[] = [];

  /** A complete form for a product, as the editor posts it. */
  const formFor = (values: Record<string, string> = {}) => ({
    name: 'Summit Sunrise Tee',
    description: '<p>Soft organic cotton</p>',
    urlName: 'summit-sunrise-tee',
    price: '25.00',
    vatRate: '1',
    enabled: 'on',
    enableAddToCart: 'on',
    ...values,
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    feed = await ChangeFeed.start(database);
    feed.subscribe((change) => announced.push(change));
    store = await createTestStore(database.db, { subdomain: 'editor-store' });
    other = await createTestStore(database.db, { subdomain: 'editor-other' });
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
    await feed.close();
    await database.close();
  });

  it('loads every field a shopper sees', async () => {
    const product = await createTestProduct(database.db, store.id, {
      colours: [
        { name: 'Navy', hex: '#001f3f' },
        { name: 'White', hex: '#ffffff' },
      ],
    });
    const view = await loadProductEditor(owner, product.id);
    expect(view).toMatchObject({
      id: product.id,
      name: product.name,
      urlName: product.urlName,
      price: 2500,
      enabled: true,
      colours: [
        { name: 'Navy', sizes: ['M'] },
        { name: 'White', sizes: ['M'] },
      ],
      tags: [],
      oldUrlNames: [],
    });
    expect(view.images.map((image) => image.colour)).toEqual(['Navy', 'White']);
  });

  it("answers 404 for another store's product and for a product of the studio", async () => {
    const theirs = await createTestProduct(database.db, other.id);
    const custom = await createTestProduct(database.db, store.id, { baseProductId: theirs.id });
    for (const id of [theirs.id, custom.id, 0, Number.NaN]) {
      await expect(loadProductEditor(owner, id)).rejects.toMatchObject({
        status: 404,
        message: PRODUCT_ADMIN_MESSAGES.noSuchProduct,
      });
      await expect(saveProduct(owner, id, formFor({ urlName: 'stolen' }))).rejects.toMatchObject({
        status: 404,
      });
    }
    const [unchanged] = await database.db.select().from(products).where(eq(products.id, theirs.id));
    expect(unchanged?.urlName).toBe(theirs.urlName);
  });

  it('is for those who may manage products: 403 for other team members, 404 for anyone else', async () => {
    const product = await createTestProduct(database.db, store.id);
    await expect(loadProductEditor(ordersStaff, product.id)).rejects.toMatchObject({ status: 403 });
    await expect(
      saveProduct(visitorContext(database.db, store), product.id, formFor()),
    ).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
  });

  it('saves the fields, collections, tags, cross-sells and images in one go', async () => {
    const product = await createTestProduct(database.db, store.id, {
      colours: [
        { name: 'Navy', hex: '#001f3f' },
        { name: 'White', hex: '#ffffff' },
      ],
    });
    const partner = await createTestProduct(database.db, store.id, { sku: 'PARTNER-1' });
    const [summer] = await database.db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Summer', urlName: 'summer-editor' })
      .returning();
    const before = await loadProductEditor(owner, product.id);
    const [navy, white] = before.images;
    if (!summer || !navy || !white) throw new Error('fixtures missing');

    const saved = await saveProduct(
      owner,
      product.id,
      formFor({
        name: 'Sunrise Tee',
        urlName: `Sunrise Tee ${product.id}`,
        price: '30',
        salePrice: '24.50',
        onSale: 'on',
        vatRate: '5',
        metaTitle: 'Sunrise tee | organic',
        metaDescription: 'An organic tee',
        tags: 'summer, organic',
        crossSell: 'partner-1',
        [`collection.${summer.id}`]: 'on',
        imageOrder: `${white.id},${navy.id}`,
        [`imageAlt.${white.id}`]: 'The white tee from the front',
        [`imageAlt.${navy.id}`]: 'The navy tee from the front',
      }),
    );
    expect(saved).toEqual({
      id: product.id,
      urlName: `sunrise-tee-${product.id}`,
      message: PRODUCT_ADMIN_MESSAGES.saved,
    });

    const after = await loadProductEditor(owner, product.id);
    expect(after).toMatchObject({
      name: 'Sunrise Tee',
      price: 3000,
      salePrice: 2450,
      onSale: true,
      vatRate: 5,
      metaTitle: 'Sunrise tee | organic',
      metaDescription: 'An organic tee',
      tags: ['organic', 'summer'],
      crossSellSkus: ['PARTNER-1'],
      oldUrlNames: [product.urlName],
    });
    expect(after.collections.find((row) => row.id === summer.id)?.chosen).toBe(true);
    expect(after.images.map((image) => [image.id, image.altText])).toEqual([
      [white.id, 'The white tee from the front'],
      [navy.id, 'The navy tee from the front'],
    ]);
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.crossSellProducts).toEqual([partner.id]);
  });

  it('takes collections and tags away again', async () => {
    const product = await createTestProduct(database.db, store.id);
    const [autumn] = await database.db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Autumn', urlName: 'autumn-editor' })
      .returning();
    if (!autumn) throw new Error('fixture missing');
    await saveProduct(
      owner,
      product.id,
      formFor({ urlName: product.urlName, tags: 'autumn', [`collection.${autumn.id}`]: 'on' }),
    );
    await saveProduct(owner, product.id, formFor({ urlName: product.urlName }));
    const memberships = await database.db
      .select()
      .from(productCollections)
      .where(eq(productCollections.productId, product.id));
    const tagged = await database.db.select().from(productTags).where(eq(productTags.productId, product.id));
    expect(memberships).toEqual([]);
    expect(tagged).toEqual([]);
    // The store's tag stays for its other products.
    const storeTags = await database.db.select().from(tags).where(eq(tags.divisionId, store.id));
    expect(storeTags.map((tag) => tag.name)).toContain('autumn');
  });

  it('sanitises the description and shows it on the storefront as rich text', async () => {
    const product = await createTestProduct(database.db, store.id);
    await saveProduct(
      owner,
      product.id,
      formFor({
        urlName: product.urlName,
        description:
          '<p onclick="steal()">Soft &amp; <strong>warm</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      }),
    );
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.description).not.toMatch(/script|onclick|onerror/);
    expect(row?.description).toContain('<strong>warm</strong>');
    const page = await getProductPage(visitorContext(database.db, store), product.urlName);
    expect(page?.descriptionHtml).toContain('<strong>warm</strong>');
    expect(page?.description).toBe('Soft & warm');
  });

  it("refuses a url name another of the store's products uses, and writes nothing", async () => {
    const first = await createTestProduct(database.db, store.id);
    const second = await createTestProduct(database.db, store.id);
    await expect(
      saveProduct(owner, second.id, formFor({ name: 'Renamed', urlName: first.urlName })),
    ).rejects.toMatchObject({ status: 422, errors: { urlName: [PRODUCT_ADMIN_MESSAGES.urlNameTaken] } });
    const [row] = await database.db.select().from(products).where(eq(products.id, second.id));
    expect(row).toMatchObject({ name: second.name, urlName: second.urlName });
    // Another store's product may have the same url name.
    const elsewhere = await createTestProduct(database.db, other.id, { urlName: `shared-${second.id}` });
    await saveProduct(owner, second.id, formFor({ urlName: elsewhere.urlName }));
  });

  it('answers bad input with 422 and the field map, writing nothing', async () => {
    const product = await createTestProduct(database.db, store.id);
    await expect(
      saveProduct(owner, product.id, formFor({ name: '', price: 'ten', urlName: product.urlName })),
    ).rejects.toMatchObject({
      status: 422,
      errors: { name: [messages.required], price: [PRODUCT_ADMIN_MESSAGES.priceInvalid] },
    });
    await expect(
      saveProduct(owner, product.id, formFor({ urlName: product.urlName, crossSell: 'NOPE-1, NOPE-2' })),
    ).rejects.toMatchObject({
      errors: { crossSell: [PRODUCT_ADMIN_MESSAGES.unknownCrossSell(['NOPE-1', 'NOPE-2'])] },
    });
    await expect(
      saveProduct(owner, product.id, formFor({ urlName: product.urlName, crossSell: product.sku })),
    ).rejects.toMatchObject({ errors: { crossSell: [PRODUCT_ADMIN_MESSAGES.crossSellSelf] } });
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: product.name, price: product.price, description: '' });
  });

  it("refuses another store's collections and another product's images", async () => {
    const product = await createTestProduct(database.db, store.id);
    const theirs = await createTestProduct(database.db, other.id);
    const [theirCollection] = await database.db
      .insert(collections)
      .values({ divisionId: other.id, name: 'Theirs', urlName: 'theirs-editor' })
      .returning();
    const [theirImage] = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, theirs.id));
    await expect(
      saveProduct(
        owner,
        product.id,
        formFor({ urlName: product.urlName, [`collection.${theirCollection?.id}`]: 'on' }),
      ),
    ).rejects.toMatchObject({ errors: { collections: [PRODUCT_ADMIN_MESSAGES.unknownCollection] } });
    await expect(
      saveProduct(
        owner,
        product.id,
        formFor({ urlName: product.urlName, [`imageAlt.${theirImage?.id}`]: 'Mine now' }),
      ),
    ).rejects.toMatchObject({ errors: { images: [PRODUCT_ADMIN_MESSAGES.unknownImage] } });
    const [image] = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.id, theirImage?.id ?? 0));
    expect(image?.altText).toBe(theirImage?.altText);
  });

  it('redirects the old address to the renamed product, and lets a name come back', async () => {
    const product = await createTestProduct(database.db, store.id, { urlName: 'old-tee-name' });
    const visitor = visitorContext(database.db, store);
    await saveProduct(owner, product.id, formFor({ urlName: 'new-tee-name' }));
    expect(await renamedProductUrl(visitor, 'old-tee-name')).toBe('new-tee-name');
    expect(await renamedProductUrl(visitorContext(database.db, other), 'old-tee-name')).toBeNull();
    await saveProduct(owner, product.id, formFor({ urlName: 'newest-tee-name' }));
    expect(await renamedProductUrl(visitor, 'old-tee-name')).toBe('newest-tee-name');
    expect(await renamedProductUrl(visitor, 'new-tee-name')).toBe('newest-tee-name');
    // Taking an old name back makes it the product's own again.
    await saveProduct(owner, product.id, formFor({ urlName: 'old-tee-name' }));
    expect(await renamedProductUrl(visitor, 'old-tee-name')).toBeNull();
    expect((await loadProductEditor(owner, product.id)).oldUrlNames.sort()).toEqual([
      'new-tee-name',
      'newest-tee-name',
    ]);
  });

  it('lets another product take an old url name, which then stops redirecting', async () => {
    const renamed = await createTestProduct(database.db, store.id, { urlName: 'free-name' });
    const taker = await createTestProduct(database.db, store.id);
    await saveProduct(owner, renamed.id, formFor({ urlName: 'free-name-2' }));
    await saveProduct(owner, taker.id, formFor({ urlName: 'free-name' }));
    expect(await renamedProductUrl(visitorContext(database.db, store), 'free-name')).toBeNull();
  });

  it('announces the change to the storefront caches at commit', async () => {
    const product = await createTestProduct(database.db, store.id);
    const [image] = await database.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.productId, product.id)))
      .orderBy(asc(productImages.id));
    await feed.settle();
    announced.length = 0;
    await saveProduct(
      owner,
      product.id,
      formFor({ urlName: product.urlName, [`imageAlt.${image?.id}`]: 'New alt', tags: 'fresh' }),
    );
    await feed.settle();
    const tagsSeen = new Set(
      announced.filter((change) => change.storeId === store.id).flatMap((change) => change.tags),
    );
    expect(tagsSeen).toContain(`product:${product.id}`);
  });
});
