import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../core/orders';
import { listOutbox } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestStore } from '../testing/fixtures';
import { emailOrderHistoryLink, getReceipt, orderHistoryHash } from '.';
import { orders } from './tables';
import { createTestOrder, createTestProductWithVariants } from './testing';

const ORIGIN = 'http://shop.localhost:3000';

describe.each(testEngines)('the link to all of an address’s orders (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let stranger: ServiceContext;

  /** An order placed with `email`, as checkout makes it: with the address's history link. */
  async function orderFor(email: string, customerId: number | null = null) {
    const product = await createTestProductWithVariants(database.db, store.id);
    const order = await createTestOrder(database.db, store.id, { email, customerId, items: [{ product }] });
    const customerHash = await orderHistoryHash(stranger, email);
    // Receipts are reached by a checkout order's hash: 32 hex digits.
    const hash = randomBytes(16).toString('hex');
    await database.db.update(orders).set({ customerHash, hash }).where(eq(orders.id, order.id));
    return { ...order, hash, customerHash };
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db);
    stranger = { db: database.db, store, actor: { kind: 'visitor', sessionId: 'someone-else' } };
  });
  afterAll(async () => {
    await database.close();
  });

  it('is not on a receipt page opened by someone who merely holds the receipt', async () => {
    // Anyone may check out with anyone's address: the receipt of that order must not open the others.
    const order = await orderFor('victim@example.com');
    const receipt = await getReceipt(stranger, order.hash);
    expect(receipt?.links.orderHistory).toBe('/order-history/');
  });

  it('is in the email to the address, and on the page of the verified account of that address', async () => {
    const owner = await createTestCustomer(database.db, { email: 'owner.of.orders@example.com' });
    const order = await orderFor('owner.of.orders@example.com', owner.id);
    const addressee = await getReceipt(stranger, order.hash, database.db, 'addressee');
    expect(addressee?.links.orderHistory).toBe(`/order-history/${order.customerHash}`);
    const signedIn = await getReceipt(customerContext(database.db, store, owner), order.hash);
    expect(signedIn?.links.orderHistory).toBe(`/order-history/${order.customerHash}`);
  });

  it('goes by email to the address of a found order, never to the page', async () => {
    const order = await orderFor('emailed@example.com');
    const answer = await emailOrderHistoryLink(
      stranger,
      { orderNumber: String(order.id), email: ' Emailed@Example.com ' },
      { origin: ORIGIN },
    );
    expect(answer).toEqual({ emailedTo: 'emailed@example.com' });
    expect(JSON.stringify(answer)).not.toContain(order.customerHash);
    const [email] = await listOutbox(stranger, { to: 'emailed@example.com', kind: 'order-history-link' });
    expect(email?.text).toContain(`${ORIGIN}/order-history/${order.customerHash}`);
  });

  it('sends nothing when the number and the address do not match an order', async () => {
    const order = await orderFor('matched@example.com');
    const error = await failure(
      emailOrderHistoryLink(
        stranger,
        { orderNumber: String(order.id), email: 'guess@example.com' },
        { origin: ORIGIN },
      ),
    );
    expect(error).toMatchObject({ status: 422, errors: { orderNumber: [ORDER_MESSAGES.orderNotFound] } });
    expect(await listOutbox(stranger, { to: 'guess@example.com' })).toEqual([]);
  });
});
