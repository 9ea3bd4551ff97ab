import { and, asc, eq, inArray } from 'drizzle-orm';
import { activeQuantity } from '../../core/operator';
import { type FlowName, flowFor, lineMoney, percentComplete } from '../../core/orders';
import { customers, users } from '../accounts/tables';
import type { ServiceContext } from '../context';
import { movesFrom, staffOrderScope } from '../operator';
import {
  orderAmendments,
  orderItems,
  orderStatuses,
  orderStatusesByCode,
  orderStatusLogs,
  orders,
  type PostalAddress,
  paymentAttempts,
  returnRequestItems,
  returnRequests,
} from '../orders';
import { storeOrigin } from '../stores';
import { studioDesigns, studioRenders } from '../studio';
import { ORDERS_PERMISSION } from './list';

export interface StaffOrderFile {
  kind: 'print' | 'mockup';
  side: string;
  colour: string;
  status: string;
  /** Under /media/ once rendered; null while queued or failed. */
  url: string | null;
}

export interface StaffOrderItem {
  id: number;
  sku: string;
  name: string;
  options: Record<string, string>;
  quantity: number;
  returnedQuantity: number;
  cancelledQuantity: number;
  activeQuantity: number;
  printedCount: number;
  unitPrice: number;
  vatPercent: number;
  discount: number;
  total: number;
  image: string | null;
  /** The studio's print files (one per printed side) and mockups of a designed product. */
  files: StaffOrderFile[];
}

export interface StaffOrderView {
  id: number;
  store: { id: number; name: string };
  email: string;
  status: { code: string; name: string; color: string };
  flow: FlowName;
  /** 0 to 100. */
  percentComplete: number;
  /** The moves the flow allows from the order's status: the page's buttons. */
  moves: { code: string; name: string }[];
  priority: number;
  factory: string | null;
  pigeonhole: string | null;
  trackingCodes: string[];
  shipping: PostalAddress | null;
  billing: PostalAddress | null;
  shippingMethod: string | null;
  paymentMethod: string | null;
  paymentTransaction: string | null;
  money: {
    currency: string;
    subtotal: number;
    discount: number;
    goodsTax: number;
    shippingTax: number;
    taxDiscount: number;
    shippingTotal: number;
    total: number;
    coupon: string | null;
  };
  items: StaffOrderItem[];
  paymentAttempts: {
    id: number;
    status: string;
    isSuccessful: boolean;
    amount: number;
    currency: string;
    provider: string;
    method: string;
    message: string;
    declineCode: string | null;
    reference: string | null;
    at: Date;
  }[];
  /** Oldest first, with the staff member who made each move (null: the shopper or the system). */
  statusLog: { code: string; name: string; at: Date; by: string | null }[];
  amendments: { id: number; kind: string; before: unknown; after: unknown; refundDue: number; at: Date }[];
  returns: {
    id: number;
    reason: string;
    comments: string | null;
    status: string;
    at: Date;
    items: { orderItemId: number; quantity: number }[];
  }[];
  parent: { id: number; type: string | null } | null;
  /** Child orders: refunds, exchanges and reprints of this one. */
  children: { id: number; type: string | null; status: string; total: number; currency: string; at: Date }[];
  receiptUrl: string;
  createdAt: Date;
  paidAt: Date | null;
}

