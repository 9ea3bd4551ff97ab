import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { basketItems } from '../basket';
import type { Database } from '../db';
import { orders, paymentAttempts } from '../orders';

/** What a run of checkouts left in the database (the checkout benchmark and the concurrency tests). */
export interface CheckoutTally {
  ordersInDatabase: number;
  distinctKeys: number;
  successfulCharges: number;
  unpaidOrders: number;
  basketItemsLeft: number;
  lost: number;
  duplicated: number;
}

/** The store's newest order id before a run (0 for none): the run's orders are the ones after it. */
export async function lastOrderId(db: Database, storeId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(orders.id) })
    .from(orders)
    .where(eq(orders.divisionId, storeId));
  return row?.id ?? 0;
}

/**
 * Counts the orders a run of `expected` checkouts made (those after `afterOrderId`, so orders the store
 * already had, like the demo seed's, are not taken for duplicates), their checkout keys, successful charges
 * and unpaid ones, and the basket lines left in the store.
 */
export async function tallyCheckouts(
  db: Database,
  storeId: number,
  run: { expected: number; afterOrderId: number },
): Promise<CheckoutTally> {
  const madeByRun = and(eq(orders.divisionId, storeId), gt(orders.id, run.afterOrderId));
  const [placed] = await db
    .select({
      orders: count(),
      keys: sql<number>`count(distinct ${orders.idempotencyKey})::int`,
      unpaid: sql<number>`count(*) filter (where ${orders.paidAt} is null)::int`,
    })
    .from(orders)
    .where(madeByRun);
  const [charged] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(madeByRun, eq(paymentAttempts.isSuccessful, true)));
  const [leftInBaskets] = await db
    .select({ n: count() })
    .from(basketItems)
    .where(eq(basketItems.divisionId, storeId));
  const ordersInDatabase = placed?.orders ?? 0;
  const distinctKeys = placed?.keys ?? 0;
  const successfulCharges = charged?.n ?? 0;
  return {
    ordersInDatabase,
    distinctKeys,
    successfulCharges,
    unpaidOrders: placed?.unpaid ?? 0,
    basketItemsLeft: leftInBaskets?.n ?? 0,
    lost: run.expected - ordersInDatabase,
    duplicated: ordersInDatabase - distinctKeys + (successfulCharges - run.expected),
  };
}
