import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERCARE_MESSAGES } from '../../core/aftercare';
import { isAppError } from '../../core/errors';
import { tokeniseTestCard } from '../../core/payments';
import { outboxEmails } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { coupons } from '../marketing';
import { orderItems, orderStatuses, orders, requestReturn, returnRequests } from '../orders';
import { createTestOrder, createTestProductWithVariants, shippedHistory, variantOf } from '../orders/testing';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { salesFigures } from '../store-sales';
import type { Store } from '../stores/store';
import { createPlatformStore, createTestStore } from '../testing/fixtures';
import { expectFailsWhileOutboxRefuses } from '../testing/outbox-refusal';
import {
  exchangeItem,
  listReturns,
  loadAftercare,
  receiveReturn,
  refundOrder,
  refunds,
  reprintItems,
  testProcessorRefunds,
} from '.';

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error))
      return { status: error.status, message: error.message, errors: error.errors ?? {} };
    throw error;
  }
  throw new Error('expected a failure');
}

describe.each(testEngines)('after-care on %s', (engine) => {
  let database: DatabaseHandle;
  let platform: Store;
  let store: Store;
  let staff: ServiceContext;
  let product: Awaited<ReturnType<typeof createTestProductWithVariants>>;
  let provider: TestPaymentProvider;
  let gateway: PaymentGateway;
  let key = 0;
  const requestKey = () => `request-key-${engine}-${++key}`;

  /** A shipped order (2 tees at 25.00, 1 at 15.00, shipping 3.99) charged at the test processor. */
  async function shippedOrder(email = 'shopper@example.com') {
    const order = await createTestOrder(database.db, store.id, {
      email,
      history: shippedHistory(2),
      items: [
        { product, colour: 'White', size: 'M', quantity: 2, price: 2500 },
        { product, colour: 'Navy', size: 'S', quantity: 1, price: 1500 },
      ],
      shippingTotal: 399,
    });
    const paid = await provider.charge({
      amount: order.total,
      currency: 'GBP',
      paymentToken: tokeniseTestCard('4242 4242 4242 4242').token,
      idempotencyKey: `charge-${order.uuid}`,
      account: { processor: 'teemill', accountId: null },
      description: 'Order',
      metadata: {},
      receiptEmail: email,
      returnUrl: 'http://x/',
    });
    if (paid.status !== 'succeeded') throw new Error('not charged');
    await database.db
      .update(orders)
      .set({ paymentProvider: 'test', paymentTransaction: paid.reference })
      .where(eq(orders.id, order.id));
    return order;
  }

  const statusOf = async (orderId: number) =>
    (
      await database.db
        .select({ code: orderStatuses.code })
        .from(orders)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .where(eq(orders.id, orderId))
    )[0]?.code;
  const childrenOf = (orderId: number) =>
    database.db.select().from(orders).where(eq(orders.parentOrderId, orderId));
  const emailsOf = (to: string, kind: (typeof outboxEmails.$inferSelect)['kind']) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)));
  const refundRows = (orderId: number) =>
    database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    platform = await createPlatformStore(database.db);
    store = await createTestStore(database.db);
    product = await createTestProductWithVariants(database.db, store.id, { price: 2500 });
    const person = await createTestCustomer(database.db, { staffPermissions: ['refunds'] });
    staff = customerContext(database.db, platform, person, true);
    provider = new TestPaymentProvider();
    gateway = new PaymentGateway({ stripe: null }, provider);
  });
  afterAll(async () => {
    await database.close();
  });

  describe('refunds', () => {
    it('refunds items, then shipping, through the gateway: refund orders with positive amounts, EMB-39, refunded at the end', async () => {
      const order = await shippedOrder('refund-all@example.com');
      const [tees, navy] = order.items;
      const first = await refundOrder(
        staff,
        order.id,
        {
          requestKey: requestKey(),
          items: [{ itemId: tees!.id, quantity: 1 }],
          reason: 'Returned',
          shipping: false,
        },
        gateway,
      );
      expect(first).toMatchObject({ message: 'Refund of £25.00 issued.', amount: 2500, duplicate: false });
      expect(await statusOf(order.id)).toBe('complete');
      const rest = await refundOrder(
        staff,
        order.id,
        {
          requestKey: requestKey(),
          items: [
            { itemId: tees!.id, quantity: 1 },
            { itemId: navy!.id, quantity: 1 },
          ],
          shipping: true,
        },
        gateway,
      );
      expect(rest.amount).toBe(2500 + 1500 + 399);
      expect(first.amount + rest.amount).toBe(order.total);
      expect(await statusOf(order.id)).toBe('refunded');

      const children = await childrenOf(order.id);
      expect(children.map((child) => [child.childOrderType, child.total])).toEqual([
        ['refund', 2500],
        ['refund', 4399],
      ]);
      const lastItems = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, rest.refundOrderId!));
      expect(
        lastItems.map((item) => [item.sku, item.quantity, item.unitPrice * item.quantity - item.discount]),
      ).toEqual([
        [tees!.sku, 1, 2500],
        [navy!.sku, 1, 1500],
        ['EMB-39', 1, 399],
      ]);
      const atProcessor = provider.refundsOf(
        order.paymentTransaction ?? (await refundRows(order.id))[0]!.chargeReference,
      );
      expect(atProcessor.map((refund) => refund.amount)).toEqual([2500, 4399]);
      expect(await emailsOf('refund-all@example.com', 'refund-issued')).toHaveLength(2);

      const page = await loadAftercare(staff, order.id);
      expect(page.money).toEqual({ paid: order.total, refunded: order.total, left: 0 });
      expect(page.refunds.map((refund) => refund.status)).toEqual(['succeeded', 'succeeded']);
      expect(page.children.map((child) => child.type)).toEqual(['refund', 'refund']);

      // Nothing is left: another refund is refused and writes nothing.
      expect(
        await failure(refundOrder(staff, order.id, { requestKey: requestKey(), shipping: true }, gateway)),
      ).toMatchObject({ status: 422, errors: { shipping: [AFTERCARE_MESSAGES.shippingRefunded] } });
      expect(await refundRows(order.id)).toHaveLength(2);

      const read = await testProcessorRefunds(staff, order.id, gateway);
      expect(read.refunds.map((refund) => [refund.amount, refund.status])).toEqual([
        [2500, 'succeeded'],
        [4399, 'succeeded'],
      ]);
    });

    it('a retried post (same request key) refunds once; the key with another ask is refused', async () => {
      const order = await shippedOrder();
      const ask = { requestKey: requestKey(), items: [{ itemId: order.items[0]!.id, quantity: 1 }] };
      const first = await refundOrder(staff, order.id, ask, gateway);
      const again = await refundOrder(staff, order.id, ask, gateway);
      expect(again).toEqual({ ...first, duplicate: true });
      expect(await refundRows(order.id)).toHaveLength(1);
      expect(await childrenOf(order.id)).toHaveLength(1);
      expect(
        await failure(
          refundOrder(
            staff,
            order.id,
            { ...ask, items: [{ itemId: order.items[1]!.id, quantity: 1 }] },
            gateway,
          ),
        ),
      ).toEqual({ status: 409, message: AFTERCARE_MESSAGES.keyReused, errors: {} });
    });

    it('a refund retried after the gateway timed out (having refunded) happens once', async () => {
      const order = await shippedOrder();
      const ask = { requestKey: requestKey(), items: [{ itemId: order.items[1]!.id, quantity: 1 }] };
      provider.loseNextAnswers(1);
      expect(await failure(refundOrder(staff, order.id, ask, gateway))).toMatchObject({
        status: 422,
        message: AFTERCARE_MESSAGES.gatewayUnavailable,
      });
      expect((await refundRows(order.id)).map((row) => row.status)).toEqual(['pending']);
      expect(await childrenOf(order.id)).toHaveLength(0);
      const retried = await refundOrder(staff, order.id, ask, gateway);
      expect(retried.amount).toBe(1500);
      expect(provider.refundsWith('order', String(order.id))).toHaveLength(1);
      expect((await refundRows(order.id)).map((row) => row.status)).toEqual(['succeeded']);
      expect(await childrenOf(order.id)).toHaveLength(1);
    });

    it('never refunds more than was paid minus earlier refunds (409, nothing written)', async () => {
      const order = await shippedOrder();
      // A coupon took 40.00 off the whole order: the lines are worth more than was paid.
      await database.db.update(orders).set({ total: 2000 }).where(eq(orders.id, order.id));
      await refundOrder(
        staff,
        order.id,
        { requestKey: requestKey(), items: [{ itemId: order.items[1]!.id, quantity: 1 }] },
        gateway,
      );
      expect(
        await failure(
          refundOrder(
            staff,
            order.id,
            { requestKey: requestKey(), items: [{ itemId: order.items[0]!.id, quantity: 1 }] },
            gateway,
          ),
        ),
      ).toEqual({ status: 409, message: AFTERCARE_MESSAGES.refundExceedsPaid, errors: {} });
      expect(await refundRows(order.id)).toHaveLength(1);
      expect(provider.refundsWith('order', String(order.id))).toHaveLength(1);
    });

    it('says what is wrong with an ask, exactly, writing nothing', async () => {
      const order = await shippedOrder();
      expect(
        await failure(refundOrder(staff, order.id, { requestKey: requestKey() }, gateway)),
      ).toMatchObject({
        status: 422,
        errors: { items: [AFTERCARE_MESSAGES.refundNothing] },
      });
      expect(
        await failure(
          refundOrder(
            staff,
            order.id,
            { requestKey: requestKey(), items: [{ itemId: order.items[1]!.id, quantity: 2 }] },
            gateway,
          ),
        ),
      ).toMatchObject({
        status: 422,
        errors: { [`quantity.${order.items[1]!.id}`]: [AFTERCARE_MESSAGES.refundTooMany] },
      });
      expect(
        await failure(refundOrder(staff, order.id, { requestKey: 'x', shipping: true }, gateway)),
      ).toMatchObject({
        status: 422,
        errors: { requestKey: [AFTERCARE_MESSAGES.requestKeyRequired] },
      });
      expect(await refundRows(order.id)).toEqual([]);
    });

    it('two staff refunding the whole order at once: one refund, the other refused', async () => {
      const order = await shippedOrder();
      const everything = () => ({
        requestKey: requestKey(),
        items: order.items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
        shipping: true,
      });
      const results = await Promise.allSettled([
        refundOrder(staff, order.id, everything(), gateway),
        refundOrder(staff, order.id, everything(), gateway),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(isAppError(refused?.status === 'rejected' ? refused.reason : null)).toBe(true);
      const rows = await refundRows(order.id);
      expect(rows.map((row) => [row.status, row.amount])).toEqual([['succeeded', order.total]]);
      expect(provider.refundsWith('order', String(order.id)).map((refund) => refund.amount)).toEqual([
        order.total,
      ]);
    });

    it('refuses an order without a card payment, and staff without the permission or off the platform', async () => {
      const unpaid = await createTestOrder(database.db, store.id, { history: shippedHistory(1) });
      expect(
        await failure(refundOrder(staff, unpaid.id, { requestKey: requestKey(), shipping: true }, gateway)),
      ).toEqual({
        status: 409,
        message: AFTERCARE_MESSAGES.noCharge,
        errors: {},
      });
      const order = await shippedOrder();
      const other = await createTestCustomer(database.db, { staffPermissions: ['orders'] });
      expect(
        await failure(
          refundOrder(
            customerContext(database.db, platform, other, true),
            order.id,
            { requestKey: requestKey(), shipping: true },
            gateway,
          ),
        ),
      ).toMatchObject({ status: 403, message: 'Permission denied' });
      expect(
        await failure(
          refundOrder({ ...staff, store }, order.id, { requestKey: requestKey(), shipping: true }, gateway),
        ),
      ).toMatchObject({ status: 404 });
      expect(await refundRows(order.id)).toEqual([]);
    });
  });

  describe("the store's sales figures", () => {
    it('count refund orders once (a fully refunded order is not refunded twice) and child orders as no sale', async () => {
      const own = await createTestStore(database.db);
      const ownProduct = await createTestProductWithVariants(database.db, own.id, { price: 2500 });
      const owner = await createTestCustomer(database.db, {
        stores: [{ divisionId: own.id, role: 'owner' }],
      });
      const ownerCtx = customerContext(database.db, own, owner);
      const before = (await salesFigures(ownerCtx, { days: 7 })).summary;
      const order = await createTestOrder(database.db, own.id, {
        history: shippedHistory(1),
        items: [{ product: ownProduct, colour: 'White', size: 'M', quantity: 2, price: 2500 }],
      });
      await database.db
        .update(orders)
        .set({ paymentProvider: 'test', paymentTransaction: 'ch_sales_figures', paidAt: new Date() })
        .where(eq(orders.id, order.id));
      await refundOrder(
        staff,
        order.id,
        { requestKey: requestKey(), items: [{ itemId: order.items[0]!.id, quantity: 1 }] },
        gateway,
      );
      const partly = (await salesFigures(ownerCtx, { days: 7 })).summary;
      expect(partly.refunds - before.refunds).toBe(2500);
      await refundOrder(
        staff,
        order.id,
        { requestKey: requestKey(), items: [{ itemId: order.items[0]!.id, quantity: 1 }], shipping: true },
        gateway,
      );
      expect(await statusOf(order.id)).toBe('refunded');
      const after = (await salesFigures(ownerCtx, { days: 7 })).summary;
      expect(after.refunds - before.refunds).toBe(order.total);
      expect(after.orders - before.orders).toBe(1);
      expect(after.revenue - before.revenue).toBe(order.total);
    });
  });

  describe('exchanges and reprints', () => {
    it('an exchange is a paid child order at no charge for another size, never refunded; the original is exchanged', async () => {
      const order = await shippedOrder('exchange@example.com');
      const large = await variantOf(database.db, product.id, 'White', 'L');
      const ask = { requestKey: requestKey(), itemId: order.items[0]!.id, quantity: 1, variantId: large.id };
      const made = await exchangeItem(staff, order.id, ask);
      expect(made.message).toBe(`Exchange order #${made.orderId} created.`);
      expect(await exchangeItem(staff, order.id, ask)).toEqual({ ...made, duplicate: true });
      const [child] = await childrenOf(order.id);
      expect(child).toMatchObject({
        childOrderType: 'exchange',
        total: 0,
        reprintReasonId: null,
        parentOrderId: order.id,
      });
      expect(await statusOf(child!.id)).toBe('paid');
      const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, child!.id));
      expect(line).toMatchObject({
        sku: large.sku,
        quantity: 1,
        variantId: large.id,
        options: { Colour: 'White', Size: 'L' },
      });
      expect(await statusOf(order.id)).toBe('exchanged');
      expect(await emailsOf('exchange@example.com', 'exchange-created')).toHaveLength(1);
      expect(
        await failure(refundOrder(staff, child!.id, { requestKey: requestKey(), shipping: true }, gateway)),
      ).toEqual({
        status: 409,
        message: AFTERCARE_MESSAGES.exchangeNeverRefunded,
        errors: {},
      });
      expect(
        await failure(
          exchangeItem(staff, order.id, {
            ...ask,
            requestKey: requestKey(),
            variantId: order.items[0]!.variantId!,
          }),
        ),
      ).toMatchObject({ status: 422, errors: { variantId: [AFTERCARE_MESSAGES.sameVariant] } });
      expect(
        await failure(exchangeItem(staff, order.id, { ...ask, requestKey: requestKey(), variantId: '' })),
      ).toMatchObject({
        status: 422,
        errors: { variantId: [AFTERCARE_MESSAGES.variantRequired] },
      });
      expect(await childrenOf(order.id)).toHaveLength(1);
    });

    it('an exchange whose email cannot be written makes no child order; retried, it makes both once', async () => {
      const order = await shippedOrder('exchange-outbox@example.com');
      const large = await variantOf(database.db, product.id, 'White', 'L');
      const ask = { requestKey: requestKey(), itemId: order.items[0]!.id, quantity: 1, variantId: large.id };
      await expectFailsWhileOutboxRefuses(database.db, 'exchange-created', () =>
        exchangeItem(staff, order.id, ask),
      );
      expect(await childrenOf(order.id)).toEqual([]);
      await exchangeItem(staff, order.id, ask);
      expect(await exchangeItem(staff, order.id, ask)).toMatchObject({ duplicate: true });
      expect(await childrenOf(order.id)).toHaveLength(1);
      expect(await emailsOf('exchange-outbox@example.com', 'exchange-created')).toHaveLength(1);
    });

    it('a reprint is a paid child order with its reason at no charge', async () => {
      const order = await shippedOrder('reprint@example.com');
      const page = await loadAftercare(staff, order.id);
      expect(page.reprintReasons.map((reason) => reason.name)).toEqual([
        'Misprint',
        'Damaged in transit',
        'Lost in post',
        'Wrong item',
      ]);
      expect(
        await failure(
          reprintItems(staff, order.id, {
            requestKey: requestKey(),
            reasonId: '',
            items: [{ itemId: order.items[0]!.id, quantity: 1 }],
          }),
        ),
      ).toMatchObject({ status: 422, errors: { reasonId: [AFTERCARE_MESSAGES.reasonRequired] } });
      expect(
        await failure(
          reprintItems(staff, order.id, {
            requestKey: requestKey(),
            reasonId: page.reprintReasons[0]!.id,
            items: [],
          }),
        ),
      ).toMatchObject({ status: 422, errors: { items: [AFTERCARE_MESSAGES.itemsRequired] } });
      expect(await childrenOf(order.id)).toHaveLength(0);
      const made = await reprintItems(staff, order.id, {
        requestKey: requestKey(),
        reasonId: page.reprintReasons[1]!.id,
        items: [{ itemId: order.items[0]!.id, quantity: 2 }],
      });
      const [child] = await childrenOf(order.id);
      expect(child).toMatchObject({
        id: made.orderId,
        childOrderType: 'reprint',
        total: 0,
        reprintReasonId: page.reprintReasons[1]!.id,
      });
      expect(await statusOf(child!.id)).toBe('paid');
      expect(await emailsOf('reprint@example.com', 'reprint-created')).toHaveLength(1);
      expect(await statusOf(order.id)).toBe('complete');
    });
  });

  describe('returns', () => {
    it('receives a requested return: returned quantities go up; a remill return issues a one-use coupon and emails it', async () => {
      const order = await shippedOrder('returner@example.com');
      const shopperCtx: ServiceContext = {
        db: database.db,
        store,
        actor: { kind: 'visitor', sessionId: null },
      };
      const { reference } = await requestReturn(
        shopperCtx,
        order.hash,
        { items: [{ itemId: order.items[0]!.id, quantity: 2 }], reason: 'too-small', comments: '' },
        { origin: 'http://shop.localhost' },
      );
      const returnId = Number(reference.slice(4));
      const queue = await listReturns(staff, { status: 'requested', q: 'returner@' });
      expect(queue.returns.map((entry) => [entry.reference, entry.units, entry.status])).toEqual([
        [reference, 2, 'requested'],
      ]);

      const received = await receiveReturn(staff, order.id, { returnId, remill: true });
      expect(received.message).toBe(`Return ${reference} received.`);
      expect(received.coupon).toMatch(/^REMILL-[0-9A-F]{10}$/);
      const [request] = await database.db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.id, returnId));
      expect(request?.status).toBe('received');
      const [item] = await database.db.select().from(orderItems).where(eq(orderItems.id, order.items[0]!.id));
      expect(item?.returnedQuantity).toBe(2);
      const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, received.coupon!));
      expect(coupon).toMatchObject({ divisionId: store.id, kind: 'percentage', value: 10, usageLimit: 1 });
      const [email] = await emailsOf('returner@example.com', 'remill-coupon');
      expect(email?.text).toContain(received.coupon!);

      expect(await failure(receiveReturn(staff, order.id, { returnId, remill: true }))).toEqual({
        status: 409,
        message: AFTERCARE_MESSAGES.returnAlreadyReceived,
        errors: {},
      });
      expect(
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(coupons)
          .where(eq(coupons.divisionId, store.id)),
      ).toEqual([{ n: 1 }]);
      expect(
        (await listReturns(staff, { status: 'received', q: String(order.id) })).returns.map(
          (entry) => entry.remill,
        ),
      ).toEqual([true]);
      expect(await failure(receiveReturn(staff, order.id, { returnId: 999_999 }))).toMatchObject({
        status: 404,
      });
    });
  });
});
