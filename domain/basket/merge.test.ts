import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../accounts';
import { createTestCustomer, TEST_PASSWORD } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createTestStore } from '../testing/fixtures';
import { addItemToBasket } from './add-items';
import { addFavourite, favouritesSummary } from './favourites';
import { basketItemCount, listBasketItems } from './list-items';
import { mergeVisitorIntoCustomer } from './merge';
import { baskets, favourites } from './tables';
import { createSellableProduct } from './testing';

const VISITOR = 'merge-visitor-aaaaaaaaa';
const client = { ip: '127.0.0.1', userAgent: 'test' };

describe.each(testEngines)('the basket joins the account at sign-in on %s', (engine) => {
  let database: DatabaseHandle;
  let visitorCtx: ServiceContext;
  let otherStoreVisitorCtx: ServiceContext;
  let customerCtx: (customerId: number) => ServiceContext;
  let tee: Awaited<ReturnType<typeof createSellableProduct>>;
  let hoodie: Awaited<ReturnType<typeof createSellableProduct>>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, { subdomain: 'mergeshop' });
    const other = await createTestStore(database.db, { subdomain: 'mergeother' });
    visitorCtx = { db: database.db, store, actor: { kind: 'visitor', sessionId: VISITOR } };
    otherStoreVisitorCtx = { db: database.db, store: other, actor: { kind: 'visitor', sessionId: VISITOR } };
    customerCtx = (customerId) => ({
      db: database.db,
      store,
      actor: { kind: 'customer', customerId, sessionId: 'another-device-bbbbbb', internal: false },
    });
    tee = await createSellableProduct(database.db, store.id, { urlName: 'summit-tee' });
    hoodie = await createSellableProduct(database.db, store.id, { urlName: 'ridge-hoodie' });
    await createSellableProduct(database.db, other.id, { urlName: 'summit-tee' });
  });
  beforeEach(async () => {
    await database.db.delete(baskets);
    await database.db.delete(favourites);
  });
  afterAll(async () => {
    await database.close();
  });

  const addTo = (ctx: ServiceContext, variantId: string, quantity: number, name?: string) =>
    addItemToBasket(ctx, { item: { variantId, quantity }, ...(name ? { name } : {}) });

  it('adds quantities of the same item (capped at 999), moves the rest with their keys, and empties the visitor', async () => {
    const customer = await createTestCustomer(database.db);
    const account = customerCtx(customer.id);
    await addTo(account, tee.variant('White', 'M'), 2);
    await addTo(account, tee.variant('White', 'S'), 990);
    await addTo(visitorCtx, tee.variant('White', 'M'), 3);
    await addTo(visitorCtx, tee.variant('White', 'S'), 20);
    const { items } = await addTo(visitorCtx, hoodie.variant('White', 'L'), 1);
    const movedKey = items.find((line) => line.productUrl === 'ridge-hoodie')?.key;
    await addTo(visitorCtx, hoodie.variant('White', 'L'), 4, 'wishlist');

    await mergeVisitorIntoCustomer(visitorCtx, customer.id);

    const lines = await listBasketItems(account);
    expect(lines.map((line) => [line.productUrl, line.options.Size, line.quantity])).toEqual([
      ['summit-tee', 'M', 5],
      ['summit-tee', 'S', 999],
      ['ridge-hoodie', 'L', 1],
    ]);
    expect(lines[2]?.key).toBe(movedKey);
    expect((await listBasketItems(account, 'wishlist'))[0]?.quantity).toBe(4);
    expect(await basketItemCount(visitorCtx)).toBe(0);
    const left = await database.db.select().from(baskets);
    expect(left.every((basket) => basket.customerId === customer.id && basket.visitorId === null)).toBe(true);
  });

  it('joins favourites without duplicates', async () => {
    const customer = await createTestCustomer(database.db);
    const account = customerCtx(customer.id);
    await addFavourite(account, { productUrl: 'summit-tee' });
    await addFavourite(visitorCtx, { productUrl: 'summit-tee', colour: 'White' });
    await addFavourite(visitorCtx, { productUrl: 'ridge-hoodie' });
    await mergeVisitorIntoCustomer(visitorCtx, customer.id);
    expect((await favouritesSummary(account)).productUuids.sort()).toEqual(
      [tee.product.uuid, hoodie.product.uuid].sort(),
    );
    expect((await favouritesSummary(visitorCtx)).count).toBe(0);
    expect(await database.db.select().from(favourites)).toHaveLength(2);
  });

  it("leaves the visitor's basket in another store alone, and does nothing a second time", async () => {
    const customer = await createTestCustomer(database.db);
    await addTo(visitorCtx, tee.variant('White', 'M'), 1);
    const otherStoreLine = await addItemToBasket(otherStoreVisitorCtx, {
      item: { productUrl: 'summit-tee', productColor: 'White', productSize: 'M' },
    });
    await mergeVisitorIntoCustomer(visitorCtx, customer.id);
    await mergeVisitorIntoCustomer(visitorCtx, customer.id);
    expect(await basketItemCount(customerCtx(customer.id))).toBe(1);
    expect(await listBasketItems(otherStoreVisitorCtx)).toEqual(otherStoreLine.items);
  });

  it('happens when the visitor logs in', async () => {
    const customer = await createTestCustomer(database.db);
    await addTo(visitorCtx, tee.variant('White', 'L'), 2);
    await addFavourite(visitorCtx, { productUrl: 'ridge-hoodie' });
    await login(visitorCtx, { email: customer.email, password: TEST_PASSWORD }, { client });
    const account = customerCtx(customer.id);
    expect(await basketItemCount(account)).toBe(2);
    expect((await favouritesSummary(account)).count).toBe(1);
    expect(await basketItemCount(visitorCtx)).toBe(0);
  });

  it('does not happen when the login fails', async () => {
    const customer = await createTestCustomer(database.db);
    await addTo(visitorCtx, tee.variant('White', 'L'), 2);
    await expect(
      login(visitorCtx, { email: customer.email, password: 'wrong password here' }, { client }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await basketItemCount(visitorCtx)).toBe(2);
    expect(await basketItemCount(customerCtx(customer.id))).toBe(0);
  });

  if (engine === 'postgres') {
    it('joins once when two sign-ins race', async () => {
      const customer = await createTestCustomer(database.db);
      await addTo(visitorCtx, tee.variant('White', 'M'), 3);
      await addFavourite(visitorCtx, { productUrl: 'ridge-hoodie' });
      await Promise.all([
        mergeVisitorIntoCustomer(visitorCtx, customer.id),
        mergeVisitorIntoCustomer(visitorCtx, customer.id),
        mergeVisitorIntoCustomer(visitorCtx, customer.id),
      ]);
      expect(await basketItemCount(customerCtx(customer.id))).toBe(3);
      expect((await favouritesSummary(customerCtx(customer.id))).count).toBe(1);
    });
  }
});