/** One order as staff see it (any store, 'orders' permission): everything §3 keeps about it. */
export async function loadStaffOrder(ctx: ServiceContext, orderId: number): Promise<StaffOrderView> {
  const { order, scoped } = await staffOrderScope(ctx, ORDERS_PERMISSION, orderId);
  const db = ctx.db;
  const statuses = await orderStatusesByCode(db);
  const byId = new Map([...statuses.values()].map((row) => [row.id, row]));
  const status = byId.get(order.statusId);
  const code = status?.code ?? 'new';

  const [log, items, attempts, amendments, returns, children] = await Promise.all([
    db
      .select({
        code: orderStatuses.code,
        name: orderStatuses.name,
        at: orderStatusLogs.createdAt,
        fullName: users.fullName,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        customerFirstName: customers.firstName,
        customerLastName: customers.lastName,
      })
      .from(orderStatusLogs)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
      .leftJoin(users, eq(users.id, orderStatusLogs.userId))
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(eq(orderStatusLogs.orderId, order.id))
      .orderBy(asc(orderStatusLogs.createdAt), asc(orderStatusLogs.id)),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id)),
    db
      .select()
      .from(orderAmendments)
      .where(eq(orderAmendments.orderId, order.id))
      .orderBy(asc(orderAmendments.createdAt), asc(orderAmendments.id)),
    db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id))
      .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)),
    db
      .select({
        id: orders.id,
        type: orders.childOrderType,
        statusId: orders.statusId,
        total: orders.total,
        currency: orders.currency,
        at: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.parentOrderId, order.id))
      .orderBy(asc(orders.id)),
  ]);

  const returnItems =
    returns.length === 0
      ? []
      : await db
          .select()
          .from(returnRequestItems)
          .where(
            inArray(
              returnRequestItems.returnRequestId,
              returns.map((entry) => entry.id),
            ),
          );
  const files = await studioFiles(ctx, order.divisionId, items);
  const [parent] = order.parentOrderId
    ? await db
        .select({ id: orders.id, type: orders.childOrderType })
        .from(orders)
        .where(eq(orders.id, order.parentOrderId))
        .limit(1)
    : [];

  const history = [...log.map((entry) => entry.code), code];
  const flow = flowFor({ history, fulfillmentFactory: order.fulfillmentFactory });
  return {
    id: order.id,
    store: { id: scoped.store.id, name: scoped.store.companyName },
    email: order.email,
    status: { code, name: status?.name ?? 'New', color: status?.color ?? '#9e9e9e' },
    flow: flow.name,
    percentComplete: Math.round(percentComplete(flow, code) * 100),
    moves: movesFrom(flow.transitions, code),
    priority: order.priority,
    factory: order.fulfillmentFactory,
    pigeonhole: order.pigeonhole,
    trackingCodes: order.trackingCodes,
    shipping: order.shipping,
    billing: order.billing,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    paymentTransaction: order.paymentTransaction,
    money: {
      currency: order.currency,
      subtotal: order.subtotal,
      discount: order.discount,
      goodsTax: order.goodsTax,
      shippingTax: order.shippingTax,
      taxDiscount: order.taxDiscount,
      shippingTotal: order.shippingTotal,
      total: order.total,
      coupon: order.coupon,
    },
    items: items.map((item) => ({
      id: item.id,
      sku: item.sku,
      name: item.name,
      options: item.options,
      quantity: item.quantity,
      returnedQuantity: item.returnedQuantity,
      cancelledQuantity: item.cancelledQuantity,
      activeQuantity: activeQuantity(item),
      printedCount: item.printedCount,
      unitPrice: item.unitPrice,
      vatPercent: item.vatPercent,
      discount: item.discount,
      total: lineMoney(item).total,
      image: item.image,
      files: item.productId ? (files.get(item.productId) ?? []) : [],
    })),
    paymentAttempts: attempts.map((attempt) => ({
      id: attempt.id,
      status: attempt.status,
      isSuccessful: attempt.isSuccessful,
      amount: attempt.amount,
      currency: attempt.currency,
      provider: attempt.provider,
      method: attempt.paymentMethodName,
      message: attempt.message,
      declineCode: attempt.declineCode,
      reference: attempt.reference,
      at: attempt.createdAt,
    })),
    statusLog: log.map((entry) => ({
      code: entry.code,
      name: entry.name,
      at: entry.at,
      by:
        entry.fullName || [entry.firstName, entry.lastName].filter(Boolean).join(' ') || entry.email || null,
    })),
    amendments: amendments.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      before: entry.before,
      after: entry.after,
      refundDue: entry.refundDue,
      at: entry.createdAt,
    })),
    returns: returns.map((entry) => ({
      id: entry.id,
      reason: entry.reason,
      comments: entry.comments,
      status: entry.status,
      at: entry.createdAt,
      items: returnItems
        .filter((item) => item.returnRequestId === entry.id)
        .map((item) => ({ orderItemId: item.orderItemId, quantity: item.quantity })),
    })),
    parent: parent ?? null,
    children: children.map((child) => ({
      id: child.id,
      type: child.type,
      status: byId.get(child.statusId)?.name ?? 'New',
      total: child.total,
      currency: child.currency,
      at: child.at,
    })),
    receiptUrl: `${storeOrigin(scoped.store)}/receipt/${order.hash}`,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

/** The studio's renders of the designed products among the items, by product id. */
async function studioFiles(
  ctx: ServiceContext,
  divisionId: number,
  items: { productId: number | null }[],
): Promise<Map<number, StaffOrderFile[]>> {
  const productIds = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  const files = new Map<number, StaffOrderFile[]>();
  if (productIds.length === 0) return files;
  const rows = await ctx.db
    .select({
      productId: studioDesigns.productId,
      kind: studioRenders.kind,
      side: studioRenders.side,
      colour: studioRenders.colour,
      status: studioRenders.status,
      path: studioRenders.path,
    })
    .from(studioRenders)
    .innerJoin(studioDesigns, eq(studioDesigns.id, studioRenders.designId))
    .where(and(eq(studioDesigns.divisionId, divisionId), inArray(studioDesigns.productId, productIds)))
    .orderBy(asc(studioRenders.kind), asc(studioRenders.position));
  for (const row of rows) {
    const list = files.get(row.productId) ?? [];
    list.push({
      kind: row.kind,
      side: row.side,
      colour: row.colour,
      status: row.status,
      url: row.status === 'done' && row.path ? `/media/${row.path}` : null,
    });
    files.set(row.productId, list);
  }
  return files;
}
