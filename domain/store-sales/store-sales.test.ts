import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLineColumns } from '../../core/orders';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { ORDER_NOT_FOUND, orderAmendments, orderItems, orders } from '../orders';
import { createTestOrder, createTestProductWithVariants } from '../orders/testing';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { createTestStore } from '../testing/fixtures';
import { listStoreOrders, loadStoreOrder } from './orders';
import { salesFigures } from './sales';

const NOW = new Date('2026-03-10T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe.each(testEngines)("a store's orders and sales in its dashboard on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let productsOnly: ServiceContext;
  let otherOwner: ServiceContext;
  let otherOrderId: number;
  let refundedId: number;
  let paidId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    store = await createTestStore(db, { subdomain: 'sales-figures' });
    other = await createTestStore(db, { subdomain: 'sales-figures-other' });
    const product = await createTestProductWithVariants(db, store.id, { price: 2500 });
    await db.update(products).set({ baseCost: 900 }).where(eq(products.id, product.id));
    owner = customerContext(db, store, await createTestCustomer(db, { stores: [{ divisionId: store.id }] }));
    productsOnly = customerContext(
      db,
      store,
      await createTestCustomer(db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions: ['products'] }],
      }),
    );
    otherOwner = customerContext(
      db,
      other,
      await createTestCustomer(db, { stores: [{ divisionId: other.id, role: 'owner' }] }),
    );

    // Paid on the 9th: two at 25.00 plus 3.99 delivery = 53.99, later edited down by 25.00 on the 10th.
    const paid = await createTestOrder(db, store.id, {
      email: 'Ada@Example.com',
      shipping: { name: 'Ada Lovelace', line1: '1 Road', city: 'London', postcode: 'N1 1AA', country: 'GB' },
      items: [{ product, quantity: 2 }],
      history: [
        { status: 'new', at: at('2026-03-09T08:00:00Z') },
        { status: 'paid', at: at('2026-03-09T08:01:00Z') },
      ],
    });
    paidId = paid.id;
    // The edit: one unit instead of two, the order's total down to 28.99 and 25.00 owed back.
    await db
      .update(orderItems)
      .set(orderLineColumns({ unitPrice: 2500, quantity: 1, discount: 0, vatPercent: 20 }))
      .where(eq(orderItems.orderId, paid.id));
    await db.update(orders).set({ subtotal: 2500, goodsTax: 417, total: 2899 }).where(eq(orders.id, paid.id));
    await db.insert(orderAmendments).values({
      divisionId: store.id,
      orderId: paid.id,
      kind: 'items',
      before: {},
      after: {},
      refundDue: 2500,
      createdAt: at('2026-03-10T09:00:00Z'),
    });
    // Paid on the 5th, refunded on the 10th.
    const refunded = await createTestOrder(db, store.id, {
      email: 'bob@example.com',
      items: [{ product, quantity: 1 }],
      shippingTotal: 0,
      history: [
        { status: 'paid', at: at('2026-03-05T10:00:00Z') },
        { status: 'refunded', at: at('2026-03-10T10:00:00Z') },
      ],
    });
    refundedId = refunded.id;
    // Never paid: not a sale.
    await createTestOrder(db, store.id, {
      email: 'unpaid@example.com',
      history: [{ status: 'to_be_paid', at: at('2026-03-09T00:00:00Z') }],
    });
    // Another store's paid order: not this store's sale, and not reachable from it.
    otherOrderId = (
      await createTestOrder(db, other.id, { history: [{ status: 'paid', at: at('2026-03-09T00:00:00Z') }] })
    ).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts each paid order on the day it was paid for what was charged, and subtracts refunds on their day', async () => {
    const figures = await salesFigures(owner, { days: 7, now: NOW });
    expect(figures.currency).toBe('GBP');
    expect(figures.graph).toHaveLength(7);
    const byDay = Object.fromEntries(figures.graph.map((day) => [day.date, day]));
    expect(byDay['2026-03-05']).toEqual({
      date: '2026-03-05',
      orders: 1,
      revenue: 2500,
      refunds: 0,
      net: 2500,
    });
    // 2 × 2500 + 399 delivery, charged in full on the 9th although an edit took 25.00 off since.
    expect(byDay['2026-03-09']).toEqual({
      date: '2026-03-09',
      orders: 1,
      revenue: 5399,
      refunds: 0,
      net: 5399,
    });
    expect(byDay['2026-03-10']).toEqual({
      date: '2026-03-10',
      orders: 0,
      revenue: 0,
      refunds: 2500 + 2500,
      net: -5000,
    });
    expect(byDay['2026-03-06']?.orders).toBe(0);
    expect(figures.summary).toEqual({
      orders: 2,
      revenue: 7899,
      refunds: 5000,
      net: 2899,
      averageOrder: 1450,
    });
    expect(figures.interactions).toEqual({ orders: 2, customers: 2, unitsSold: 2, refunds: 2 });
    expect(figures.profitPerMonth.at(-1)).toEqual({
      month: '2026-03',
      revenue: 7899,
      refunds: 5000,
      costs: 2 * 900,
      profit: 7899 - 5000 - 1800,
    });
    expect(figures.profitPerMonth).toHaveLength(6);
  });

  it('reads an unknown range as 30 days', async () => {
    expect((await salesFigures(owner, { days: '12', now: NOW })).graph).toHaveLength(30);
    expect((await salesFigures(owner, { days: '90', now: NOW })).graph).toHaveLength(90);
  });

  it("lists the store's orders newest first, and searches by number, email and name", async () => {
    const all = await listStoreOrders(owner, {});
    expect(all.total).toBe(3);
    expect(all.orders.map((order) => order.email)).not.toContain('shopper@example.com');
    expect((await listStoreOrders(owner, { q: `#${paidId}` })).orders.map((o) => o.number)).toEqual([paidId]);
    expect((await listStoreOrders(owner, { q: 'ada@example' })).orders.map((o) => o.number)).toEqual([
      paidId,
    ]);
    expect((await listStoreOrders(owner, { q: 'lovelace' })).orders.map((o) => o.number)).toEqual([paidId]);
    expect((await listStoreOrders(owner, { q: '%' })).total).toBe(0);
    expect((await listStoreOrders(owner, { q: String(otherOrderId) })).total).toBe(0);
  });

  it('filters by status, and reads an unknown status or page as none given', async () => {
    const refunded = await listStoreOrders(owner, { status: 'refunded' });
    expect(refunded.orders.map((order) => order.number)).toEqual([refundedId]);
    expect(refunded.orders[0]?.status).toEqual({ code: 'refunded', name: 'Refunded' });
    const odd = await listStoreOrders(owner, { status: 'nonsense', page: 'x' as unknown as number });
    expect(odd).toMatchObject({ status: null, page: 1, total: 3 });
    expect((await listStoreOrders(owner, { page: 99 })).page).toBe(1);
  });

  it('shows one order with its lines, money, address and status history', async () => {
    const order = await loadStoreOrder(owner, paidId);
    expect(order).toMatchObject({
      number: paidId,
      email: 'Ada@Example.com',
      status: { code: 'paid', name: 'Paid' },
      money: { subtotal: 2500, shippingTotal: 399, total: 2899, goodsTax: 417 },
      refundedByEdits: 2500,
      shipping: { name: 'Ada Lovelace', postcode: 'N1 1AA' },
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ quantity: 1, unitPrice: 2500, total: 2500, vat: 417 });
    expect(order.history.map((entry) => entry.code)).toEqual(['new', 'paid']);
    expect(order.paidAt).toEqual(at('2026-03-09T08:01:00Z'));
  });

  it("answers 404 for another store's order number, and for a store the actor does not run", async () => {
    await expect(loadStoreOrder(owner, otherOrderId)).rejects.toMatchObject({
      status: 404,
      message: ORDER_NOT_FOUND,
    });
    await expect(loadStoreOrder(owner, 0)).rejects.toMatchObject({ status: 404 });
    const wrongStore = { ...otherOwner, store };
    await expect(listStoreOrders(wrongStore)).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await expect(salesFigures(wrongStore)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a team member without the 'orders' permission (403)", async () => {
    for (const call of [
      () => listStoreOrders(productsOnly),
      () => loadStoreOrder(productsOnly, paidId),
      () => salesFigures(productsOnly),
    ])
      await expect(call()).rejects.toMatchObject({
        status: 403,
        message: STORE_ADMIN_MESSAGES.missingPermission('orders'),
      });
  });
});
