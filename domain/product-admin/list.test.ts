import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductListQuery, parseProductListQuery } from '../../core/product-admin/list-query';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { collections, productCollections, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestProduct, createTestStore } from '../testing/fixtures';
import { bulkUpdateProducts } from './bulk';
import { listDashboardProducts } from './list';

const query = (search = ''): ProductListQuery => parseProductListQuery(new URLSearchParams(search));

describe.each(testEngines)('the product list on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let otherCustomer: { id: number };
  let summerId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'list-store' });
    other = await createTestStore(database.db, { subdomain: 'list-other' });
    owner = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] }),
    );
    otherCustomer = await createTestCustomer(database.db, {
      stores: [{ divisionId: other.id, role: 'owner' }],
    });
    const made = [
      { name: 'Alpine Tee', sku: 'ALP-1', price: 2000, bestsellerRank: 2, enabled: true },
      { name: 'Beach Hoodie', sku: 'BCH-1', price: 4500, bestsellerRank: 1, onSale: true, salePrice: 4000 },
      { name: 'Canvas Tote', sku: 'TOTE-9', price: 1500, enabled: false, approvalStatus: 'pending' },
      { name: '100% Cotton_Tee', sku: 'PCT-1', price: 1800, approvalStatus: 'denied' },
    ];
    for (const [index, values] of made.entries()) {
      const product = await createTestProduct(database.db, store.id, {
        ...values,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      });
      ids[values.name] = product.id;
    }
    // Not the seller's to manage: a studio blank and a shopper's design on it, and another store's product.
    const blank = await createTestProduct(database.db, store.id, { name: 'Blank Tee', isBaseProduct: true });
    await createTestProduct(database.db, store.id, { name: 'Custom Tee', baseProductId: blank.id });
    ids.theirs = (await createTestProduct(database.db, other.id, { name: 'Alpine Tee elsewhere' })).id;
    const [summer] = await database.db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Summer', urlName: 'summer-list' })
      .returning();
    summerId = summer?.id ?? 0;
    await database.db.insert(productCollections).values([
      { divisionId: store.id, collectionId: summerId, productId: ids['Alpine Tee'] ?? 0 },
      { divisionId: store.id, collectionId: summerId, productId: ids['Beach Hoodie'] ?? 0 },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = async (search: string) =>
    (await listDashboardProducts(owner, query(search))).rows.map((row) => row.name);

  it("lists the store's own products, newest first, with a thumbnail each", async () => {
    const page = await listDashboardProducts(owner, query());
    expect(page.rows.map((row) => row.name)).toEqual([
      '100% Cotton_Tee',
      'Canvas Tote',
      'Beach Hoodie',
      'Alpine Tee',
    ]);
    expect(page).toMatchObject({ total: 4, page: 1, pages: 1, perPage: 50 });
    expect(page.rows[0]?.thumbnail).toMatch(/^\/media\/test\//);
    expect(page.collections).toEqual([{ id: summerId, name: 'Summer' }]);
  });

  it('sorts by name, price and bestseller rank (unranked last)', async () => {
    expect(await names('sort=name')).toEqual([
      '100% Cotton_Tee',
      'Alpine Tee',
      'Beach Hoodie',
      'Canvas Tote',
    ]);
    expect(await names('sort=price')).toEqual([
      'Canvas Tote',
      '100% Cotton_Tee',
      'Alpine Tee',
      'Beach Hoodie',
    ]);
    expect((await names('sort=bestseller')).slice(0, 2)).toEqual(['Beach Hoodie', 'Alpine Tee']);
  });

  it('searches names and skus, case-insensitively, taking % and _ literally', async () => {
    expect(await names('q=tee&sort=name')).toEqual(['100% Cotton_Tee', 'Alpine Tee']);
    expect(await names('q=tote-9')).toEqual(['Canvas Tote']);
    expect(await names('q=100%25')).toEqual(['100% Cotton_Tee']);
    expect(await names('q=n_t')).toEqual(['100% Cotton_Tee']);
    expect(await names('q=%25')).toEqual(['100% Cotton_Tee']);
  });

  it('filters by collection, enabled, approval status and sale', async () => {
    expect(await names(`collection=${summerId}&sort=name`)).toEqual(['Alpine Tee', 'Beach Hoodie']);
    expect(await names('enabled=no')).toEqual(['Canvas Tote']);
    expect(await names('approval=denied')).toEqual(['100% Cotton_Tee']);
    expect(await names('onSale=yes')).toEqual(['Beach Hoodie']);
    expect(await names('enabled=yes&onSale=no&sort=name')).toEqual(['100% Cotton_Tee', 'Alpine Tee']);
  });

  it('pages 50 at a time, a page past the end showing the last', async () => {
    const many = await createTestStore(database.db, { subdomain: 'list-many' });
    const manyOwner = customerContext(
      database.db,
      many,
      await createTestCustomer(database.db, { stores: [{ divisionId: many.id, role: 'owner' }] }),
    );
    for (let index = 0; index < 51; index += 1)
      await createTestProduct(database.db, many.id, {
        name: `Item ${String(index).padStart(2, '0')}`,
        colours: [],
      });
    const first = await listDashboardProducts(manyOwner, query('sort=name'));
    const second = await listDashboardProducts(manyOwner, query('sort=name&page=2'));
    const beyond = await listDashboardProducts(manyOwner, query('sort=name&page=9'));
    expect(first.rows).toHaveLength(50);
    expect(first).toMatchObject({ total: 51, pages: 2 });
    expect(second.rows.map((row) => row.name)).toEqual(['Item 50']);
    expect(beyond.page).toBe(2);
    expect(first.rows[0]?.thumbnail).toBeNull();
  });

  it("is not another owner's to read", async () => {
    const visiting = customerContext(database.db, store, otherCustomer);
    await expect(listDashboardProducts(visiting, query())).rejects.toMatchObject({ status: 404 });
  });

  describe('bulk changes', () => {
    it('disable and enable the ticked products of the store only', async () => {
      const tick = (...productIds: number[]) =>
        Object.fromEntries(productIds.map((id) => [`product.${id}`, 'on']));
      const alpine = ids['Alpine Tee'] ?? 0;
      const theirs = ids.theirs ?? 0;
      const result = await bulkUpdateProducts(owner, { bulkAction: 'disable', ...tick(alpine, theirs) });
      expect(result).toEqual({ action: 'disable', count: 1, message: '1 product disabled' });
      const rows = await database.db
        .select({ id: products.id, enabled: products.enabled })
        .from(products)
        .where(inArray(products.id, [alpine, theirs]));
      expect(Object.fromEntries(rows.map((row) => [row.id, row.enabled]))).toEqual({
        [alpine]: false,
        [theirs]: true,
      });
      await bulkUpdateProducts(owner, { bulkAction: 'enable', ...tick(alpine) });
      const [again] = await database.db.select().from(products).where(eq(products.id, alpine));
      expect(again?.enabled).toBe(true);
    });

    it("delete the store's ticked products and leave another store's alone", async () => {
      const doomed = await createTestProduct(database.db, store.id);
      const theirs = ids.theirs ?? 0;
      const result = await bulkUpdateProducts(owner, {
        bulkAction: 'delete',
        confirmDelete: 'yes',
        [`product.${doomed.id}`]: 'on',
        [`product.${theirs}`]: 'on',
      });
      expect(result.count).toBe(1);
      const left = await database.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [doomed.id, theirs]));
      expect(left).toEqual([{ id: theirs }]);
    });

    it('answer 422 when nothing is ticked', async () => {
      await expect(bulkUpdateProducts(owner, { bulkAction: 'delete' })).rejects.toMatchObject({
        status: 422,
        errors: { products: [PRODUCT_ADMIN_MESSAGES.noneChosen] },
      });
    });

    it('answer 404 in a store the actor does not run', async () => {
      await expect(
        bulkUpdateProducts(customerContext(database.db, store, { id: -1 }), {
          bulkAction: 'delete',
          confirmDelete: 'yes',
          [`product.${ids['Alpine Tee']}`]: 'on',
        }),
      ).rejects.toMatchObject({ status: 404 });
      const [still] = await database.db
        .select()
        .from(products)
        .where(eq(products.id, ids['Alpine Tee'] ?? 0));
      expect(still).toBeDefined();
    });
  });
});
