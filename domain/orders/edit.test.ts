import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import { ORDER_MESSAGES } from '../../core/orders';
import { outboxEmails } from '../accounts';
import { productVariants } from '../catalog/tables';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { editOrderItems, loadAddressPage, loadEditPage, loadOrder, updateDeliveryAddress } from '.';
import { orderAmendments, orderItems, orders } from './tables';
import {
  createTestOrder,
  createTestProductWithVariants,
  shippedHistory,
  TEST_ADDRESS,
  variantOf,
} from './testing';

const ORIGIN = 'http://edits.localhost:3000';

describe.each(testEngines)('changing an order (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let product: Awaited<ReturnType<typeof createTestProductWithVariants>>;
  const ctx = () => visitorContext(database.db, store);
  const amendmentsOf = (orderId: number) =>
    database.db.select().from(orderAmendments).where(eq(orderAmendments.orderId, orderId));
  const emailsTo = (to: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  const rowOf = async (orderId: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db);
    other = await createTestStore(database.db);
    product = await createTestProductWithVariants(database.db, store.id, {
      name: 'Organic tee',
      price: 2400,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('offers each item’s colours and sizes while the order is not in production', async () => {
    const order = await createTestOrder(database.db, store.id, { status: 'new', items: [{ product }] });
    const page = await loadEditPage(ctx(), order.hash);
    expect(page.verdict).toEqual({ allowed: true });
    expect(page.items[0]?.choices.colours).toEqual([
      { name: 'White', sizes: ['S', 'M', 'L'] },
      { name: 'Navy', sizes: ['S', 'M', 'L'] },
    ]);
  });

  it('changes colour, size and quantity, moves the totals, keeps an amendment and emails it', async () => {
    const order = await createTestOrder(database.db, store.id, {
      email: 'editor@example.com',
      status: 'new',
      items: [{ product, colour: 'White', size: 'M', quantity: 1 }],
    });
    const item = order.items[0];
    const result = await editOrderItems(
      ctx(),
      order.hash,
      { items: [{ itemId: item?.id ?? 0, colour: 'Navy', size: 'L', quantity: 3 }] },
      { origin: ORIGIN },
    );
    expect(result).toEqual({ changed: true, message: ORDER_MESSAGES.orderUpdated });
    const [updated] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, item?.id ?? 0));
    const navyL = await variantOf(database.db, product.id, 'Navy', 'L');
    expect(updated).toMatchObject({
      quantity: 3,
      variantId: navyL.id,
      sku: navyL.sku,
      options: { Colour: 'Navy', Size: 'L' },
    });
    const row = await rowOf(order.id);
    expect(row?.subtotal).toBe(order.subtotal + 2 * 2400);
    expect(row?.total).toBe(order.total + 2 * 2400);
    expect(row?.goodsTax).toBe(order.goodsTax + 2 * 400);
    const [amendment] = await amendmentsOf(order.id);
    expect(amendment).toMatchObject({
      kind: 'items',
      refundDue: 0,
      before: [{ itemId: item?.id, colour: 'White', size: 'M', quantity: 1 }],
      after: [{ itemId: item?.id, colour: 'Navy', size: 'L', quantity: 3 }],
    });
    const [email] = await emailsTo('editor@example.com');
    expect(email).toMatchObject({
      kind: 'order-updated',
      subject: `Your order #${order.id} has been updated`,
    });
    expect(email?.text).toContain('3 × Organic tee — Navy, L');
  });

  it('lets a paid order lower a quantity, recording the refund due, but never raise one', async () => {
    const order = await createTestOrder(database.db, store.id, {
      email: 'paid.editor@example.com',
      status: 'paid',
      items: [{ product, quantity: 2 }],
    });
    const itemId = order.items[0]?.id ?? 0;
    const raised = await failure(
      editOrderItems(
        ctx(),
        order.hash,
        { items: [{ itemId, colour: 'White', size: 'M', quantity: 3 }] },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(raised) && raised.errors).toEqual({
      [`quantity.${itemId}`]: [ORDER_MESSAGES.paidQuantityUp],
    });
    expect(await amendmentsOf(order.id)).toEqual([]);
    await editOrderItems(
      ctx(),
      order.hash,
      { items: [{ itemId, colour: 'White', size: 'M', quantity: 1 }] },
      { origin: ORIGIN },
    );
    expect((await amendmentsOf(order.id))[0]?.refundDue).toBe(2400);
    const [email] = await emailsTo('paid.editor@example.com');
    expect(email?.text).toContain('We will refund £24.00 to your original payment method.');
  });

  it('refuses once production has started, writing nothing', async () => {
    const order = await createTestOrder(database.db, store.id, {
      email: 'late.editor@example.com',
      status: 'processing',
      items: [{ product }],
    });
    expect((await loadEditPage(ctx(), order.hash)).verdict).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.editClosed,
    });
    const error = await failure(
      editOrderItems(
        ctx(),
        order.hash,
        { items: [{ itemId: order.items[0]?.id ?? 0, colour: 'Navy', size: 'S', quantity: 1 }] },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(error) && error.status).toBe(422);
    expect((error as Error).message).toBe(ORDER_MESSAGES.editClosed);
    expect(await amendmentsOf(order.id)).toEqual([]);
    expect(await emailsTo('late.editor@example.com')).toEqual([]);
  });

  it('refuses a colour and size no longer sold, and answers nothing changed for the same items', async () => {
    const order = await createTestOrder(database.db, store.id, { status: 'new', items: [{ product }] });
    const itemId = order.items[0]?.id ?? 0;
    const navyS = await variantOf(database.db, product.id, 'Navy', 'S');
    await database.db.update(productVariants).set({ enabled: false }).where(eq(productVariants.id, navyS.id));
    const error = await failure(
      editOrderItems(
        ctx(),
        order.hash,
        { items: [{ itemId, colour: 'Navy', size: 'S', quantity: 1 }] },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(error) && error.errors).toEqual({
      [`size.${itemId}`]: [ORDER_MESSAGES.variantUnavailable],
    });
    expect(
      await editOrderItems(
        ctx(),
        order.hash,
        { items: [{ itemId, colour: 'White', size: 'M', quantity: 1 }] },
        { origin: ORIGIN },
      ),
    ).toEqual({ changed: false, message: ORDER_MESSAGES.nothingChanged });
    expect(await amendmentsOf(order.id)).toEqual([]);
  });

  it('changes the delivery address before dispatch and emails it', async () => {
    const order = await createTestOrder(database.db, store.id, {
      email: 'mover@example.com',
      status: 'printed',
      items: [{ product }],
    });
    expect((await loadAddressPage(ctx(), order.hash)).address).toEqual(TEST_ADDRESS);
    const result = await updateDeliveryAddress(
      ctx(),
      order.hash,
      { name: 'Sasha Shopper', line1: '2 New Road', city: 'Bath', postcode: 'ba1 1aa', country: 'GB' },
      { origin: ORIGIN },
    );
    expect(result).toEqual({ changed: true, message: ORDER_MESSAGES.addressUpdated });
    expect((await loadOrder(ctx(), order.hash)).shipping).toMatchObject({
      line1: '2 New Road',
      postcode: 'BA1 1AA',
    });
    expect((await amendmentsOf(order.id))[0]).toMatchObject({ kind: 'address', before: TEST_ADDRESS });
    const [email] = await emailsTo('mover@example.com');
    expect(email?.text).toContain('2 New Road\nBath\nBA1 1AA\nUnited Kingdom');
  });

  it('moves an order to a country checkout delivers to, with no postcode where there are none', async () => {
    const order = await createTestOrder(database.db, store.id, { status: 'paid', items: [{ product }] });
    const brazil = { name: 'Sam', line1: 'Rua Augusta 1', city: 'São Paulo', postcode: '01305-000' };
    await updateDeliveryAddress(ctx(), order.hash, { ...brazil, country: 'br' }, { origin: ORIGIN });
    expect((await loadOrder(ctx(), order.hash)).shipping).toMatchObject({
      country: 'BR',
      postcode: '01305-000',
    });
    const hongKong = { name: 'Sam', line1: '1 Queen’s Road', city: 'Central', postcode: '', country: 'HK' };
    await updateDeliveryAddress(ctx(), order.hash, hongKong, { origin: ORIGIN });
    expect((await loadOrder(ctx(), order.hash)).shipping).toMatchObject({ country: 'HK', postcode: '' });
  });

  it('refuses a new address once packed or dispatched, and a bad postcode, writing nothing', async () => {
    const packed = await createTestOrder(database.db, store.id, { status: 'packing', items: [{ product }] });
    const address = { name: 'A', line1: 'B', city: 'C', postcode: 'BS1 4DJ', country: 'GB' };
    const closed = await failure(updateDeliveryAddress(ctx(), packed.hash, address, { origin: ORIGIN }));
    expect((closed as Error).message).toBe(ORDER_MESSAGES.addressClosed);
    const shipped = await createTestOrder(database.db, store.id, {
      history: shippedHistory(1),
      items: [{ product }],
    });
    expect((await loadAddressPage(ctx(), shipped.hash)).verdict.allowed).toBe(false);
    const open = await createTestOrder(database.db, store.id, { status: 'paid', items: [{ product }] });
    const bad = await failure(
      updateDeliveryAddress(ctx(), open.hash, { ...address, postcode: 'NOPE' }, { origin: ORIGIN }),
    );
    expect(isAppError(bad) && bad.errors).toEqual({ postcode: ['Please enter a valid postcode'] });
    for (const order of [packed, open]) {
      expect((await loadOrder(ctx(), order.hash)).shipping).toEqual(TEST_ADDRESS);
      expect(await amendmentsOf(order.id)).toEqual([]);
    }
  });

  it('never changes another store’s order', async () => {
    const theirProduct = await createTestProductWithVariants(database.db, other.id);
    const theirs = await createTestOrder(database.db, other.id, {
      status: 'new',
      items: [{ product: theirProduct }],
    });
    const itemId = theirs.items[0]?.id ?? 0;
    // Each call starts only when awaited: a rejection left waiting would be unhandled.
    for (const attempt of [
      () => loadEditPage(ctx(), theirs.hash),
      () =>
        editOrderItems(
          ctx(),
          theirs.hash,
          { items: [{ itemId, colour: 'Navy', size: 'L', quantity: 1 }] },
          { origin: ORIGIN },
        ),
      () =>
        updateDeliveryAddress(
          ctx(),
          theirs.hash,
          { name: 'X', line1: 'Y', city: 'Z', postcode: 'BS1 4DJ', country: 'GB' },
          { origin: ORIGIN },
        ),
    ]) {
      const error = await failure(attempt());
      expect(isAppError(error) && error.status).toBe(404);
    }
    expect(await amendmentsOf(theirs.id)).toEqual([]);
    const [item] = await database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item?.options).toEqual({ Colour: 'White', Size: 'M' });
  });
});
