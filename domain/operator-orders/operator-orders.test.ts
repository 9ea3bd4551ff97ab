import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES, STAFF_ORDER_MESSAGES } from '../../core/operator';
import { outboxEmails, users } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { moveOrderAsStaff } from '../operator';
import {
  orderAmendments,
  orderItems,
  orderStatusesByCode,
  orderStatusLogs,
  orders,
  paymentAttempts,
  returnRequestItems,
  returnRequests,
} from '../orders';
import { createTestOrder, createTestProductWithVariants } from '../orders/testing';
import type { Store } from '../stores/store';
import { createPlatformStore, createTestStore } from '../testing/fixtures';
import { bulkMoveStaffOrders, listStaffOrders, loadStaffOrder, moveStaffOrder } from './index';

describe.each(testEngines)('operator orders on %s', (engine) => {
  let database: DatabaseHandle;
  let platform: Store;
  let storeA: Store;
  let storeB: Store;
  let staff: ServiceContext;
  let staffUserId: number;
  let owner: ServiceContext;
  let onStoreHost: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    platform = await createPlatformStore(database.db);
    storeA = await createTestStore(database.db, { companyName: 'Alpha Prints' });
    storeB = await createTestStore(database.db, { companyName: 'Beta Tees' });
    await createTestProductWithVariants(database.db, storeA.id);
    await createTestProductWithVariants(database.db, storeB.id);
    const person = await createTestCustomer(database.db, {
      internal: true,
      staffPermissions: ['orders'],
    });
    staffUserId = person.staff?.id ?? 0;
    await database.db.update(users).set({ fullName: 'Olive Operator' }).where(eq(users.id, staffUserId));
    staff = customerContext(database.db, platform, person, true);
    onStoreHost = customerContext(database.db, storeA, person, true);
    const merchant = await createTestCustomer(database.db, { stores: [{ divisionId: storeA.id }] });
    owner = customerContext(database.db, platform, merchant);
  });
  afterAll(async () => {
    await database.close();
  });

  const statusLogCount = async (orderId: number, code: string) => {
    const statuses = await orderStatusesByCode(database.db);
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderStatusLogs)
      .where(
        and(eq(orderStatusLogs.orderId, orderId), eq(orderStatusLogs.statusId, statuses.get(code)?.id ?? 0)),
      );
    return row?.n ?? 0;
  };
  const emailsTo = (to: string) =>
    database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(outboxEmails.id);

  describe('the list across every store', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const make = async (store: Store, options: Parameters<typeof createTestOrder>[2]) =>
        (await createTestOrder(database.db, store.id, options)).id;
      ids = {
        alice: await make(storeA, {
          email: 'Alice.Walker@example.com',
          shipping: {
            name: 'Alice Walker',
            line1: '1 Road',
            city: 'Leeds',
            postcode: 'LS1 1AA',
            country: 'GB',
          },
          items: [{ sku: 'ZEBRA-TEE-M', quantity: 2 }],
          createdAt: new Date('2026-03-01T10:00:00Z'),
        }),
        bob: await make(storeB, {
          email: 'bob@example.com',
          status: 'processing',
          fulfillmentFactory: 'newport',
          createdAt: new Date('2026-03-05T10:00:00Z'),
        }),
        quote: await make(storeA, {
          email: 'carol@example.com',
          history: [{ status: 'quote' }, { status: 'bespoke_mockup' }],
          createdAt: new Date('2026-03-10T10:00:00Z'),
        }),
      };
      await database.db
        .update(orders)
        .set({ trackingCodes: ['RM123456789GB'], priority: 2 })
        .where(eq(orders.id, ids.bob ?? 0));
    });
    const found = async (query: Record<string, unknown>) =>
      (await listStaffOrders(staff, query)).orders.map((order) => order.id);

    it('lists orders of every store, newest first, with their store, flow and status', async () => {
      const list = await listStaffOrders(staff, {});
      const mine = list.orders.filter((order) => Object.values(ids).includes(order.id));
      expect(mine.map((order) => order.id)).toEqual([ids.quote, ids.bob, ids.alice]);
      expect(mine.map((order) => [order.store.name, order.flow, order.status.code])).toEqual([
        ['Alpha Prints', 'bespoke', 'bespoke_mockup'],
        ['Beta Tees', 'paper', 'processing'],
        ['Alpha Prints', 'normal', 'paid'],
      ]);
      expect(list).toMatchObject({ page: 1, pageSize: 50, totalCapped: false });
      expect(list.total).toBeGreaterThanOrEqual(3);
    });

    it('searches by order number, email, name, sku and tracking code', async () => {
      expect(await found({ q: String(ids.bob) })).toContain(ids.bob);
      expect(await found({ q: 'alice.walker@EXAMPLE.com' })).toEqual([ids.alice]);
      expect(await found({ q: 'alice.w' })).toEqual([ids.alice]);
      expect(await found({ q: 'alice walker' })).toEqual([ids.alice]);
      expect(await found({ q: 'zebra-tee' })).toEqual([ids.alice]);
      expect(await found({ q: 'rm123456789gb' })).toEqual([ids.bob]);
      expect(await found({ q: 'RM123456789GB' })).toEqual([ids.bob]);
      expect(await found({ q: 'nobody-at-all' })).toEqual([]);
      // LIKE's wildcards are searched for as they are.
      expect(await found({ q: '%' })).toEqual([]);
      expect(await found({ q: '_lice' })).toEqual([]);
    });

    it('filters by store, status, flow, priority, dates and factory', async () => {
      expect(await found({ store: storeB.id })).toEqual([ids.bob]);
      expect(await found({ store: storeA.id, status: 'paid' })).toEqual([ids.alice]);
      expect(await found({ flow: 'bespoke' })).toEqual([ids.quote]);
      expect(await found({ flow: 'paper' })).toEqual([ids.bob]);
      expect(await found({ flow: 'normal', store: storeA.id })).toEqual([ids.alice]);
      expect(await found({ priority: '2' })).toEqual([ids.bob]);
      expect(await found({ from: '2026-03-05', to: '2026-03-05' })).toEqual([ids.bob]);
      expect(await found({ from: '2026-03-02', to: '2026-03-10' })).toEqual([ids.quote, ids.bob]);
      expect(await found({ factory: 'Newport' })).toEqual([ids.bob]);
      expect(await found({ q: '', status: '', flow: '', store: '' })).toContain(ids.alice);
    });

    it('pages by 50 with the count of matches', async () => {
      for (let n = 0; n < 52; n += 1)
        await createTestOrder(database.db, storeB.id, { email: `many${n}@page.test`, status: 'paid' });
      const first = await listStaffOrders(staff, { q: 'many' });
      expect([first.total, first.pageCount, first.orders.length]).toEqual([52, 2, 50]);
      const second = await listStaffOrders(staff, { q: 'many', page: 2 });
      expect(second.orders).toHaveLength(2);
      expect(new Set([...first.orders, ...second.orders].map((order) => order.id)).size).toBe(52);
    });

    it('refuses bad filters with 422 and the exact message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ status: 'shipped' }, 'status', STAFF_ORDER_MESSAGES.chooseStatus],
        [{ flow: 'quick' }, 'flow', STAFF_ORDER_MESSAGES.chooseFlow],
        [{ store: 'abc' }, 'store', STAFF_ORDER_MESSAGES.badStore],
        [{ priority: '-1' }, 'priority', STAFF_ORDER_MESSAGES.badPriority],
        [{ from: '2026-02-30' }, 'from', STAFF_ORDER_MESSAGES.badDate],
        [{ to: '5/3/26' }, 'to', STAFF_ORDER_MESSAGES.badDate],
        [{ from: '2026-03-05', to: '2026-03-01' }, 'to', STAFF_ORDER_MESSAGES.dateOrder],
        [{ page: '0' }, 'page', STAFF_ORDER_MESSAGES.badPage],
        [{ page: '201' }, 'page', STAFF_ORDER_MESSAGES.badPage],
        [{ q: 'x'.repeat(201) }, 'q', STAFF_ORDER_MESSAGES.searchTooLong],
      ];
      for (const [query, field, message] of cases)
        await expect(listStaffOrders(staff, query), JSON.stringify(query)).rejects.toMatchObject({
          status: 422,
          message,
          errors: { [field]: [message] },
        });
    });

    it('is for staff with the orders permission, on the platform host only', async () => {
      await expect(listStaffOrders(owner, {})).rejects.toMatchObject({ status: 403 });
      const noOrders = await createTestCustomer(database.db, { staffPermissions: ['users'] });
      await expect(
        listStaffOrders(customerContext(database.db, platform, noOrders, true), {}),
      ).rejects.toMatchObject({ status: 403 });
      await expect(listStaffOrders(onStoreHost, {})).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('one order, as staff read it', () => {
    it('shows items with active quantities and studio files, money, payments, log, amendments, returns and children', async () => {
      const order = await createTestOrder(database.db, storeA.id, {
        email: 'reader@example.com',
        history: [{ status: 'new' }, { status: 'paid' }],
        items: [{ quantity: 3, returnedQuantity: 1, sku: 'READ-ME' }],
      });
      const item = order.items[0];
      if (!item) throw new Error('no item');
      await database.db.update(orderItems).set({ cancelledQuantity: 1 }).where(eq(orderItems.id, item.id));
      await database.db.update(orders).set({ coupon: 'WELCOME10' }).where(eq(orders.id, order.id));
      await database.db.insert(paymentAttempts).values({
        divisionId: storeA.id,
        orderId: order.id,
        isSuccessful: true,
        status: 'succeeded',
        paymentMethodName: 'card',
        amount: order.total,
        reference: 'pi_test_1',
      });
      await database.db.insert(orderAmendments).values({
        divisionId: storeA.id,
        orderId: order.id,
        kind: 'address',
        before: { city: 'Bristol' },
        after: { city: 'Bath' },
      });
      const [request] = await database.db
        .insert(returnRequests)
        .values({ divisionId: storeA.id, orderId: order.id, reason: 'Too small' })
        .returning();
      await database.db.insert(returnRequestItems).values({
        divisionId: storeA.id,
        returnRequestId: request?.id ?? 0,
        orderItemId: item.id,
        quantity: 1,
      });
      const refund = await createTestOrder(database.db, storeA.id, { status: 'refunded' });
      await database.db
        .update(orders)
        .set({ parentOrderId: order.id, childOrderType: 'refund' })
        .where(eq(orders.id, refund.id));
      await moveOrderAsStaff(staff, order.id, { to: 'processing', expected: 'paid' });

      const view = await loadStaffOrder(staff, order.id);
      expect(view).toMatchObject({
        id: order.id,
        store: { id: storeA.id, name: 'Alpha Prints' },
        status: { code: 'processing', name: 'Processing' },
        flow: 'normal',
        percentComplete: 33,
        money: { total: order.total, coupon: 'WELCOME10', currency: 'GBP' },
        parent: null,
        children: [{ id: refund.id, type: 'refund', status: 'Refunded' }],
      });
      expect(view.moves.map((move) => move.code)).toEqual([
        'label_printed',
        'printed',
        'disputed',
        'issue',
        'refunded',
      ]);
      expect(view.items).toMatchObject([
        {
          sku: 'READ-ME',
          quantity: 3,
          returnedQuantity: 1,
          cancelledQuantity: 1,
          activeQuantity: 1,
          files: [],
        },
      ]);
      expect(view.statusLog.map((entry) => [entry.code, entry.by])).toEqual([
        ['new', null],
        ['paid', null],
        ['processing', 'Olive Operator'],
      ]);
      expect(view.paymentAttempts).toMatchObject([{ status: 'succeeded', reference: 'pi_test_1' }]);
      expect(view.amendments).toMatchObject([{ kind: 'address', after: { city: 'Bath' } }]);
      expect(view.returns).toMatchObject([
        { reason: 'Too small', items: [{ orderItemId: item.id, quantity: 1 }] },
      ]);
      expect(view.receiptUrl).toMatch(new RegExp(`/receipt/${order.hash}$`));
      const child = await loadStaffOrder(staff, refund.id);
      expect(child.parent).toEqual({ id: order.id, type: null });
    });

    it('answers 404 for an order that does not exist and 403 to a store owner', async () => {
      await expect(loadStaffOrder(staff, 99_999_999)).rejects.toMatchObject({
        status: 404,
        message: OPERATOR_MESSAGES.orderNotFound,
      });
      const order = await createTestOrder(database.db, storeA.id);
      await expect(loadStaffOrder(owner, order.id)).rejects.toMatchObject({ status: 403 });
    });
  });

  describe('moves', () => {
    it('moves paid → processing: logged with the staff member, the shopper emailed that it is being made', async () => {
      const order = await createTestOrder(database.db, storeA.id, { email: 'made@example.com' });
      expect(await moveStaffOrder(staff, order.id, { to: 'processing', expected: 'paid' })).toEqual({
        status: 'processing',
      });
      const [log] = await database.db
        .select()
        .from(orderStatusLogs)
        .where(eq(orderStatusLogs.orderId, order.id))
        .orderBy(sql`${orderStatusLogs.id} desc`)
        .limit(1);
      expect(log?.userId).toBe(staffUserId);
      const emails = await emailsTo('made@example.com');
      expect(emails.map((email) => [email.kind, email.subject, email.divisionId])).toEqual([
        ['order-stage', `Your order #${order.id} is being made`, storeA.id],
      ]);
      expect(emails[0]?.text).toContain(`/receipt/${order.hash}`);
    });

    it('emails the tracking codes and their links when an order is complete', async () => {
      const order = await createTestOrder(database.db, storeA.id, {
        email: 'shipped@example.com',
        status: 'packing',
      });
      await moveOrderAsStaff(staff, order.id, {
        to: 'complete',
        expected: 'packing',
        changes: { trackingCodes: ['RM000111222GB'] },
      });
      const [email] = await emailsTo('shipped@example.com');
      expect(email?.kind).toBe('order-shipped');
      expect(email?.subject).toBe(`Your order #${order.id} is on its way`);
      expect(email?.text).toContain('RM000111222GB');
      expect(email?.text).toContain(
        'https://www.royalmail.com/track-your-item#/tracking-results/RM000111222GB',
      );
    });

    it('refuses a move the flow does not allow, or a bad status, writing nothing', async () => {
      const order = await createTestOrder(database.db, storeA.id, { email: 'refused@example.com' });
      await expect(
        moveStaffOrder(staff, order.id, { to: 'complete', expected: 'paid' }),
      ).rejects.toMatchObject({
        status: 409,
        message: 'An order cannot move from Paid to Complete',
      });
      await expect(moveStaffOrder(staff, order.id, { to: 'shipped' })).rejects.toMatchObject({
        status: 422,
        message: STAFF_ORDER_MESSAGES.chooseStatus,
      });
      await expect(
        moveStaffOrder(staff, order.id, { to: 'processing', expected: 'processing' }),
      ).rejects.toMatchObject({ status: 409, message: OPERATOR_MESSAGES.movedMeanwhile });
      expect(await statusLogCount(order.id, 'processing')).toBe(0);
      expect(await emailsTo('refused@example.com')).toEqual([]);
      await expect(moveStaffOrder(owner, order.id, { to: 'processing' })).rejects.toMatchObject({
        status: 403,
      });
    });

    it('two staff moving the same order at once: one wins, the other is told, nothing is written twice', async () => {
      const order = await createTestOrder(database.db, storeA.id, { email: 'race@example.com' });
      const other = await createTestCustomer(database.db, { staffPermissions: ['orders'] });
      const second = customerContext(database.db, platform, other, true);
      const outcomes = await Promise.allSettled([
        moveStaffOrder(staff, order.id, { to: 'processing', expected: 'paid' }),
        moveStaffOrder(second, order.id, { to: 'refunded', expected: 'paid' }),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        message: OPERATOR_MESSAGES.movedMeanwhile,
      });
      const moves =
        (await statusLogCount(order.id, 'processing')) + (await statusLogCount(order.id, 'refunded'));
      expect(moves).toBe(1);
      expect(await emailsTo('race@example.com')).toHaveLength(1);
    });

    it('bulk moves each order on its own and reports the moved and the refused', async () => {
      const paid = await createTestOrder(database.db, storeA.id, { email: 'bulk1@example.com' });
      const alsoPaid = await createTestOrder(database.db, storeB.id, { email: 'bulk2@example.com' });
      const complete = await createTestOrder(database.db, storeA.id, { status: 'complete' });
      const result = await bulkMoveStaffOrders(staff, {
        ids: [paid.id, complete.id, alsoPaid.id, 99_999_999],
        to: 'processing',
      });
      expect(result).toEqual({
        to: 'processing',
        moved: [paid.id, alsoPaid.id],
        refused: [
          { id: complete.id, message: 'An order cannot move from Complete to Processing' },
          { id: 99_999_999, message: OPERATOR_MESSAGES.orderNotFound },
        ],
      });
      expect(await emailsTo('bulk2@example.com')).toHaveLength(1);
      await expect(bulkMoveStaffOrders(staff, { ids: [], to: 'processing' })).rejects.toMatchObject({
        status: 422,
        message: STAFF_ORDER_MESSAGES.chooseOrders,
      });
      await expect(
        bulkMoveStaffOrders(staff, { ids: Array.from({ length: 101 }, (_, n) => n + 1), to: 'processing' }),
      ).rejects.toMatchObject({ status: 422, message: STAFF_ORDER_MESSAGES.tooManyOrders });
      await expect(bulkMoveStaffOrders(owner, { ids: [paid.id], to: 'issue' })).rejects.toMatchObject({
        status: 403,
      });
    });
  });
});
