import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { type FlowName, flowFor, isShipped, lineMoney, percentComplete } from '../../core/orders';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { mayOpenByEmail, verifiedEmailOf } from './access';
import { orderStatusesByCode, statusHistory } from './statuses';
import { orderItems, orders, type PostalAddress, paymentAttempts } from './tables';

export interface ReceiptItem {
  name: string;
  sku: string;
  options: Record<string, string>;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** What the shopper pays for the line: unit price × quantity − discount. */
  total: number;
  image: string | null;
  productUrl: string | null;
}

/** An order as its shopper sees it on the receipt, in emails and on the invoice. */
export interface Receipt {
  number: number;
  hash: string;
  customerHash: string | null;
  email: string;
  createdAt: string;
  paidAt: string | null;
  status: { code: string; name: string; color: string; percentComplete: number; flow: FlowName };
  shipped: boolean;
  /** The carrier's tracking codes, once the order is shipped (staff enter them at the pack station). */
  trackingCodes: string[];
  currency: string;
  items: ReceiptItem[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  shippingMethod: string | null;
  shippingTotal: number;
  goodsTax: number;
  shippingTax: number;
  total: number;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  paymentMethod: string | null;
  /**
   * orderHistory: the link to every order of the order's address. Only its addressee gets it (the confirmation
   * email) and the signed-in account that verified that address; anyone else who holds a receipt gets the
   * lookup page, which emails the link to the address (anyone may check out with any address).
   */
  links: { receipt: string; invoice: string; orderHistory: string | null };
}

/** Who the receipt is for: the person at the order's address (its emails), or whoever opens the page. */
export type ReceiptAudience = 'addressee' | 'viewer';

/**
 * The receipt of one of the store's orders by its hash; null for another store's or an unknown hash, and for
 * an order an unverified account would reach only by its email (access.ts).
 * `statusDb` is the root database when ctx.db is a transaction (status rows are cached per root database).
 */
export async function getReceipt(
  ctx: ServiceContext,
  hash: string,
  statusDb: Database = ctx.db,
  audience: ReceiptAudience = 'viewer',
): Promise<Receipt | null> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return null;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.hash, hash), eq(orders.divisionId, ctx.store.id), isNull(orders.deletedAt)))
    .limit(1);
  if (!order || !(await mayOpenByEmail(ctx, { email: order.email, placedBy: order.customerId }))) return null;
  const [items, history, statuses, [attempt]] = await Promise.all([
    ctx.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.divisionId, ctx.store.id)))
      .orderBy(asc(orderItems.id)),
    statusHistory(ctx, order.id),
    orderStatusesByCode(statusDb),
    ctx.db
      .select({ name: paymentAttempts.paymentMethodName })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.isSuccessful, true)))
      .orderBy(desc(paymentAttempts.id))
      .limit(1),
  ]);
  const status = [...statuses.values()].find((row) => row.id === order.statusId);
  const code = status?.code ?? 'new';
  const flow = flowFor({ history, fulfillmentFactory: order.fulfillmentFactory });
  return {
    number: order.id,
    hash: order.hash,
    customerHash: order.customerHash,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: {
      code,
      name: status?.name ?? code,
      color: status?.color ?? '#9e9e9e',
      percentComplete: percentComplete(flow, code),
      flow: flow.name,
    },
    shipped: isShipped(history),
    trackingCodes: order.trackingCodes ?? [],
    currency: order.currency,
    items: items.map((item) => ({
      name: item.name,
      sku: item.sku,
      options: item.options,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      total: lineMoney(item).total,
      image: item.image,
      productUrl: item.productUrl,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    coupon: order.coupon,
    shippingMethod: (order.shippingQuote as { name?: string } | null)?.name ?? order.shippingMethod,
    shippingTotal: order.shippingTotal,
    goodsTax: order.goodsTax,
    shippingTax: order.shippingTax,
    total: order.total,
    shippingAddress: order.shipping,
    billingAddress: order.billing,
    paymentMethod: attempt?.name ?? order.paymentMethod,
    links: {
      receipt: `/receipt/${order.hash}`,
      invoice: `/invoice/${order.hash}`,
      orderHistory: !order.customerHash
        ? null
        : audience === 'addressee' ||
            (await verifiedEmailOf(ctx))?.toLowerCase() === order.email.trim().toLowerCase()
          ? `/order-history/${order.customerHash}`
          : '/order-history/',
    },
  };
}
