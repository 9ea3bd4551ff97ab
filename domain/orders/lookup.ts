import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import {
  type FlowName,
  flowFor,
  isBespoke,
  isShipped,
  lineMoney,
  ORDER_MESSAGES,
  type OrderLookupInput,
  type OrderStatusCode,
  orderLookupSchema,
  percentComplete,
} from '../../core/orders';
import { assertUnderLimits, type Limit, recordFailure } from '../accounts';
import { productImages, productOptions, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { mayOpenByEmail } from './access';
import { moveOrderStatus } from './statuses';
import { orderItems, orderStatuses, orderStatusLogs, orders, type PostalAddress } from './tables';

/** Order hashes are URL-safe tokens; anything else cannot be one, so it is not looked up. */
const HASH = /^[A-Za-z0-9_-]{8,128}$/;

export const ORDER_NOT_FOUND = 'We were unable to find this order';

export interface OrderStatusView {
  code: string;
  name: string;
  color: string;
}

/** An order as the shopper's pages show it. */
export interface OrderRecord {
  id: number;
  /** The number shoppers quote (the order id). */
  number: number;
  hash: string;
  email: string;
  customerId: number | null;
  status: OrderStatusView;
  flow: FlowName;
  percentComplete: number;
  /** Every status the order went through, oldest first. */
  history: { code: string; name: string; at: Date }[];
  /** When it was dispatched: the first complete or bespoke_shipped. */
  dispatchedAt: Date | null;
  isBespoke: boolean;
  currency: string;
  subtotal: number;
  discount: number;
  goodsTax: number;
  shippingTax: number;
  taxDiscount: number;
  shippingTotal: number;
  total: number;
  coupon: string | null;
  shippingMethod: string | null;
  paymentMethod: string | null;
  trackingCodes: string[];
  shipping: PostalAddress | null;
  billing: PostalAddress | null;
  createdAt: Date;
}

export interface OrderItemRecord {
  id: number;
  productId: number | null;
  variantId: number | null;
  productUrl: string | null;
  sku: string;
  name: string;
  colour: string | null;
  size: string | null;
  options: Record<string, string>;
  quantity: number;
  returnedQuantity: number;
  cancelledQuantity: number;
  /** One unit, VAT included. */
  unitPrice: number;
  /** The line's share of the order's discount, VAT included. */
  discount: number;
  vatPercent: number;
  /** What the line costs the shopper: unit price × quantity − discount. */
  total: number;
  image: string | null;
}

type OrderRow = typeof orders.$inferSelect;

const DISPATCH_CODES = ['complete', 'bespoke_shipped'];

async function historyOf(db: Database, orderId: number) {
  return db
    .select({ code: orderStatuses.code, name: orderStatuses.name, at: orderStatusLogs.createdAt })
    .from(orderStatusLogs)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
    .where(eq(orderStatusLogs.orderId, orderId))
    .orderBy(asc(orderStatusLogs.createdAt), asc(orderStatusLogs.id));
}

async function toRecord(db: Database, row: OrderRow, status: OrderStatusView): Promise<OrderRecord> {
  const history = await historyOf(db, row.id);
  const codes = [...history.map((entry) => entry.code), status.code];
  const flow = flowFor({ history: codes, fulfillmentFactory: row.fulfillmentFactory });
  const dispatched = history.find((entry) => DISPATCH_CODES.includes(entry.code));
  return {
    id: row.id,
    number: row.id,
    hash: row.hash,
    email: row.email,
    customerId: row.customerId,
    status,
    flow: flow.name,
    percentComplete: Math.round(percentComplete(flow, status.code) * 100),
    history,
    // An order marked shipped without a log entry is taken as dispatched when it was placed.
    dispatchedAt: dispatched?.at ?? (isShipped([status.code]) ? row.createdAt : null),
    isBespoke: isBespoke(codes),
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    goodsTax: row.goodsTax,
    shippingTax: row.shippingTax,
    taxDiscount: row.taxDiscount,
    shippingTotal: row.shippingTotal,
    total: row.total,
    coupon: row.coupon,
    shippingMethod: row.shippingMethod,
    paymentMethod: row.paymentMethod,
    trackingCodes: row.trackingCodes,
    shipping: row.shipping,
    billing: row.billing,
    createdAt: row.createdAt,
  };
}

/**
 * The store's order with this hash. A hash of another store's order, a deleted order, no order at all, or
 * an order an unverified account would reach only by its email (access.ts) are the same 404: nothing tells a
 * visitor that the hash exists elsewhere.
 * With `lock`, the order row is locked for the rest of the caller's transaction.
 */
export async function loadOrder(
  ctx: ServiceContext,
  hash: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord> {
  if (!HASH.test(hash)) throw notFound(ORDER_NOT_FOUND);
  const query = ctx.db
    .select({ order: orders })
    .from(orders)
    .where(and(eq(orders.hash, hash), eq(orders.divisionId, ctx.store.id), isNull(orders.deletedAt)))
    .limit(1);
  const [found] = options.lock ? await query.for('update') : await query;
  if (!found) throw notFound(ORDER_NOT_FOUND);
  // Its invoice, edit, address and return pages all come through here.
  if (!(await mayOpenByEmail(ctx, { email: found.order.email, placedBy: found.order.customerId })))
    throw notFound(ORDER_NOT_FOUND);
  const [status] = await ctx.db
    .select({ code: orderStatuses.code, name: orderStatuses.name, color: orderStatuses.color })
    .from(orderStatuses)
    .where(eq(orderStatuses.id, found.order.statusId))
    .limit(1);
  return toRecord(ctx.db, found.order, status ?? { code: 'new', name: 'New', color: '#9e9e9e' });
}

/** The order's items with their product's address and picture (of the ordered colour). */
export async function loadOrderItems(ctx: ServiceContext, orderId: number): Promise<OrderItemRecord[]> {
  const rows = await ctx.db
    .select({ item: orderItems, productUrl: products.urlName })
    .from(orderItems)
    .leftJoin(products, and(eq(products.id, orderItems.productId), eq(products.divisionId, ctx.store.id)))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.divisionId, ctx.store.id)))
    .orderBy(asc(orderItems.id));
  const productIds = [...new Set(rows.flatMap((row) => (row.item.productId ? [row.item.productId] : [])))];
  const images =
    productIds.length === 0
      ? []
      : await ctx.db
          .select({
            productId: productImages.productId,
            colour: productOptions.colourName,
            original: productImages.original,
          })
          .from(productImages)
          .leftJoin(productOptions, eq(productOptions.id, productImages.optionId))
          .where(
            and(inArray(productImages.productId, productIds), eq(productImages.divisionId, ctx.store.id)),
          )
          .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(({ item, productUrl }) => {
    const colour = item.options.Colour ?? null;
    const image =
      images.find((entry) => entry.productId === item.productId && entry.colour === colour) ??
      images.find((entry) => entry.productId === item.productId);
    return {
      id: item.id,
      productId: item.productId,
      variantId: item.variantId,
      productUrl: productUrl ?? null,
      sku: item.sku,
      name: item.name,
      colour,
      size: item.options.Size ?? null,
      options: item.options,
      quantity: item.quantity,
      returnedQuantity: item.returnedQuantity,
      cancelledQuantity: item.cancelledQuantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      vatPercent: item.vatPercent,
      total: lineMoney(item).total,
      image: image?.original ?? null,
    };
  });
}

