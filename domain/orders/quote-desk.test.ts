import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import { ORDER_MESSAGES, quotePricingFormSchema } from '../../core/orders';
import { outboxEmails } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestStore, visitorContext } from '../testing/fixtures';
import {
  acceptQuote,
  listQuotes,
  loadDeskQuote,
  loadOrder,
  loadOrderItems,
  priceQuote,
  requestQuote,
} from '.';
import { orderItems, orders } from './tables';
import { createTestOrder, createTestProductWithVariants, ensureOrderStatuses } from './testing';

const ORIGIN = 'http://desk.localhost:3000';

describe.each(testEngines)('the quote desk (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  const shopper = () => visitorContext(database.db, store);

  const newQuote = (email: string, quantities = [150, 50]) =>
    requestQuote(
      shopper(),
      {
        lines: quantities.map((quantity) => ({ product: 'desk-tee', colour: 'Navy', quantity })),
        name: 'Sam Buyer',
        email,
        phone: '07700 900123',
        notes: 'Logo on the front',
      },
      { origin: ORIGIN },
    );
  const itemsOf = async (hash: string) => loadOrderItems(shopper(), (await loadOrder(shopper(), hash)).id);
  const emailsTo = (to: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await ensureOrderStatuses(database.db);
    store = await createTestStore(database.db, { companyName: 'Desk Store' });
    other = await createTestStore(database.db, { companyName: 'Other Store' });
    await createTestProductWithVariants(database.db, store.id, { name: 'Desk tee', urlName: 'desk-tee' });
    owner = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] }),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists the store's own quotes, newest first, with their state, customer, items and total", async () => {
    const theirProduct = await createTestProductWithVariants(database.db, other.id);
    const theirs = await createTestOrder(database.db, other.id, {
      history: [{ status: 'quote' }],
      items: [{ product: theirProduct, quantity: 9 }],
      quote: { contactName: 'Their Buyer' },
    });
    const older = await newQuote('older@example.com', [10]);
    const newer = await newQuote('newer@example.com', [150, 50]);
    await database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.hash, older.hash));
    const items = await itemsOf(older.hash);
    await priceQuote(
      owner,
      older.hash,
      { lines: items.map((item) => ({ itemId: item.id, price: 1200 })) },
      {
        origin: ORIGIN,
      },
    );
    // An order that is no quote is not listed.
    await createTestOrder(database.db, store.id, { status: 'paid' });

    const { quotes: listed, page, pageCount, total } = await listQuotes(owner);
    expect({ page, pageCount, total }).toEqual({ page: 1, pageCount: 1, total: 2 });
    expect(listed.map((quote) => quote.hash)).toEqual([newer.hash, older.hash]);
    expect(listed.map((quote) => quote.hash)).not.toContain(theirs.hash);
    expect(listed[0]).toMatchObject({
      number: newer.number,
      state: 'preparing',
      email: 'newer@example.com',
      contactName: 'Sam Buyer',
      itemCount: 200,
      total: 0,
      currency: 'GBP',
    });
    expect(listed[0]?.requestedAt).toBeInstanceOf(Date);
    expect(listed[1]).toMatchObject({ state: 'ready', itemCount: 10, total: 12_000 });

    const theirOwner = customerContext(
      database.db,
      other,
      await createTestCustomer(database.db, { stores: [{ divisionId: other.id }] }),
    );
    expect((await listQuotes(theirOwner)).quotes.map((quote) => quote.hash)).toEqual([theirs.hash]);
  });

  it('pages through the quotes, newest first, answering a page past the last with the last', async () => {
    const { quotes: all, total } = await listQuotes(owner, { pageSize: 200 });
    expect(total).toBeGreaterThanOrEqual(2);
    const pageSize = Math.ceil(total / 2);
    const first = await listQuotes(owner, { pageSize });
    const second = await listQuotes(owner, { pageSize, page: 2 });
    expect({ page: first.page, pageCount: first.pageCount }).toEqual({ page: 1, pageCount: 2 });
    expect(second.page).toBe(2);
    expect([...first.quotes, ...second.quotes].map((quote) => quote.hash)).toEqual(
      all.map((quote) => quote.hash),
    );
    expect((await listQuotes(owner, { pageSize, page: 99 })).quotes).toEqual(second.quotes);
    expect((await listQuotes(owner, { pageSize, page: 0 })).page).toBe(1);
  });

  it('is for the store’s owner, staff and internal people only', async () => {
    const staff = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'staff' }] }),
    );
    expect(Array.isArray((await listQuotes(staff)).quotes)).toBe(true);
    const internal = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { internal: true }),
      true,
    );
    expect(Array.isArray((await listQuotes(internal)).quotes)).toBe(true);

    const stranger = customerContext(database.db, store, await createTestCustomer(database.db));
    const otherOwner = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { stores: [{ divisionId: other.id }] }),
    );
    const quote = await newQuote('private@example.com');
    for (const who of [shopper(), stranger, otherOwner]) {
      // Each call starts only when awaited: a rejection left waiting would be unhandled.
      for (const call of [() => listQuotes(who), () => loadDeskQuote(who, quote.hash)]) {
        const error = await failure(call());
        expect(isAppError(error) && error.status).toBe(403);
      }
    }
  });

  it("shows one quote to staff with the shopper's phone, and no quote of another store", async () => {
    const quote = await newQuote('desk@example.com');
    const desk = await loadDeskQuote(owner, quote.hash);
    expect(desk).toMatchObject({
      state: 'preparing',
      priceable: true,
      pricedAt: null,
      phone: '07700 900123',
    });
    expect(desk.details.notes).toBe('Logo on the front');
    expect(desk.items.map((item) => [item.name, item.colour, item.quantity])).toEqual([
      ['Desk tee', 'Navy', 150],
      ['Desk tee', 'Navy', 50],
    ]);
    const theirs = await createTestOrder(database.db, other.id, {
      history: [{ status: 'quote' }],
      items: [{ product: await createTestProductWithVariants(database.db, other.id) }],
      quote: {},
    });
    const error = await failure(loadDeskQuote(owner, theirs.hash));
    expect(isAppError(error) && error.status).toBe(404);
  });

  it('prices through the form’s schema: a bad price is refused with its message and nothing is written', async () => {
    const quote = await newQuote('form@example.com');
    const items = await itemsOf(quote.hash);
    const values = (first: string) => ({
      [`price.${items[0]?.id}`]: first,
      [`price.${items[1]?.id}`]: '9.99',
      shipping: '15',
      terms: 'Half up front.',
      validDays: '14',
    });
    const bad = quotePricingFormSchema('GBP').safeParse(values('12.5.0'));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [`price.${items[0]?.id}`, 'Please enter an amount such as 12.50'],
    ]);
    // The domain refuses a bad structured price the same way, writing nothing.
    const refused = await failure(
      priceQuote(
        owner,
        quote.hash,
        { lines: items.map((item) => ({ itemId: item.id, price: -100 })) },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(refused) && refused.status).toBe(422);
    expect((refused as Error).message).toBe(ORDER_MESSAGES.quoteAmountInvalid);
    const missing = await failure(
      priceQuote(
        owner,
        quote.hash,
        { lines: [{ itemId: items[0]?.id ?? 0, price: 100 }] },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(missing) && missing.errors).toEqual({
      [`price.${items[1]?.id}`]: [ORDER_MESSAGES.quotePriceRequired],
    });
    const tooLarge = await failure(
      priceQuote(
        owner,
        quote.hash,
        { lines: items.map((item) => ({ itemId: item.id, price: 90_000_000 })) },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(tooLarge) && tooLarge.errors).toEqual({ order: [ORDER_MESSAGES.quoteTotalTooLarge] });
    expect((await loadOrder(shopper(), quote.hash)).status.code).toBe('quote');
    const rows = await database.db.select().from(orderItems).where(eq(orderItems.orderId, quote.number));
    expect(rows.map((row) => row.price)).toEqual([0, 0]);
    expect((await emailsTo('form@example.com')).map((email) => email.kind)).toEqual(['quote-request']);

    const good = quotePricingFormSchema('GBP').safeParse(values('12.50'));
    if (!good.success) throw good.error;
    expect(await priceQuote(owner, quote.hash, good.data, { origin: ORIGIN })).toEqual({
      message: ORDER_MESSAGES.quotePriced,
    });
    const desk = await loadDeskQuote(owner, quote.hash);
    expect(desk.state).toBe('ready');
    expect(desk.order.total).toBe(150 * 1250 + 50 * 999 + 1500);
    expect(desk.details.terms).toBe('Half up front.');
    expect(desk.details.validUntil?.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(desk.details.validUntil?.getTime()).toBeLessThan(Date.now() + 15 * 86_400_000);
    const ready = (await emailsTo('form@example.com')).find((email) => email.kind === 'quote-ready');
    expect(ready?.text).toContain(`${ORIGIN}/advanced-quote/${quote.hash}/`);
  });

  it('prices a priced quote again until the shopper accepts it, then keeps it as it is', async () => {
    const quote = await newQuote('again@example.com', [10]);
    const [item] = await itemsOf(quote.hash);
    const price = (amount: number) =>
      priceQuote(
        owner,
        quote.hash,
        { lines: [{ itemId: item?.id ?? 0, price: amount }] },
        { origin: ORIGIN },
      );
    await price(1000);
    await price(800);
    expect((await loadOrder(shopper(), quote.hash)).total).toBe(8000);
    await acceptQuote(shopper(), quote.hash, { terms: 'on' }, { origin: ORIGIN });
    const desk = await loadDeskQuote(owner, quote.hash);
    expect(desk).toMatchObject({ state: 'accepted', priceable: false });
    const locked = await failure(price(500));
    expect(isAppError(locked) && locked.errors).toEqual({ order: [ORDER_MESSAGES.quoteLocked] });
    expect((await loadOrder(shopper(), quote.hash)).total).toBe(8000);
  });
});
