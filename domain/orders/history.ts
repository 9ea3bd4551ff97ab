import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isAppError, notFound } from '../../core/errors';
import {
  canChangeAddress,
  canEditItems,
  canReturn,
  flowFor,
  isBespoke,
  isShipped,
  ORDER_MESSAGES,
  percentComplete,
} from '../../core/orders';
import { addItemToBasket } from '../basket';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { mayOpenByEmail, verifiedEmailOf } from './access';
import { loadOrder, loadOrderItems } from './lookup';
import { orderHistoryLinks, orderItems, orderStatuses, orderStatusLogs, orders } from './tables';

const HASH = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The order-history link of an email address in this store, made on first use. Order confirmations and
 * receipts carry it; anyone holding it sees that address's orders in this store, and nothing else.
 */
export async function orderHistoryHash(ctx: ServiceContext, email: string): Promise<string> {
  const normalised = email.trim().toLowerCase();
  await ctx.db
    .insert(orderHistoryLinks)
    .values({ hash: randomBytes(24).toString('base64url'), divisionId: ctx.store.id, email: normalised })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ hash: orderHistoryLinks.hash })
    .from(orderHistoryLinks)
    .where(and(eq(orderHistoryLinks.divisionId, ctx.store.id), eq(orderHistoryLinks.email, normalised)))
    .limit(1);
  if (!row) throw new Error('order history link not created');
  return row.hash;
}

/**
 * The signed-in customer's own order-history link in this store: null for visitors and for accounts whose
 * email is not verified, since the orders placed with an address are not theirs until they prove it is.
 */
export async function ownOrderHistoryHash(ctx: ServiceContext): Promise<string | null> {
  const email = await verifiedEmailOf(ctx);
  return email ? orderHistoryHash(ctx, email) : null;
}

export interface HistoryOrder {
  number: number;
  hash: string;
  createdAt: Date;
  status: { code: string; name: string; color: string };
  percentComplete: number;
  currency: string;
  total: number;
  itemCount: number;
  isQuote: boolean;
  canReturn: boolean;
  canEdit: boolean;
  canChangeAddress: boolean;
}

/** /order-history/{customerHash}: the orders placed with that email address in this store, newest first. */
export async function loadOrderHistory(
  ctx: ServiceContext,
  hash: string,
  now = new Date(),
): Promise<{ email: string; orders: HistoryOrder[] }> {
  if (!HASH.test(hash)) throw notFound(ORDER_MESSAGES.historyNotFound);
  const [link] = await ctx.db
    .select({ email: orderHistoryLinks.email })
    .from(orderHistoryLinks)
    .where(and(eq(orderHistoryLinks.hash, hash), eq(orderHistoryLinks.divisionId, ctx.store.id)))
    .limit(1);
  if (!link || !(await mayOpenByEmail(ctx, { email: link.email })))
    throw notFound(ORDER_MESSAGES.historyNotFound);
  const rows = await ctx.db
    .select({
      id: orders.id,
      hash: orders.hash,
      createdAt: orders.createdAt,
      currency: orders.currency,
      total: orders.total,
      fulfillmentFactory: orders.fulfillmentFactory,
      status: { code: orderStatuses.code, name: orderStatuses.name, color: orderStatuses.color },
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(
      and(
        eq(orders.divisionId, ctx.store.id),
        isNull(orders.deletedAt),
        sql`lower(${orders.email}) = ${link.email}`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const logs =
    rows.length === 0
      ? []
      : await ctx.db
          .select({
            orderId: orderStatusLogs.orderId,
            code: orderStatuses.code,
            at: orderStatusLogs.createdAt,
          })
          .from(orderStatusLogs)
          .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
          .where(
            and(
              inArray(
                orderStatusLogs.orderId,
                rows.map((row) => row.id),
              ),
              eq(orderStatusLogs.divisionId, ctx.store.id),
            ),
          );
  return {
    email: link.email,
    orders: rows.map((row) => {
      const history = logs.filter((log) => log.orderId === row.id).sort((a, b) => +a.at - +b.at);
      const codes = [...history.map((log) => log.code), row.status.code];
      const flow = flowFor({ history: codes, fulfillmentFactory: row.fulfillmentFactory });
      const dispatchedAt =
        history.find((log) => log.code === 'complete' || log.code === 'bespoke_shipped')?.at ??
        (isShipped([row.status.code]) ? row.createdAt : null);
      return {
        number: row.id,
        hash: row.hash,
        createdAt: row.createdAt,
        status: row.status,
        percentComplete: Math.round(percentComplete(flow, row.status.code) * 100),
        currency: row.currency,
        total: row.total,
        itemCount: Number(row.itemCount),
        isQuote: isBespoke(codes),
        canReturn: canReturn({ status: row.status.code, dispatchedAt }, now).allowed,
        canEdit: !isBespoke(codes) && canEditItems(row.status.code).allowed,
        canChangeAddress: canChangeAddress(row.status.code).allowed,
      };
    }),
  };
}

export interface ReorderResult {
  added: { name: string; quantity: number }[];
  /** Items that could not go in the basket: no longer sold in that colour and size. */
  skipped: { name: string; reason: string }[];
}

/**
 * Puts the items of an order back in the visitor's basket, each in its colour, size and quantity, through
 * the basket's own rules. Items no longer available are skipped and reported, never an error.
 */
export async function reorder(ctx: ServiceContext, hash: string): Promise<ReorderResult> {
  const order = await loadOrder(ctx, hash);
  const items = await loadOrderItems(ctx, order.id);
  const result: ReorderResult = { added: [], skipped: [] };
  for (const item of items) {
    const [available] =
      item.productId && item.colour && item.size
        ? await ctx.db
            .select({ urlName: products.urlName })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
            .where(
              and(
                eq(productVariants.productId, item.productId),
                eq(productVariants.divisionId, ctx.store.id),
                eq(productOptions.colourName, item.colour),
                eq(productVariants.size, item.size),
              ),
            )
            .limit(1)
        : [];
    if (!available || !item.colour || !item.size) {
      result.skipped.push({ name: item.name, reason: 'No longer available' });
      continue;
    }
    try {
      await addItemToBasket(ctx, {
        item: {
          productUrl: available.urlName,
          productColor: item.colour,
          productSize: item.size,
          quantity: Math.min(Math.max(item.quantity, 1), 999),
        },
      });
      result.added.push({ name: item.name, quantity: item.quantity });
    } catch (error) {
      if (!isAppError(error)) throw error;
      result.skipped.push({ name: item.name, reason: error.message });
    }
  }
  return result;
}
