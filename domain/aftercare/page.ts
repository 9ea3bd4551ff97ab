import { and, desc, eq, inArray } from 'drizzle-orm';
import { leftToRefund, type RefundableOrder } from '../../core/aftercare';
import { statusName } from '../../core/orders';
import type { ServiceContext } from '../context';
import { coupons } from '../marketing';
import { staffOrderScope } from '../operator';
import {
  orderItems,
  orderStatusesByCode,
  orders,
  returnReference,
  returnRequestItems,
  returnRequests,
} from '../orders';
import { storeOrigin } from '../stores';
import { listReprintReasons, variantsOf } from './children';
import { REFUND_PERMISSION, refundableOf, refundRefusal, refundsOf } from './refunds';
import { reprintReasons, returnReceipts } from './tables';

export interface AftercareLine {
  id: number;
  name: string;
  sku: string;
  options: Record<string, string>;
  quantity: number;
  unitPrice: number;
  total: number;
  refundedQuantity: number;
  returnedQuantity: number;
  variantId: number | null;
  /** Other sizes and colours of its product, for an exchange. */
  exchangeChoices: { id: number; label: string }[];
}

/** Everything staff see and do on an order's after-care page (staff with 'refunds'). */
export async function loadAftercare(ctx: ServiceContext, orderId: number) {
  const { order, scoped } = await staffOrderScope(ctx, REFUND_PERMISSION, orderId);
  const statuses = await orderStatusesByCode(ctx.db);
  const codeOf = (statusId: number) =>
    [...statuses.values()].find((row) => row.id === statusId)?.code ?? 'new';
  const [items, refunds, children, requests, reasons] = await Promise.all([
    scoped.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.divisionId, scoped.store.id)))
      .orderBy(orderItems.id),
    refundsOf(scoped, [order.id]),
    scoped.db
      .select({
        id: orders.id,
        type: orders.childOrderType,
        statusId: orders.statusId,
        total: orders.total,
        createdAt: orders.createdAt,
        reason: reprintReasons.name,
      })
      .from(orders)
      .leftJoin(reprintReasons, eq(reprintReasons.id, orders.reprintReasonId))
      .where(and(eq(orders.parentOrderId, order.id), eq(orders.divisionId, scoped.store.id)))
      .orderBy(desc(orders.id)),
    scoped.db
      .select({
        id: returnRequests.id,
        status: returnRequests.status,
        reason: returnRequests.reason,
        comments: returnRequests.comments,
        createdAt: returnRequests.createdAt,
        remill: returnReceipts.remill,
        receivedAt: returnReceipts.createdAt,
        coupon: coupons.code,
      })
      .from(returnRequests)
      .leftJoin(returnReceipts, eq(returnReceipts.returnRequestId, returnRequests.id))
      .leftJoin(coupons, eq(coupons.id, returnReceipts.couponId))
      .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.divisionId, scoped.store.id)))
      .orderBy(desc(returnRequests.id)),
    listReprintReasons(ctx),
  ]);
  const requestItems =
    requests.length === 0
      ? []
      : await scoped.db
          .select()
          .from(returnRequestItems)
          .where(
            inArray(
              returnRequestItems.returnRequestId,
              requests.map((request) => request.id),
            ),
          );
  const productIds = [
    ...new Set(items.map((item) => item.productId).filter((id): id is number => id != null)),
  ];
  const variants = await variantsOf(scoped, productIds);
  const refundable: RefundableOrder = refundableOf(order, items, refunds);
  const refusal = refundRefusal(order);
  const origin = storeOrigin(scoped.store);
  const code = codeOf(order.statusId);
  return {
    order: {
      id: order.id,
      number: order.id,
      store: scoped.store.companyName,
      email: order.email,
      status: { code, name: statusName(code) },
      currency: order.currency,
      total: order.total,
      shippingTotal: order.shippingTotal,
      childOrderType: order.childOrderType,
      parentOrderId: order.parentOrderId,
      createdAt: order.createdAt.toISOString(),
      returnsUrl: `${origin}/returns/${order.hash}`,
    },
    lines: items.map(
      (item): AftercareLine => ({
        id: item.id,
        name: item.name,
        sku: item.sku,
        options: item.options,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        total: item.unitPrice * item.quantity - item.discount,
        refundedQuantity: refundable.lines.find((line) => line.id === item.id)?.refundedQuantity ?? 0,
        returnedQuantity: item.returnedQuantity,
        variantId: item.variantId,
        exchangeChoices: variants
          .filter((variant) => variant.productId === item.productId && variant.id !== item.variantId)
          .map((variant) => ({ id: variant.id, label: `${variant.colour}, ${variant.size}` })),
      }),
    ),
    refundable,
    money: {
      paid: refundable.paid,
      refunded: refunds
        .filter((refund) => refund.status === 'succeeded')
        .reduce((sum, refund) => sum + refund.amount, 0),
      left: leftToRefund(refundable),
    },
    refusal,
    refunds: refunds
      .sort((a, b) => b.id - a.id)
      .map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        shippingAmount: refund.shippingAmount,
        status: refund.status,
        gatewayReference: refund.gatewayReference,
        refundOrderId: refund.refundOrderId,
        failureMessage: refund.failureMessage,
        createdAt: refund.createdAt.toISOString(),
        units: refund.lines.reduce((sum, line) => sum + line.quantity, 0),
      })),
    children: children.map((child) => ({
      id: child.id,
      type: child.type ?? '',
      status: statusName(codeOf(child.statusId)),
      total: child.total,
      reason: child.reason,
      createdAt: child.createdAt.toISOString(),
    })),
    returns: requests.map((request) => ({
      id: request.id,
      reference: returnReference(request.id),
      status: request.status,
      reason: request.reason,
      comments: request.comments,
      createdAt: request.createdAt.toISOString(),
      receivedAt: request.receivedAt?.toISOString() ?? null,
      remill: request.remill,
      coupon: request.coupon,
      items: requestItems
        .filter((entry) => entry.returnRequestId === request.id)
        .map((entry) => ({
          name: items.find((item) => item.id === entry.orderItemId)?.name ?? 'Item',
          quantity: entry.quantity,
        })),
    })),
    reprintReasons: reasons,
  };
}

export type AftercarePage = Awaited<ReturnType<typeof loadAftercare>>;
