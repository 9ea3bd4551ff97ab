import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import { ORDER_MESSAGES } from '../../core/orders';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { listBasketItems } from '../basket';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestStore } from '../testing/fixtures';
import { loadOrderHistory, orderHistoryHash, ownOrderHistoryHash, reorder } from '.';
import { orderHistoryLinks } from './tables';
import { createTestOrder, createTestProductWithVariants, shippedHistory } from './testing';

describe.each(testEngines)('order history and reorder (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let visitor: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db);
    other = await createTestStore(database.db);
    visitor = { db: database.db, store, actor: { kind: 'visitor', sessionId: 'history-visitor' } };
  });
  afterAll(async () => {
    await database.close();
  });

  it('makes one unguessable link per store and email address', async () => {
    const hash = await orderHistoryHash(visitor, 'Regular@Example.com');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await orderHistoryHash(visitor, ' regular@example.com ')).toBe(hash);
    const elsewhere = await orderHistoryHash({ ...visitor, store: other }, 'regular@example.com');
    expect(elsewhere).not.toBe(hash);
    expect(
      await database.db.select().from(orderHistoryLinks).where(eq(orderHistoryLinks.hash, hash)),
    ).toMatchObject([{ divisionId: store.id, email: 'regular@example.com' }]);
  });

  it('lists the address’s orders in this store only, newest first, with what each allows', async () => {
    const product = await createTestProductWithVariants(database.db, store.id);
    const shipped = await createTestOrder(database.db, store.id, {
      email: 'Listed@example.com',
      history: shippedHistory(2),
      items: [{ product, quantity: 2 }],
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    });
    const fresh = await createTestOrder(database.db, store.id, {
      email: 'listed@example.com',
      status: 'paid',
      items: [{ product }],
    });
    await createTestOrder(database.db, store.id, { email: 'someone.else@example.com', items: [{ product }] });
    const theirProduct = await createTestProductWithVariants(database.db, other.id);
    await createTestOrder(database.db, other.id, {
      email: 'listed@example.com',
      items: [{ product: theirProduct }],
    });

    const history = await loadOrderHistory(visitor, await orderHistoryHash(visitor, 'listed@example.com'));
    expect(history.email).toBe('listed@example.com');
    expect(history.orders.map((order) => order.number)).toEqual([fresh.id, shipped.id]);
    expect(history.orders[0]).toMatchObject({
      status: { code: 'paid' },
      canEdit: true,
      canReturn: false,
      canChangeAddress: true,
      itemCount: 1,
    });
    expect(history.orders[1]).toMatchObject({
      status: { code: 'complete' },
      percentComplete: 100,
      canEdit: false,
      canReturn: true,
      canChangeAddress: false,
      itemCount: 2,
    });
  });

  it('answers 404 for a link of another store or no link at all', async () => {
    const theirs = await orderHistoryHash({ ...visitor, store: other }, 'x@example.com');
    for (const hash of [theirs, 'a'.repeat(32), 'short']) {
      const error = await failure(loadOrderHistory(visitor, hash));
      expect(isAppError(error) && error.status).toBe(404);
      expect((error as Error).message).toBe(ORDER_MESSAGES.historyNotFound);
    }
  });

  it('gives a signed-in customer their own link, and visitors none', async () => {
    const customer = await createTestCustomer(database.db);
    const own = await ownOrderHistoryHash(customerContext(database.db, store, customer));
    expect(own).toBe(await orderHistoryHash(visitor, customer.email));
    expect(await ownOrderHistoryHash(visitor)).toBeNull();
  });

  it('reorders into the basket, skipping and reporting what is no longer sold', async () => {
    const tee = await createTestProductWithVariants(database.db, store.id, { name: 'Still sold tee' });
    const gone = await createTestProductWithVariants(database.db, store.id, { name: 'Retired tee' });
    const order = await createTestOrder(database.db, store.id, {
      history: shippedHistory(40),
      items: [
        { product: tee, colour: 'Navy', size: 'L', quantity: 2 },
        { product: gone, colour: 'White', size: 'S', quantity: 1 },
        { name: 'Custom print', sku: 'GBro-1', colour: 'Black', size: 'XL' },
      ],
    });
    await database.db.update(products).set({ enabled: false }).where(eq(products.id, gone.id));
    const shopper: ServiceContext = { ...visitor, actor: { kind: 'visitor', sessionId: 'reorder-visitor' } };
    const result = await reorder(shopper, order.hash);
    expect(result.added).toEqual([{ name: 'Still sold tee', quantity: 2 }]);
    expect(result.skipped).toEqual([
      { name: 'Retired tee', reason: 'Oops... Looks like this product is no longer available' },
      { name: 'Custom print', reason: 'No longer available' },
    ]);
    const basket = await listBasketItems(shopper);
    expect(basket.map((line) => [line.name, line.options, line.quantity])).toEqual([
      ['Still sold tee', { Colour: 'Navy', Size: 'L' }, 2],
    ]);
  });

  it('never reorders another store’s order', async () => {
    const theirProduct = await createTestProductWithVariants(database.db, other.id);
    const theirs = await createTestOrder(database.db, other.id, { items: [{ product: theirProduct }] });
    const shopper: ServiceContext = { ...visitor, actor: { kind: 'visitor', sessionId: 'thief-visitor' } };
    const error = await failure(reorder(shopper, theirs.hash));
    expect(isAppError(error) && error.status).toBe(404);
    expect(await listBasketItems(shopper)).toEqual([]);
  });
});
