import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERCARE_MESSAGES } from '../../../core/aftercare';
import { tokeniseTestCard } from '../../../core/payments';
import { createTestCustomer, TEST_PASSWORD } from '../../../domain/accounts/testing';
import { refunds } from '../../../domain/aftercare';
import type { DatabaseHandle } from '../../../domain/db';
import { openTestDatabase, testEngines } from '../../../domain/db/testing';
import { orders, requestReturn, returnRequests } from '../../../domain/orders';
import {
  createTestOrder,
  createTestProductWithVariants,
  shippedHistory,
  variantOf,
} from '../../../domain/orders/testing';
import type { Store } from '../../../domain/stores/store';
import { createPlatformStore, createTestStore } from '../../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../../testing';
import { type Browser, browser } from '../accounts.testing';

const PLATFORM = 'localhost';
const DENIED = { message: 'Permission denied' };

describe.each(testEngines)('atlas after-care API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let product: Awaited<ReturnType<typeof createTestProductWithVariants>>;
  let staff: Browser;
  let staffOnStore: Browser;
  let ordersOnly: Browser;
  let shopper: Browser;
  let key = 0;
  const requestKey = () => `api-key-${engine}-${++key}`;

  async function signIn(email: string, host: string): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', '/omnis/v3/dashboard/secure/login/', host, {
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  async function shippedOrder() {
    const order = await createTestOrder(database.db, store.id, {
      history: shippedHistory(2),
      items: [{ product, colour: 'White', size: 'M', quantity: 2, price: 2500 }],
    });
    const paid = await app.checkout.payments.provider.charge({
      amount: order.total,
      currency: 'GBP',
      paymentToken: tokeniseTestCard('4242 4242 4242 4242').token,
      idempotencyKey: `charge-${order.uuid}`,
      account: { processor: 'teemill', accountId: null },
      description: 'Order',
      metadata: {},
      receiptEmail: order.email,
      returnUrl: 'http://x/',
    });
    if (paid.status !== 'succeeded') throw new Error('not charged');
    await database.db
      .update(orders)
      .set({ paymentProvider: 'test', paymentTransaction: paid.reference })
      .where(eq(orders.id, order.id));
    return order;
  }
  const refundCount = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(refunds))[0]?.n ?? 0;
  const childCount = async (orderId: number) =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.parentOrderId, orderId))
    )[0]?.n ?? 0;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await createPlatformStore(database.db);
    store = await createTestStore(database.db, { subdomain: 'aftercare-store' });
    product = await createTestProductWithVariants(database.db, store.id, { price: 2500 });
    app = await buildTestServer(database);
    client = await apiClient(app);
    const person = await createTestCustomer(database.db, { internal: true, staffPermissions: ['refunds'] });
    const limited = await createTestCustomer(database.db, { internal: true, staffPermissions: ['orders'] });
    const customer = await createTestCustomer(database.db);
    staff = await signIn(person.email, PLATFORM);
    staffOnStore = await signIn(person.email, 'aftercare-store.localhost');
    ordersOnly = await signIn(limited.email, PLATFORM);
    shopper = await signIn(customer.email, PLATFORM);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /atlas/orders/{order}/refunds/', () => {
    it('refunds through the gateway once per request key; the test processor holds it', async () => {
      const order = await shippedOrder();
      const body = { requestKey: requestKey(), items: [{ itemId: order.items[0]!.id, quantity: 1 }] };
      const first = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/refunds/`, PLATFORM, body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        message: 'Refund of £25.00 issued.',
        amount: 2500,
        duplicate: false,
      });
      const again = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/refunds/`, PLATFORM, body);
      expect(again.json()).toEqual({ ...first.json(), duplicate: true });
      const held = await staff.get(`/omnis/v3/atlas/test-processor/refunds/?order=${order.id}`, PLATFORM);
      expect(held.statusCode).toBe(200);
      expect(held.json().refunds.map((refund: { amount: number }) => refund.amount)).toEqual([2500]);
      const page = await staff.get(`/omnis/v3/atlas/orders/${order.id}/aftercare/`, PLATFORM);
      expect(page.json().money).toEqual({ paid: order.total, refunded: 2500, left: order.total - 2500 });
    });

    it('answers 422 with the exact message for a bad ask, and 409 over what is left, writing nothing', async () => {
      const order = await shippedOrder();
      const before = await refundCount();
      const nothing = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/refunds/`, PLATFORM, {
        requestKey: requestKey(),
      });
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors).toEqual({ items: [AFTERCARE_MESSAGES.refundNothing] });
      const badKey = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/refunds/`, PLATFORM, {
        shipping: true,
      });
      expect(badKey.statusCode).toBe(422);
      expect(badKey.json().errors).toEqual({ requestKey: [AFTERCARE_MESSAGES.requestKeyRequired] });
      await database.db.update(orders).set({ total: 1000 }).where(eq(orders.id, order.id));
      const over = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/refunds/`, PLATFORM, {
        requestKey: requestKey(),
        items: [{ itemId: order.items[0]!.id, quantity: 1 }],
      });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ message: AFTERCARE_MESSAGES.refundExceedsPaid });
      expect(await refundCount()).toBe(before);
    });

    it("answers 403 signed out, for a shopper and for staff without 'refunds'; 404 on a store's host", async () => {
      const order = await shippedOrder();
      const before = await refundCount();
      const url = `/omnis/v3/atlas/orders/${order.id}/refunds/`;
      const body = { requestKey: requestKey(), shipping: true };
      for (const person of [ordersOnly, shopper]) {
        const response = await person.send('POST', url, PLATFORM, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(DENIED);
      }
      const anonymous = await client.send('POST', url, PLATFORM, body);
      expect(anonymous.statusCode).toBe(403);
      const onStore = await staffOnStore.send('POST', url, 'aftercare-store.localhost', body);
      expect(onStore.statusCode).toBe(404);
      expect(await refundCount()).toBe(before);
      expect(await childCount(order.id)).toBe(0);
      expect((await staff.get('/omnis/v3/atlas/orders/999999/aftercare/', PLATFORM)).statusCode).toBe(404);
      expect((await ordersOnly.get('/omnis/v3/atlas/returns/', PLATFORM)).statusCode).toBe(403);
      expect(
        (await ordersOnly.get(`/omnis/v3/atlas/test-processor/refunds/?order=${order.id}`, PLATFORM))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('returns, exchanges and reprints', () => {
    it('lists and receives a return (remill coupon), then refuses to receive it twice', async () => {
      const order = await shippedOrder();
      const { reference } = await requestReturn(
        { db: database.db, store, actor: { kind: 'visitor', sessionId: null } },
        order.hash,
        { items: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'too-small', comments: '' },
        { origin: 'http://aftercare-store.localhost' },
      );
      const queue = await staff.get(`/omnis/v3/atlas/returns/?status=requested&q=${order.id}`, PLATFORM);
      expect(queue.statusCode).toBe(200);
      expect(queue.json().returns.map((entry: { reference: string }) => entry.reference)).toEqual([
        reference,
      ]);
      const returnId = Number(reference.slice(4));
      const url = `/omnis/v3/atlas/orders/${order.id}/returns/receive/`;
      const bad = await staff.send('POST', url, PLATFORM, { returnId: 'x' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ returnId: [AFTERCARE_MESSAGES.returnNotFound] });
      const received = await staff.send('POST', url, PLATFORM, { returnId, remill: true });
      expect(received.statusCode).toBe(200);
      expect(received.json()).toMatchObject({ message: `Return ${reference} received.` });
      const twice = await staff.send('POST', url, PLATFORM, { returnId, remill: true });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: AFTERCARE_MESSAGES.returnAlreadyReceived });
      const [row] = await database.db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
      expect(row?.status).toBe('received');
    });

    it('makes an exchange and a reprint; bad input is 422 with the exact message and makes nothing', async () => {
      const order = await shippedOrder();
      const large = await variantOf(database.db, product.id, 'Navy', 'L');
      const noVariant = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/exchanges/`, PLATFORM, {
        requestKey: requestKey(),
        itemId: order.items[0]!.id,
        quantity: 1,
      });
      expect(noVariant.statusCode).toBe(422);
      expect(noVariant.json().errors).toEqual({ variantId: [AFTERCARE_MESSAGES.variantRequired] });
      const noReason = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/reprints/`, PLATFORM, {
        requestKey: requestKey(),
        items: [{ itemId: order.items[0]!.id, quantity: 1 }],
      });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toEqual({ reasonId: [AFTERCARE_MESSAGES.reasonRequired] });
      expect(await childCount(order.id)).toBe(0);

      const exchange = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/exchanges/`, PLATFORM, {
        requestKey: requestKey(),
        itemId: order.items[0]!.id,
        quantity: 1,
        variantId: large.id,
      });
      expect(exchange.statusCode).toBe(200);
      expect(exchange.json().message).toBe(`Exchange order #${exchange.json().orderId} created.`);
      const page = await staff.get(`/omnis/v3/atlas/orders/${order.id}/aftercare/`, PLATFORM);
      const reasonId = page.json().reprintReasons[0].id;
      const reprint = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/reprints/`, PLATFORM, {
        requestKey: requestKey(),
        reasonId,
        items: [{ itemId: order.items[0]!.id, quantity: 1 }],
      });
      expect(reprint.statusCode).toBe(200);
      expect(await childCount(order.id)).toBe(2);
      const refundExchange = await staff.send(
        'POST',
        `/omnis/v3/atlas/orders/${exchange.json().orderId}/refunds/`,
        PLATFORM,
        { requestKey: requestKey(), shipping: true },
      );
      expect(refundExchange.statusCode).toBe(409);
      expect(refundExchange.json()).toEqual({ message: AFTERCARE_MESSAGES.exchangeNeverRefunded });
    });
  });
});
