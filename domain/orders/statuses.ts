import { and, asc, eq } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import { flowFor, ORDER_STATUSES, type OrderStatusCode, transitionProblem } from '../../core/orders';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { orderStatuses, orderStatusLogs, orders } from './tables';

type StatusRow = typeof orderStatuses.$inferSelect;

/** Status rows by code, per database; reference data that never changes while the process runs. */
const cache = new WeakMap<object, Promise<Map<string, StatusRow>>>();

async function loadStatuses(db: Database): Promise<Map<string, StatusRow>> {
  let rows = await db.select().from(orderStatuses);
  if (rows.length < ORDER_STATUSES.length) {
    // The seed writes them; a fresh database (tests, a store created before the seed ran) gets them here.
    await db
      .insert(orderStatuses)
      .values([...ORDER_STATUSES])
      .onConflictDoNothing();
    rows = await db.select().from(orderStatuses);
  }
  return new Map(rows.map((row) => [row.code, row]));
}

/** The order status rows by code (code, name, colour). */
export function orderStatusesByCode(db: Database): Promise<Map<string, StatusRow>> {
  let statuses = cache.get(db);
  if (!statuses) {
    statuses = loadStatuses(db).catch((error) => {
      cache.delete(db);
      throw error;
    });
    cache.set(db, statuses);
  }
  return statuses;
}

export async function statusIdOf(db: Database, code: OrderStatusCode): Promise<number> {
  const row = (await orderStatusesByCode(db)).get(code);
  if (!row) throw new Error(`order status ${code} is missing`);
  return row.id;
}

/** The codes an order has been in, oldest first (its status log). */
export async function statusHistory(ctx: ServiceContext, orderId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ code: orderStatuses.code })
    .from(orderStatusLogs)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
    .where(and(eq(orderStatusLogs.orderId, orderId), eq(orderStatusLogs.divisionId, ctx.store.id)))
    .orderBy(asc(orderStatusLogs.createdAt), asc(orderStatusLogs.id));
  return rows.map((row) => row.code);
}

/**
 * Moves an order to another status when its flow allows it (§4), and logs who did it. `statusDb` is the root
 * database (status ids are cached per root database); ctx.db may be a transaction holding the order's lock.
 */
export async function moveOrderStatus(
  ctx: ServiceContext,
  statusDb: Database,
  order: { id: number; statusId: number; fulfillmentFactory: string | null },
  to: OrderStatusCode,
  userId: number | null = null,
  /** Other order fields that change with the status (e.g. paidAt), written in the same update. */
  changes: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  const statuses = await orderStatusesByCode(statusDb);
  const from = [...statuses.values()].find((row) => row.id === order.statusId)?.code ?? 'new';
  const history = await statusHistory(ctx, order.id);
  const problem = transitionProblem(
    flowFor({ history, fulfillmentFactory: order.fulfillmentFactory }),
    from,
    to,
  );
  if (problem) throw conflict(problem);
  const statusId = await statusIdOf(statusDb, to);
  await ctx.db
    .update(orders)
    .set({ ...changes, statusId, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.divisionId, ctx.store.id)));
  await ctx.db
    .insert(orderStatusLogs)
    .values({ divisionId: ctx.store.id, orderId: order.id, statusId, userId });
}

/** Writes the first log row of a new order. */
export async function logInitialStatus(
  ctx: ServiceContext,
  statusDb: Database,
  orderId: number,
  code: OrderStatusCode,
): Promise<void> {
  await ctx.db
    .insert(orderStatusLogs)
    .values({ divisionId: ctx.store.id, orderId, statusId: await statusIdOf(statusDb, code) });
}
