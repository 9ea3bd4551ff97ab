import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import {
  lineMoney,
  type OrderMoney,
  type OrderStatusCode,
  orderMoneyOf,
  PAID_STATUSES,
  STORE_ORDERS_PAGE_SIZE,
  type StoreOrdersQuery,
  storeOrdersQuerySchema,
} from '../../core/orders';
import type { ServiceContext } from '../context';
import {
  loadOrderItems,
  ORDER_NOT_FOUND,
  type OrderItemRecord,
  orderAmendments,
  orderStatuses,
  orderStatusLogs,
  orders,
  type PostalAddress,
} from '../orders';
import { assertMayManage } from '../store-admin';

export interface StoreOrderRow {
  number: number;
  email: string;
  name: string | null;
  placedAt: Date;
  status: { code: string; name: string };
  total: number;
  currency: string;
}

export interface StoreOrderList {
  orders: StoreOrderRow[];
  q: string;
  status: string | null;
  page: number;
  pageCount: number;
  total: number;
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The search's condition: an order number ('1042', '#1042'), else part of the email or of a name. */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  const number = /^#?(\d{1,9})$/.exec(q)?.[1];
  const pattern = likeContaining(q);
  return or(
    number ? eq(orders.id, Number(number)) : undefined,
    ilike(orders.email, pattern),
    ilike(sql`coalesce(${orders.shipping}->>'name', '')`, pattern),
    ilike(sql`coalesce(${orders.billing}->>'name', '')`, pattern),
  );
}

/** The store's orders, newest first, 50 to a page, searched and filtered on the server ('orders' permission). */
export async function listStoreOrders(
  ctx: ServiceContext,
  query: StoreOrdersQuery = {},
): Promise<StoreOrderList> {
  await assertMayManage(ctx, 'orders');
  const { q, status, page: requested } = storeOrdersQuerySchema.parse(query);
  const where = and(
    eq(orders.divisionId, ctx.store.id),
    isNull(orders.deletedAt),
    searchOf(q),
    status ? eq(orderStatuses.code, status) : undefined,
  );
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(where);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / STORE_ORDERS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  const rows = await ctx.db
    .select({
      id: orders.id,
      email: orders.email,
      shipping: orders.shipping,
      billing: orders.billing,
      createdAt: orders.createdAt,
      code: orderStatuses.code,
      statusName: orderStatuses.name,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STORE_ORDERS_PAGE_SIZE)
    .offset((page - 1) * STORE_ORDERS_PAGE_SIZE);
  return {
    orders: rows.map((row) => ({
      number: row.id,
      email: row.email,
      name: row.shipping?.name ?? row.billing?.name ?? null,
      placedAt: row.createdAt,
      status: { code: row.code, name: row.statusName },
      total: row.total,
      currency: row.currency,
    })),
    q,
    status,
    page,
    pageCount,
    total,
  };
}

export interface StoreOrderLine extends OrderItemRecord {
  /** The VAT inside the line's total. */
  vat: number;
}

export interface StoreOrderDetail {
  number: number;
  email: string;
  placedAt: Date;
  paidAt: Date | null;
  currency: string;
  status: { code: string; name: string };
  lines: StoreOrderLine[];
  money: OrderMoney;
  /** What edits of the paid order gave back to the shopper. */
  refundedByEdits: number;
  shipping: PostalAddress | null;
  billing: PostalAddress | null;
  shippingMethod: string | null;
  paymentMethod: string | null;
  coupon: string | null;
  history: { code: string; name: string; at: Date }[];
}

/**
 * One order of the store, read-only: its lines and money (core/orders' one money model), addresses and
 * status history. Another store's order number is a 404, like one that does not exist.
 */
export async function loadStoreOrder(ctx: ServiceContext, orderNumber: number): Promise<StoreOrderDetail> {
  await assertMayManage(ctx, 'orders');
  if (!Number.isInteger(orderNumber) || orderNumber < 1 || orderNumber > 2_147_483_647)
    throw notFound(ORDER_NOT_FOUND);
  const [row] = await ctx.db
    .select({ order: orders, code: orderStatuses.code, statusName: orderStatuses.name })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(and(eq(orders.id, orderNumber), eq(orders.divisionId, ctx.store.id), isNull(orders.deletedAt)))
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const { order } = row;
  const items = await loadOrderItems(ctx, order.id);
  const history = await ctx.db
    .select({ code: orderStatuses.code, name: orderStatuses.name, at: orderStatusLogs.createdAt })
    .from(orderStatusLogs)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
    .where(and(eq(orderStatusLogs.orderId, order.id), eq(orderStatusLogs.divisionId, ctx.store.id)))
    .orderBy(asc(orderStatusLogs.createdAt), asc(orderStatusLogs.id));
  const [refunded] = await ctx.db
    .select({ amount: sql<number>`coalesce(sum(${orderAmendments.refundDue}), 0)`.mapWith(Number) })
    .from(orderAmendments)
    .where(and(eq(orderAmendments.orderId, order.id), eq(orderAmendments.divisionId, ctx.store.id)));
  return {
    number: order.id,
    email: order.email,
    placedAt: order.createdAt,
    // Orders paid before paid_at was kept (and the demo's) say when through their first paid status.
    paidAt:
      order.paidAt ??
      history.find((entry) => PAID_STATUSES.includes(entry.code as OrderStatusCode))?.at ??
      null,
    currency: order.currency,
    status: { code: row.code, name: row.statusName },
    lines: items.map((item) => ({ ...item, vat: lineMoney(item).vat })),
    money: orderMoneyOf(items, { total: order.shippingTotal, tax: order.shippingTax }),
    refundedByEdits: refunded?.amount ?? 0,
    shipping: order.shipping,
    billing: order.billing,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    coupon: order.coupon,
    history,
  };
}
