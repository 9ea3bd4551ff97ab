import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '../../core/collections';
import { MENU_MESSAGES } from '../../core/store';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { collections, getCollectionPage, productCollections } from '../catalog';
import { mediaFiles } from '../content';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import { type Store, subdomains } from '../stores';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import {
  addCollectionToMenu,
  addProductsToCollection,
  bannerChoices,
  createCollection,
  deleteCollection,
  listCollectionProducts,
  listCollections,
  readCollection,
  removeProductFromCollection,
  reorderCollectionProducts,
  searchProductsToAdd,
  updateCollection,
} from './index';

describe.each(testEngines)('collections in the dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let ordersStaff: ServiceContext;
  let otherOwner: ServiceContext;
  let tee: { id: number };
  let tote: { id: number };
  let mug: { id: number };
  let foreignProduct: { id: number };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'collection-admin' });
    other = await createTestStore(db, { subdomain: 'collection-admin-other' });
    const ownerRow = await createTestCustomer(db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    const staffRow = await createTestCustomer(db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['orders'] }],
    });
    const otherRow = await createTestCustomer(db, { stores: [{ divisionId: other.id, role: 'owner' }] });
    owner = customerContext(db, store, ownerRow);
    ordersStaff = customerContext(db, store, staffRow);
    otherOwner = customerContext(db, other, otherRow);
    tee = await createTestProduct(db, store.id, { name: 'Mountain Tee', urlName: 'mountain-tee' });
    tote = await createTestProduct(db, store.id, { name: 'Mountain Tote', urlName: 'mountain-tote' });
    mug = await createTestProduct(db, store.id, { name: 'River Mug', urlName: 'river-mug' });
    foreignProduct = await createTestProduct(db, other.id, { name: 'Mountain Cap', urlName: 'mountain-cap' });
    await db.insert(mediaFiles).values([
      { divisionId: store.id, name: 'Hills', path: '/media/banners/hills.webp', mimeType: 'image/webp' },
      { divisionId: store.id, name: 'Terms', path: '/media/files/terms.pdf', mimeType: 'application/pdf' },
      { divisionId: other.id, name: 'Theirs', path: '/media/banners/theirs.webp', mimeType: 'image/webp' },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates a collection with a normalised URL from its name, at the end of the list', async () => {
    const created = await createCollection(owner, { name: '  Summer Tees & Totes! ', description: 'Light.' });
    expect(created).toMatchObject({
      name: 'Summer Tees & Totes!',
      urlName: 'summer-tees-and-totes',
      description: 'Light.',
      banner: null,
      bannerFocusX: 0.5,
      seoTitle: null,
    });
    const list = await listCollections(owner);
    expect(list.at(-1)).toMatchObject({ id: created.id, productCount: 0 });
  });

  it('refuses a URL another collection of the store uses, with the message on the URL field', async () => {
    await createCollection(owner, { name: 'Winter', urlName: 'Winter Wear' });
    await expect(createCollection(owner, { name: 'Cold', urlName: 'winter-wear' })).rejects.toMatchObject({
      status: 422,
      errors: { urlName: [COLLECTION_MESSAGES.urlNameTaken] },
    });
    // Another store may use the same address.
    const theirs = await createCollection(otherOwner, { name: 'Winter', urlName: 'winter-wear' });
    expect(theirs.urlName).toBe('winter-wear');
  });

  it('says which fields are wrong (§5 messages) and writes nothing', async () => {
    const before = await listCollections(owner);
    await expect(
      createCollection(owner, { name: '', seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161) }),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        name: ['This field is required'],
        seoTitle: ['Must contain no more than 70 characters'],
        seoDescription: ['Must contain no more than 160 characters'],
      },
    });
    await expect(createCollection(owner, { name: '!!!' })).rejects.toMatchObject({
      errors: { urlName: [COLLECTION_MESSAGES.urlNameEmpty] },
    });
    expect(await listCollections(owner)).toHaveLength(before.length);
  });

  it("takes a banner only from the store's own images, with its focal point", async () => {
    const created = await createCollection(owner, { name: 'Hills' });
    const saved = await updateCollection(owner, created.id, {
      name: 'Hills',
      urlName: 'hills',
      banner: '/media/banners/hills.webp',
      bannerFocusX: '0.25',
      bannerFocusY: '0.8',
      seoTitle: 'Hill walking tees',
      seoDescription: 'Tees for the hills.',
    });
    expect(saved).toMatchObject({
      banner: '/media/banners/hills.webp',
      bannerFocusX: 0.25,
      bannerFocusY: 0.8,
      seoTitle: 'Hill walking tees',
    });
    // The storefront crops the banner around its focal point and titles the page with the SEO texts.
    expect((await getCollectionPage(visitorContext(database.db, store), 'hills'))?.collection).toMatchObject({
      banner: '/media/banners/hills.webp',
      bannerFocus: { x: 0.25, y: 0.8 },
      seoTitle: 'Hill walking tees',
      seoDescription: 'Tees for the hills.',
    });
    for (const banner of ['/media/banners/theirs.webp', '/media/files/terms.pdf', '/media/nothing.webp'])
      await expect(updateCollection(owner, created.id, { name: 'Hills', banner })).rejects.toMatchObject({
        status: 422,
        errors: { banner: [COLLECTION_MESSAGES.bannerUnknown] },
      });
    expect((await readCollection(owner, created.id)).banner).toBe('/media/banners/hills.webp');
    expect((await bannerChoices(owner)).map((file) => file.thumbnails.original)).toEqual([
      '/media/banners/hills.webp',
    ]);
  });

  it('adds products at the end, stores a new order and the storefront lists them in it', async () => {
    const created = await createCollection(owner, { name: 'Outdoors' });
    expect(await addProductsToCollection(owner, created.id, [tote.id, tee.id])).toEqual({ added: 2 });
    expect(await addProductsToCollection(owner, created.id, [mug.id, tee.id])).toEqual({ added: 1 });
    const names = async () =>
      (await listCollectionProducts(owner, created.id)).map((product) => product.name);
    expect(await names()).toEqual(['Mountain Tote', 'Mountain Tee', 'River Mug']);

    await reorderCollectionProducts(owner, created.id, [mug.id, tee.id, tote.id]);
    expect(await names()).toEqual(['River Mug', 'Mountain Tee', 'Mountain Tote']);
    const page = await getCollectionPage(visitorContext(database.db, store), 'outdoors');
    expect(page?.products.map((product) => product.name)).toEqual([
      'River Mug',
      'Mountain Tee',
      'Mountain Tote',
    ]);
    expect((await listCollections(owner)).find((row) => row.id === created.id)?.productCount).toBe(3);

    await removeProductFromCollection(owner, created.id, tee.id);
    expect(await names()).toEqual(['River Mug', 'Mountain Tote']);
  });

  it('refuses an order that is not exactly the products of the collection (409), changing nothing', async () => {
    const created = await createCollection(owner, { name: 'Ordered' });
    await addProductsToCollection(owner, created.id, [tee.id, tote.id]);
    for (const ids of [[tee.id], [tee.id, tee.id], [tee.id, tote.id, mug.id], [tote.id, mug.id]])
      await expect(reorderCollectionProducts(owner, created.id, ids)).rejects.toMatchObject({
        status: 409,
        message: COLLECTION_MESSAGES.orderMismatch,
      });
    const positions = await database.db
      .select({ productId: productCollections.productId, position: productCollections.position })
      .from(productCollections)
      .where(eq(productCollections.collectionId, created.id))
      .orderBy(productCollections.position);
    expect(positions.map((row) => row.productId)).toEqual([tee.id, tote.id]);
  });

  it("offers in the picker only the store's own products not yet in the collection", async () => {
    const created = await createCollection(owner, { name: 'Picker' });
    await addProductsToCollection(owner, created.id, [tee.id]);
    const found = await searchProductsToAdd(owner, created.id, 'mountain');
    expect(found.map((product) => product.name)).toEqual(['Mountain Tote']);
    expect((await searchProductsToAdd(owner, created.id, '')).map((product) => product.id)).not.toContain(
      foreignProduct.id,
    );
  });

  it("answers 404 for another store's collection or product ids, and writes nothing", async () => {
    const mine = await createCollection(owner, { name: 'Mine' });
    const theirs = await createCollection(otherOwner, { name: 'Theirs' });
    await expect(readCollection(owner, theirs.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateCollection(owner, theirs.id, { name: 'Taken' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteCollection(owner, theirs.id)).rejects.toMatchObject({ status: 404 });
    await expect(addProductsToCollection(owner, theirs.id, [tee.id])).rejects.toMatchObject({ status: 404 });
    await expect(addProductsToCollection(owner, mine.id, [tee.id, foreignProduct.id])).rejects.toMatchObject({
      status: 404,
      message: COLLECTION_MESSAGES.noSuchProduct,
    });
    expect(await listCollectionProducts(owner, mine.id)).toEqual([]);
    await expect(removeProductFromCollection(owner, mine.id, foreignProduct.id)).rejects.toMatchObject({
      status: 404,
    });
    // The other owner reaching into this store through its own context gets nothing either.
    await expect(listCollections({ ...otherOwner, store })).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    const [still] = await database.db.select().from(collections).where(eq(collections.id, theirs.id));
    expect(still?.name).toBe('Theirs');
  });

  it('needs the products permission (403) and a manager of the store (404 for visitors)', async () => {
    await expect(listCollections(ordersStaff)).rejects.toMatchObject({ status: 403 });
    await expect(createCollection(ordersStaff, { name: 'Nope' })).rejects.toMatchObject({ status: 403 });
    await expect(listCollections(visitorContext(database.db, store))).rejects.toMatchObject({ status: 404 });
  });

  it('deletes a collection with its product links, keeping the products', async () => {
    const created = await createCollection(owner, { name: 'Short lived' });
    await addProductsToCollection(owner, created.id, [mug.id]);
    expect(await deleteCollection(owner, created.id)).toEqual({ name: 'Short lived' });
    await expect(readCollection(owner, created.id)).rejects.toMatchObject({ status: 404 });
    const links = await database.db
      .select()
      .from(productCollections)
      .where(and(eq(productCollections.collectionId, created.id)));
    expect(links).toEqual([]);
    expect(
      (await searchProductsToAdd(owner, (await createCollection(owner, { name: 'Any' })).id, 'river')).length,
    ).toBe(1);
  });

  it('adds a collection to the end of the main menu once', async () => {
    await database.db
      .update(subdomains)
      .set({ mainMenu: [{ text: 'Home', href: '/' }] })
      .where(eq(subdomains.divisionId, store.id));
    const created = await createCollection(owner, { name: 'Menu Worthy' });
    const menu = await addCollectionToMenu(owner, created.id);
    expect(menu).toEqual([
      { text: 'Home', href: '/' },
      { text: 'Menu Worthy', href: '/collection/menu-worthy/' },
    ]);
    await expect(addCollectionToMenu(owner, created.id)).rejects.toMatchObject({
      status: 409,
      message: MENU_MESSAGES.alreadyThere,
    });
  });
});
