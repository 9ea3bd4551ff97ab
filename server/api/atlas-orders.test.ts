import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES, STAFF_ORDER_MESSAGES } from '../../core/operator';
import { outboxEmails } from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { orderStatusLogs } from '../../domain/orders';
import { createTestOrder, createTestProductWithVariants } from '../../domain/orders/testing';
import { createPlatformStore, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { type Browser, browser } from './accounts.testing';

const PLATFORM = 'localhost';
const STORE = 'orders-desk.localhost';
const DENIED = { message: 'Permission denied' };
const NOT_FOUND = { message: '404 Not found' };

describe.each(testEngines)('atlas orders API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let staff: Browser;
  let staffOnStore: Browser;
  let owner: Browser;
  let storeId: number;

  async function signIn(email: string, host: string): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', '/omnis/v3/dashboard/secure/login/', host, {
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, { subdomain: 'orders-desk' });
    storeId = store.id;
    await createTestProductWithVariants(database.db, store.id);
    await createPlatformStore(database.db);
    app = await buildTestServer(database);
    client = await apiClient(app);
    const operator = await createTestCustomer(database.db, { internal: true, staffPermissions: ['orders'] });
    const merchant = await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] });
    staff = await signIn(operator.email, PLATFORM);
    staffOnStore = await signIn(operator.email, STORE);
    owner = await signIn(merchant.email, PLATFORM);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const logCount = async (orderId: number) =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderStatusLogs)
        .where(eq(orderStatusLogs.orderId, orderId))
    )[0]?.n ?? 0;
  const emailCount = async (to: string) =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, to)))
    )[0]?.n ?? 0;

  /** Each forbidden caller gets the same answer, and the store's host the 404 of a path that is not there. */
  async function expectGuarded(method: 'GET' | 'POST', url: string, body?: unknown) {
    const call = (person: Browser | ApiClient, host: string) =>
      method === 'GET' ? person.get(url, host) : person.send('POST', url, host, body ?? {});
    for (const person of [owner, client]) {
      const answer = await call(person, PLATFORM);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toEqual(DENIED);
    }
    const onStore = await call(staffOnStore, STORE);
    expect(onStore.statusCode).toBe(404);
    expect(onStore.json()).toEqual(NOT_FOUND);
  }

  describe('GET /atlas/orders/', () => {
    it('lists and searches every store’s orders for staff', async () => {
      const order = await createTestOrder(database.db, storeId, { email: 'api.list@example.com' });
      const answer = await staff.get('/omnis/v3/atlas/orders/?q=api.list@', PLATFORM);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ total: 1, totalCapped: false, page: 1, pageCount: 1, pageSize: 50 });
      expect(body.orders).toMatchObject([
        { id: order.id, email: 'api.list@example.com', flow: 'normal', status: { code: 'paid' } },
      ]);
      expect(new Date(body.orders[0].createdAt).toISOString()).toBe(body.orders[0].createdAt);
      const filtered = await staff.get(`/omnis/v3/atlas/orders/?status=paid&store=${storeId}`, PLATFORM);
      expect(filtered.json().orders.map((row: { id: number }) => row.id)).toContain(order.id);
    });

    it('answers 422 with the exact message for a bad filter', async () => {
      const answer = await staff.get('/omnis/v3/atlas/orders/?status=shipped', PLATFORM);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        message: STAFF_ORDER_MESSAGES.chooseStatus,
        errors: { status: [STAFF_ORDER_MESSAGES.chooseStatus] },
      });
    });

    it('answers 403 signed out or not staff, 404 on a store host', async () => {
      await expectGuarded('GET', '/omnis/v3/atlas/orders/');
    });
  });

  describe('GET /atlas/orders/{id}/', () => {
    it('reads one order with its moves', async () => {
      const order = await createTestOrder(database.db, storeId);
      const answer = await staff.get(`/omnis/v3/atlas/orders/${order.id}/`, PLATFORM);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        id: order.id,
        status: { code: 'paid' },
        flow: 'normal',
        percentComplete: 17,
        moves: [{ code: 'processing' }, { code: 'disputed' }, { code: 'issue' }, { code: 'refunded' }],
      });
    });

    it('answers 404 for no such order, and guards like the list', async () => {
      const missing = await staff.get('/omnis/v3/atlas/orders/99999999/', PLATFORM);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: OPERATOR_MESSAGES.orderNotFound });
      const order = await createTestOrder(database.db, storeId);
      await expectGuarded('GET', `/omnis/v3/atlas/orders/${order.id}/`);
    });
  });

  describe('POST /atlas/orders/{id}/move/', () => {
    it('moves the order, logs it and emails the shopper; a stale expected status is 409', async () => {
      const order = await createTestOrder(database.db, storeId, { email: 'api.move@example.com' });
      const moved = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/move/`, PLATFORM, {
        to: 'processing',
        expected: 'paid',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ status: 'processing' });
      expect(await emailCount('api.move@example.com')).toBe(1);
      const stale = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/move/`, PLATFORM, {
        to: 'refunded',
        expected: 'paid',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: OPERATOR_MESSAGES.movedMeanwhile });
      expect(await logCount(order.id)).toBe(2);
    });

    it('answers 422 with the exact message for a bad status, writing nothing', async () => {
      const order = await createTestOrder(database.db, storeId, { email: 'api.bad@example.com' });
      const answer = await staff.send('POST', `/omnis/v3/atlas/orders/${order.id}/move/`, PLATFORM, {
        to: 'shipped',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        message: STAFF_ORDER_MESSAGES.chooseStatus,
        errors: { to: [STAFF_ORDER_MESSAGES.chooseStatus] },
      });
      expect(await logCount(order.id)).toBe(1);
      expect(await emailCount('api.bad@example.com')).toBe(0);
    });

    it('answers 403 signed out or not staff, 404 on a store host, writing nothing', async () => {
      const order = await createTestOrder(database.db, storeId);
      await expectGuarded('POST', `/omnis/v3/atlas/orders/${order.id}/move/`, { to: 'processing' });
      expect(await logCount(order.id)).toBe(1);
    });
  });

  describe('POST /atlas/orders/bulk-move/', () => {
    it('moves each order on its own and reports the refused', async () => {
      const paid = await createTestOrder(database.db, storeId);
      const complete = await createTestOrder(database.db, storeId, { status: 'complete' });
      const answer = await staff.send('POST', '/omnis/v3/atlas/orders/bulk-move/', PLATFORM, {
        ids: [paid.id, complete.id],
        to: 'processing',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        to: 'processing',
        moved: [paid.id],
        refused: [{ id: complete.id, message: 'An order cannot move from Complete to Processing' }],
      });
    });

    it('answers 422 with the exact message when no order is chosen, writing nothing', async () => {
      const answer = await staff.send('POST', '/omnis/v3/atlas/orders/bulk-move/', PLATFORM, {
        ids: [],
        to: 'processing',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        message: STAFF_ORDER_MESSAGES.chooseOrders,
        errors: { ids: [STAFF_ORDER_MESSAGES.chooseOrders] },
      });
    });

    it('answers 403 signed out or not staff, 404 on a store host, writing nothing', async () => {
      const order = await createTestOrder(database.db, storeId);
      await expectGuarded('POST', '/omnis/v3/atlas/orders/bulk-move/', { ids: [order.id], to: 'processing' });
      expect(await logCount(order.id)).toBe(1);
    });
  });
});
