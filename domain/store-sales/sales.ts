import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  PAID_STATUSES,
  PROFIT_MONTHS,
  REFUNDED_STATUSES,
  type SalesRange,
  salesRangeOf,
} from '../../core/orders';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { orderAmendments, orderItems, orderStatuses, orderStatusLogs, orders } from '../orders';
import { assertMayManage } from '../store-admin';
import {
  monthsStart,
  type ProfitMonth,
  profitPerMonth,
  type RefundFact,
  rangeStart,
  type SaleFact,
  type SalesDay,
  type SalesFacts,
  type SalesInteractions,
  type SalesSummary,
  salesDays,
  salesInteractions,
  salesSummary,
} from './figures';

/** Everything the sales chart and the dashboard blocks (§3 graph, profitPerMonth, interactions, summary) show. */
export interface SalesFigures {
  currency: string;
  days: SalesRange;
  /** The graph block: one row per day of the range, zero on days without orders. */
  graph: SalesDay[];
  summary: SalesSummary;
  interactions: SalesInteractions;
  profitPerMonth: ProfitMonth[];
  /** Paid orders in another currency than the store's, which the figures leave out. */
  otherCurrencyOrders: number;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The first moment an order entered one of `codes` (its status log), or null. Spelled out: inside a select
 * list drizzle leaves columns unqualified, and "id" would be ambiguous there.
 */
const firstEntered = (storeId: number, codes: readonly string[]) =>
  sql`(select min("order_status_logs"."created_at") from ${orderStatusLogs} inner join ${orderStatuses} on "order_statuses"."id" = "order_status_logs"."status_id" where "order_status_logs"."order_id" = "orders"."id" and "order_status_logs"."division_id" = ${storeId} and ${inArray(orderStatuses.code, [...codes])})`;

/**
 * The store's sales and refunds since `from`, in its currency: an order is sold when it was first paid
 * (paid_at, else its first paid status), for what was charged (its total now plus what edits refunded);
 * refunds are what edits gave back, on their day, and what a refunded order still cost, on the day it was.
 */
async function salesFacts(ctx: ServiceContext, from: Date, currency: string) {
  const storeId = ctx.store.id;
  const soldAt = sql`coalesce(${orders.paidAt}, ${firstEntered(storeId, PAID_STATUSES)})`;
  const since = sql`${from.toISOString()}::timestamptz`;
  const live = and(eq(orders.divisionId, storeId), isNull(orders.deletedAt));
  const refundedByEdits = sql<number>`(select coalesce(sum(${orderAmendments.refundDue}), 0) from ${orderAmendments} where ${and(eq(orderAmendments.orderId, orders.id), eq(orderAmendments.divisionId, storeId))})`;
  const keptUnits = sql`(${orderItems.quantity} - ${orderItems.returnedQuantity} - ${orderItems.cancelledQuantity})`;
  const units = sql<number>`(select coalesce(sum(${keptUnits}), 0) from ${orderItems} where ${and(eq(orderItems.orderId, orders.id), eq(orderItems.divisionId, storeId))})`;
  // Spelled out like firstEntered's.
  const cost = sql<number>`(select coalesce(sum(coalesce("products"."base_cost", 0) * ${keptUnits}), 0) from ${orderItems} left join ${products} on "products"."id" = "order_items"."product_id" where ${and(eq(orderItems.orderId, orders.id), eq(orderItems.divisionId, storeId))})`;

  const saleRows = await ctx.db
    .select({
      orderId: orders.id,
      currency: orders.currency,
      email: orders.email,
      at: soldAt.mapWith(toDate),
      total: orders.total,
      refundedByEdits: refundedByEdits.mapWith(Number),
      units: units.mapWith(Number),
      cost: cost.mapWith(Number),
    })
    .from(orders)
    // Child orders (refunds, exchanges, reprints) are no sale of their own.
    .where(and(live, isNull(orders.childOrderType), sql`${soldAt} >= ${since}`));
  const sales: SaleFact[] = saleRows
    .filter((row) => row.currency === currency)
    .map((row) => ({
      orderId: row.orderId,
      at: row.at,
      amount: row.total + row.refundedByEdits,
      email: row.email,
      units: row.units,
      cost: row.cost,
    }));
  const otherCurrencyOrders = saleRows.length - sales.length;

  const editRefunds = await ctx.db
    .select({
      orderId: orderAmendments.orderId,
      at: orderAmendments.createdAt,
      amount: orderAmendments.refundDue,
    })
    .from(orderAmendments)
    .innerJoin(orders, eq(orders.id, orderAmendments.orderId))
    .where(
      and(
        live,
        eq(orderAmendments.divisionId, storeId),
        gt(orderAmendments.refundDue, 0),
        eq(orders.currency, currency),
        sql`${orderAmendments.createdAt} >= ${since}`,
      ),
    );
  const refundedAt = firstEntered(storeId, REFUNDED_STATUSES);
  // Refund orders (after-care: childOrderType 'refund', positive totals) are the money given back, on the
  // day they were made; an order refunded without them (before after-care existed) gave back its total.
  const refundChildren = sql`(select 1 from ${orders} as "refund_children" where "refund_children"."parent_order_id" = "orders"."id" and "refund_children"."child_order_type" = 'refund')`;
  const refundedOrders = await ctx.db
    .select({ orderId: orders.id, at: refundedAt.mapWith(toDate), amount: orders.total })
    .from(orders)
    .where(
      and(
        live,
        isNull(orders.childOrderType),
        eq(orders.currency, currency),
        ne(orders.total, 0),
        sql`${refundedAt} >= ${since}`,
        sql`not exists ${refundChildren}`,
      ),
    );
  const refundOrders = await ctx.db
    .select({ orderId: orders.id, at: orders.createdAt, amount: orders.total })
    .from(orders)
    .where(
      and(
        live,
        eq(orders.childOrderType, 'refund'),
        eq(orders.currency, currency),
        gt(orders.total, 0),
        sql`${orders.createdAt} >= ${since}`,
      ),
    );
  const refunds: RefundFact[] = [...editRefunds, ...refundedOrders, ...refundOrders];
  return { facts: { sales, refunds } satisfies SalesFacts, otherCurrencyOrders };
}

/**
 * The store's sales over the last 7, 30 or 90 days (UTC days ending today) in its currency, with the
 * figures of the dashboard blocks, all from the same facts. Needs the 'orders' permission.
 */
export async function salesFigures(
  ctx: ServiceContext,
  options: { days?: unknown; now?: Date } = {},
): Promise<SalesFigures> {
  await assertMayManage(ctx, 'orders');
  const now = options.now ?? new Date();
  const days = salesRangeOf(options.days);
  const currency = ctx.store.settings.currency;
  const from = new Date(Math.min(rangeStart(days, now).getTime(), monthsStart(PROFIT_MONTHS, now).getTime()));
  const { facts, otherCurrencyOrders } = await salesFacts(ctx, from, currency);
  const graph = salesDays(facts, days, now);
  return {
    currency,
    days,
    graph,
    summary: salesSummary(graph),
    interactions: salesInteractions(facts, days, now),
    profitPerMonth: profitPerMonth(facts, PROFIT_MONTHS, now),
    otherCurrencyOrders,
  };
}