/** Wrong order number and email pairs allowed per address, so order numbers cannot be tried in bulk. */
export const ORDER_LOOKUP_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000 };

/**
 * The pages reached without a link ask for the order number and the email it was placed with; both must
 * match an order of this store. Answers the order's hash, for the page to go to.
 */
export async function findOrder(
  ctx: ServiceContext,
  input: OrderLookupInput,
  client: { ip: string | null } = { ip: null },
): Promise<{ hash: string }> {
  const { orderNumber, email } = parseOrThrow(orderLookupSchema, input);
  const key = `order-lookup:ip:${client.ip ?? 'unknown'}`;
  await assertUnderLimits(ctx.db, [{ key, limit: ORDER_LOOKUP_LIMIT }]);
  const [row] = await ctx.db
    .select({ hash: orders.hash, email: orders.email, customerId: orders.customerId })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderNumber),
        eq(orders.divisionId, ctx.store.id),
        isNull(orders.deletedAt),
        sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!row) {
    await recordFailure(ctx.db, [key]);
    throw invalid({ orderNumber: [ORDER_MESSAGES.orderNotFound] });
  }
  if (!(await mayOpenByEmail(ctx, { email: row.email, placedBy: row.customerId })))
    throw invalid({ orderNumber: [ORDER_MESSAGES.orderNotFound] });
  return { hash: row.hash };
}

/**
 * Moves an order along its flow (§4) and logs it, inside the caller's transaction (`tx`). A move the flow
 * does not allow is refused (409).
 */
export async function moveOrderTo(
  tx: ServiceContext,
  orderId: number,
  to: OrderStatusCode,
  userId: number | null = null,
): Promise<void> {
  const [row] = await tx.db
    .select({ id: orders.id, statusId: orders.statusId, fulfillmentFactory: orders.fulfillmentFactory })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.divisionId, tx.store.id)))
    .limit(1);
  if (!row) throw notFound();
  // The transaction reads the status rows itself: PGlite has one connection, which the transaction holds.
  await moveOrderStatus(tx, tx.db, row, to, userId);
}
