import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../accounts';
import { listBasketItems } from '../basket';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { couponRedemptions, coupons } from '../marketing';
import { orders, paymentAttempts, statusIdOf } from '../orders';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { placeOrder } from '.';
import { lastOrderId, tallyCheckouts } from './tally';
import { checkoutForm, createCheckoutStore, fillBasket, shopperContext } from './testing';

/**
 * Row locks and unique races only mean something with real concurrent connections: on PostgreSQL
 * (DATABASE_URL set) these are 50 transactions on a pool of 20. PGlite has one connection and serialises
 * them, which checks the same outcome without the race.
 */
describe.each(testEngines)('checkout under concurrency on %s', (engine) => {
  let database: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'rush');
  });
  afterAll(async () => {
    await database.close();
  });

  it('turns 50 identical submissions at once into exactly one order and one charge', async () => {
    const provider = new TestPaymentProvider();
    const payments = new PaymentGateway({ stripe: null }, provider);
    const ctx = shopperContext(database.db, shop.store);
    await fillBasket(ctx, [{ productUrl: 'rush-tee', colour: 'Navy', quantity: 2 }]);
    const form = checkoutForm(5000);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(ctx, form, { payments, origin: 'http://rush.localhost' })),
    );

    expect(results.every((result) => result.status === 'paid')).toBe(true);
    expect(new Set(results.map((result) => result.orderHash)).size).toBe(1);
    expect(results.filter((result) => result.status === 'paid' && !result.duplicate)).toHaveLength(1);
    expect(provider.allCharges()).toHaveLength(1);
    const placed = await database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, form.idempotencyKey));
    expect(placed).toHaveLength(1);
    const attempts = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, placed[0]?.id ?? 0));
    expect(attempts.map((attempt) => attempt.isSuccessful)).toEqual([true]);
    const emails = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'order-confirmation'), eq(outboxEmails.divisionId, shop.store.id)));
    expect(emails).toHaveLength(1);
    expect(await listBasketItems(ctx)).toEqual([]);
  });

  it('makes one paid order per key when shoppers pay 20 at a time and every fifth submits twice at once', {
    timeout: 120_000,
  }, async () => {
    const provider = new TestPaymentProvider();
    const payments = new PaymentGateway({ stripe: null }, provider);
    const busy = await createCheckoutStore(database.db, 'rush-bench');
    // The demo store the benchmark runs on already has orders: seeded, with no checkout key, never paid.
    await database.db.insert(orders).values({
      uuid: randomUUID(),
      hash: randomUUID().replaceAll('-', ''),
      divisionId: busy.store.id,
      createdDivisionId: busy.store.id,
      email: 'seeded@example.com',
      statusId: await statusIdOf(database.db, 'quote'),
      currency: 'GBP',
    });
    const shoppers = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const ctx = shopperContext(database.db, busy.store);
        await fillBasket(ctx, [{ productUrl: 'rush-bench-tee', colour: 'Navy' }]);
        return { ctx, form: checkoutForm(2899) };
      }),
    );
    const afterOrderId = await lastOrderId(database.db, busy.store.id);
    const pay = ({ ctx, form }: (typeof shoppers)[number]) =>
      placeOrder(ctx, form, { payments, origin: 'http://rush-bench.localhost' });
    let next = 0;
    const results: Awaited<ReturnType<typeof placeOrder>>[] = [];
    const worker = async () => {
      while (next < shoppers.length) {
        const index = next;
        next += 1;
        const shopper = shoppers[index];
        if (shopper)
          results.push(
            ...(await Promise.all(index % 5 === 0 ? [pay(shopper), pay(shopper)] : [pay(shopper)])),
          );
      }
    };

    await Promise.all(Array.from({ length: 20 }, worker));

    expect(results).toHaveLength(72);
    expect(results.every((result) => result.status === 'paid')).toBe(true);
    expect(new Set(results.map((result) => result.orderHash)).size).toBe(60);
    const tally = await tallyCheckouts(database.db, busy.store.id, { expected: 60, afterOrderId });
    expect(tally).toMatchObject({
      ordersInDatabase: 60,
      distinctKeys: 60,
      successfulCharges: 60,
      unpaidOrders: 0,
      basketItemsLeft: 0,
      lost: 0,
      duplicated: 0,
    });
    expect(provider.successfulCharges()).toHaveLength(60);
  });

  it('lets a coupon limited to 7 uses be used exactly 7 times by 50 shoppers at once', async () => {
    const provider = new TestPaymentProvider();
    const payments = new PaymentGateway({ stripe: null }, provider);
    await database.db
      .update(coupons)
      .set({ usageLimit: 7, usedCount: 0 })
      .where(and(eq(coupons.divisionId, shop.store.id), eq(coupons.code, 'FIRST100')));
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const ctx = shopperContext(database.db, shop.store);
        await fillBasket(ctx, [{ productUrl: 'rush-tee', colour: 'Navy' }]);
        return ctx;
      }),
    );
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders);

    const results = await Promise.allSettled(
      shoppers.map((ctx) =>
        placeOrder(ctx, checkoutForm(2399, { couponCode: 'FIRST100' }), {
          payments,
          origin: 'http://rush.localhost',
        }),
      ),
    );

    const paid = results.filter((result) => result.status === 'fulfilled' && result.value.status === 'paid');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(paid).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 422,
        message: 'This coupon code has reached its usage limit',
      });
    const [coupon] = await database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.divisionId, shop.store.id), eq(coupons.code, 'FIRST100')));
    expect(coupon?.usedCount).toBe(7);
    expect(
      await database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon?.id ?? 0)),
    ).toHaveLength(7);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(7);
    expect(provider.successfulCharges()).toHaveLength(7);
  });
});
