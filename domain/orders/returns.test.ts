import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import { ORDER_MESSAGES } from '../../core/orders';
import { outboxEmails } from '../accounts';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { divisions } from '../stores/tables';
import { failure } from '../testing/failure';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { loadReturnPage, requestReturn } from '.';
import { returnRequestItems, returnRequests } from './tables';
import { createTestOrder, createTestProductWithVariants, shippedHistory } from './testing';

const ORIGIN = 'http://returns.localhost:3000';

describe.each(testEngines)('returns (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let product: Awaited<ReturnType<typeof createTestProductWithVariants>>;
  const ctx = () => visitorContext(database.db, store);
  const requestsOf = (orderId: number) =>
    database.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
  const emailsTo = (to: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { companyName: 'Returns Store' });
    other = await createTestStore(database.db);
    await database.db
      .update(divisions)
      .set({ companyInfo: { address: 'Returns, 1 Print Street\nBristol BS1 1AA' } })
      .where(eq(divisions.id, store.id));
    product = await createTestProductWithVariants(database.db, store.id, { name: 'Organic tee' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('shows what may go back and until when', async () => {
    const order = await createTestOrder(database.db, store.id, {
      history: shippedHistory(5),
      items: [{ product, quantity: 3, returnedQuantity: 1 }],
    });
    const page = await loadReturnPage(ctx(), order.hash);
    expect(page.verdict).toEqual({ allowed: true });
    expect(page.items.map((item) => item.returnable)).toEqual([2]);
    expect(page.deadline?.getTime()).toBe((page.order.dispatchedAt?.getTime() ?? 0) + 30 * 86_400_000);
  });

  it('records a request within the window and emails the return instructions', async () => {
    const order = await createTestOrder(database.db, store.id, {
      email: 'returner@example.com',
      history: shippedHistory(10),
      items: [
        { product, colour: 'Navy', size: 'L', quantity: 2 },
        { product, colour: 'White', size: 'S', quantity: 1 },
      ],
    });
    const [first, second] = order.items;
    const result = await requestReturn(
      ctx(),
      order.hash,
      {
        items: [{ itemId: first?.id ?? 0, quantity: 2 }],
        reason: 'too-small',
        comments: 'Lovely, but small',
      },
      { origin: ORIGIN },
    );
    const [request] = await requestsOf(order.id);
    expect(result).toEqual({ reference: `RET-${request?.id}`, message: ORDER_MESSAGES.returnRequested });
    expect(request).toMatchObject({
      reason: 'too-small',
      comments: 'Lovely, but small',
      status: 'requested',
    });
    expect(
      await database.db
        .select()
        .from(returnRequestItems)
        .where(eq(returnRequestItems.returnRequestId, request?.id ?? 0)),
    ).toMatchObject([{ orderItemId: first?.id, quantity: 2 }]);
    const [email] = await emailsTo('returner@example.com');
    expect(email).toMatchObject({
      kind: 'return-instructions',
      subject: `Your return for order #${order.id}`,
    });
    expect(email?.text).toContain(`RET-${request?.id}`);
    expect(email?.text).toContain('2 × Organic tee — Navy, L');
    expect(email?.text).toContain('Returns, 1 Print Street');
    expect(email?.text).toContain(`${ORIGIN}/returns/${order.hash}`);
    // What was asked back is no longer returnable; the other item still is.
    const page = await loadReturnPage(ctx(), order.hash);
    expect(page.items.map((item) => [item.id, item.returnable])).toEqual([
      [first?.id, 0],
      [second?.id, 1],
    ]);
    expect(page.requests).toMatchObject([
      { reference: `RET-${request?.id}`, items: [{ name: 'Organic tee', quantity: 2 }] },
    ]);
  });

  it.each([
    ['the window has closed', shippedHistory(31), ORDER_MESSAGES.returnWindowClosed],
    ['the order is not dispatched', [{ status: 'processing' as const }], ORDER_MESSAGES.returnNotShipped],
    [
      'the order was refunded',
      [...shippedHistory(2), { status: 'refunded' as const }],
      ORDER_MESSAGES.returnRefunded,
    ],
  ])('refuses when %s, writing nothing', async (_case, history, message) => {
    const order = await createTestOrder(database.db, store.id, {
      email: 'late@example.com',
      history,
      items: [{ product }],
    });
    const before = (await emailsTo('late@example.com')).length;
    const error = await failure(
      requestReturn(
        ctx(),
        order.hash,
        { items: [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }], reason: 'faulty' },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(error) && error.status).toBe(422);
    expect((error as Error).message).toBe(message);
    expect(await requestsOf(order.id)).toEqual([]);
    expect(await emailsTo('late@example.com')).toHaveLength(before);
  });

  it('refuses more than may go back, and an item of another order', async () => {
    const order = await createTestOrder(database.db, store.id, {
      history: shippedHistory(1),
      items: [{ product, quantity: 1 }],
    });
    const otherOrder = await createTestOrder(database.db, store.id, {
      history: shippedHistory(1),
      items: [{ product }],
    });
    const itemId = order.items[0]?.id ?? 0;
    const tooMany = await failure(
      requestReturn(
        ctx(),
        order.hash,
        { items: [{ itemId, quantity: 2 }], reason: 'faulty' },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(tooMany) && tooMany.errors).toEqual({
      [`quantity.${itemId}`]: [ORDER_MESSAGES.returnTooMany],
    });
    const twice = await failure(
      requestReturn(
        ctx(),
        order.hash,
        {
          items: [
            { itemId, quantity: 1 },
            { itemId, quantity: 1 },
          ],
          reason: 'faulty',
        },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(twice) && twice.status).toBe(422);
    const foreignItem = otherOrder.items[0]?.id ?? 0;
    const foreign = await failure(
      requestReturn(
        ctx(),
        order.hash,
        { items: [{ itemId: foreignItem, quantity: 1 }], reason: 'faulty' },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(foreign) && foreign.status).toBe(422);
    const empty = await failure(
      requestReturn(ctx(), order.hash, { items: [], reason: 'faulty' }, { origin: ORIGIN }),
    );
    expect((empty as Error).message).toBe(ORDER_MESSAGES.returnNothingChosen);
    expect(await requestsOf(order.id)).toEqual([]);
  });

  it('never touches another store’s order: 404, nothing written', async () => {
    const theirProduct = await createTestProductWithVariants(database.db, other.id);
    const theirs = await createTestOrder(database.db, other.id, {
      email: 'theirs@example.com',
      history: shippedHistory(1),
      items: [{ product: theirProduct }],
    });
    const error = await failure(
      requestReturn(
        ctx(),
        theirs.hash,
        { items: [{ itemId: theirs.items[0]?.id ?? 0, quantity: 1 }], reason: 'faulty' },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(error) && error.status).toBe(404);
    expect(isAppError(await failure(loadReturnPage(ctx(), theirs.hash)))).toBe(true);
    expect(await requestsOf(theirs.id)).toEqual([]);
    expect(await emailsTo('theirs@example.com')).toEqual([]);
  });

  it('lets only one of two simultaneous requests for the last item through', async () => {
    const order = await createTestOrder(database.db, store.id, {
      history: shippedHistory(1),
      items: [{ product, quantity: 1 }],
    });
    const input = { items: [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }], reason: 'faulty' as const };
    const results = await Promise.allSettled([
      requestReturn(ctx(), order.hash, input, { origin: ORIGIN }),
      requestReturn(ctx(), order.hash, input, { origin: ORIGIN }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.status === 'rejected' && (rejected.reason as Error).message).toBe(
      ORDER_MESSAGES.returnTooMany,
    );
    expect(await requestsOf(order.id)).toHaveLength(1);
  });
});
