import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../core/orders';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestStore, visitorContext } from '../testing/fixtures';
import {
  editOrderItems,
  findOrder,
  getReceipt,
  loadAddressPage,
  loadEditPage,
  loadInvoice,
  loadOrderHistory,
  loadReturnPage,
  ORDER_NOT_FOUND,
  orderHistoryHash,
  ownOrderHistoryHash,
  requestReturn,
  updateDeliveryAddress,
} from '.';
import { orderItems, orders } from './tables';
import { createTestOrder, createTestProductWithVariants, TEST_ADDRESS } from './testing';

const ORIGIN = 'http://access.localhost';
const NEW_ADDRESS = { ...TEST_ADDRESS, line1: '9 Elsewhere Road' };

describe.each(testEngines)(
  'orders keyed by an email, for accounts that have not verified it (%s)',
  (engine) => {
    let database: DatabaseHandle;
    let store: Store;
    let unique = 0;

    /** A guest's paid order placed with `email`, its hash a receipt's (32 hex digits). */
    async function guestOrder(email: string) {
      const order = await createTestOrder(database.db, store.id, { email, status: 'paid' });
      const hash = randomBytes(16).toString('hex');
      await database.db.update(orders).set({ hash }).where(eq(orders.id, order.id));
      const [item] = await database.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      return { id: order.id, hash, itemId: item?.id ?? 0 };
    }

    const freshEmail = () => {
      unique += 1;
      return `guest${unique}.${randomBytes(4).toString('hex')}@example.com`;
    };

    /** Every page of the order, as the account opening it sees it: 'open' or the status it was refused. */
    async function reach(ctx: ServiceContext, order: { hash: string; itemId: number }) {
      const outcome = async (call: () => Promise<unknown>) => {
        try {
          await call();
          return 'open';
        } catch (error) {
          return (error as { status?: number }).status ?? 'error';
        }
      };
      return {
        receipt: (await getReceipt(ctx, order.hash)) ? 'open' : 404,
        invoice: await outcome(() => loadInvoice(ctx, order.hash)),
        edit: await outcome(() => loadEditPage(ctx, order.hash)),
        address: await outcome(() => loadAddressPage(ctx, order.hash)),
        returns: await outcome(() => loadReturnPage(ctx, order.hash)),
      };
    }
    const ALL_OPEN = { receipt: 'open', invoice: 'open', edit: 'open', address: 'open', returns: 'open' };
    const ALL_REFUSED = { receipt: 404, invoice: 404, edit: 404, address: 404, returns: 404 };

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      store = await createTestStore(database.db, { subdomain: 'accessshop' });
      await createTestProductWithVariants(database.db, store.id, { name: 'Access tee' });
    });
    afterAll(async () => {
      await database.close();
    });

    it("gives an unverified account no order history for its email, and refuses the history's link", async () => {
      const email = freshEmail();
      await guestOrder(email);
      const account = await createTestCustomer(database.db, { email, verified: false });
      const ctx = customerContext(database.db, store, account);
      expect(await ownOrderHistoryHash(ctx)).toBeNull();
      const link = await orderHistoryHash(visitorContext(database.db, store), email);
      const refused = await failure(loadOrderHistory(ctx, link));
      expect(refused).toMatchObject({ status: 404, message: ORDER_MESSAGES.historyNotFound });
    });

    it("refuses an unverified account the receipt, invoice, edit, address and return pages of its email's orders", async () => {
      const email = freshEmail();
      const order = await guestOrder(email);
      const account = await createTestCustomer(database.db, { email: email.toUpperCase(), verified: false });
      const ctx = customerContext(database.db, store, account);
      expect(await reach(ctx, order)).toEqual(ALL_REFUSED);
      expect(await failure(loadInvoice(ctx, order.hash))).toMatchObject({ message: ORDER_NOT_FOUND });
    });

    it('lets an unverified account change nothing of those orders, and finds none by number and email', async () => {
      const email = freshEmail();
      const order = await guestOrder(email);
      const account = await createTestCustomer(database.db, { email, verified: false });
      const ctx = customerContext(database.db, store, account);
      const [before] = await database.db.select().from(orders).where(eq(orders.id, order.id));

      const address = await failure(updateDeliveryAddress(ctx, order.hash, NEW_ADDRESS, { origin: ORIGIN }));
      expect(address.status).toBe(404);
      const edit = await failure(
        editOrderItems(
          ctx,
          order.hash,
          { items: [{ itemId: order.itemId, colour: 'White', size: 'M', quantity: 1 }] },
          { origin: ORIGIN },
        ),
      );
      expect(edit.status).toBe(404);
      const returned = await failure(
        requestReturn(
          ctx,
          order.hash,
          { items: [{ itemId: order.itemId, quantity: 1 }], reason: 'too-small' },
          { origin: ORIGIN },
        ),
      );
      expect(returned.status).toBe(404);
      const found = await failure(findOrder(ctx, { orderNumber: String(order.id), email }));
      expect(found.status).toBe(422);
      const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(after).toEqual(before);
    });

    it('lets an unverified account open the orders it placed itself, and orders of other addresses it has links to', async () => {
      const email = freshEmail();
      const account = await createTestCustomer(database.db, { email, verified: false });
      const own = await createTestOrder(database.db, store.id, { email, customerId: account.id });
      const ownHash = randomBytes(16).toString('hex');
      await database.db.update(orders).set({ hash: ownHash }).where(eq(orders.id, own.id));
      const ctx = customerContext(database.db, store, account);
      expect(await reach(ctx, { hash: ownHash, itemId: 0 })).toEqual(ALL_OPEN);
      const someoneElses = await guestOrder(freshEmail());
      expect(await reach(ctx, someoneElses)).toEqual(ALL_OPEN);
    });

    it('opens everything once the account is verified, and to a visitor holding the links', async () => {
      const email = freshEmail();
      const order = await guestOrder(email);
      const account = await createTestCustomer(database.db, { email, verified: true });
      const ctx = customerContext(database.db, store, account);
      const link = await ownOrderHistoryHash(ctx);
      expect(link).toBe(await orderHistoryHash(ctx, email));
      const history = await loadOrderHistory(ctx, link ?? '');
      expect(history.orders.map((entry) => entry.hash)).toEqual([order.hash]);
      expect(await reach(ctx, order)).toEqual(ALL_OPEN);
      expect(await findOrder(ctx, { orderNumber: String(order.id), email })).toEqual({ hash: order.hash });

      const visitor = visitorContext(database.db, store);
      expect(await reach(visitor, order)).toEqual(ALL_OPEN);
      expect((await loadOrderHistory(visitor, link ?? '')).orders).toHaveLength(1);
    });
  },
);
