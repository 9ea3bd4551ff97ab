import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  AFTERCARE_MESSAGES,
  quoteRefund,
  type RefundableOrder,
  type RefundInput,
  type RefundProblem,
  refundSchema,
  SHIPPING_REFUND_SKU,
} from '../../core/aftercare';
import { conflict, invalid, notFound, parseOrThrow } from '../../core/errors';
import { orderLineColumns, orderMoney } from '../../core/orders';
import { queueMail } from '../accounts';
import type { ServiceContext } from '../context';
import { staffOrderScope } from '../operator';
import { newOrderHash, orderItems, orderStatusLogs, orders, statusIdOf } from '../orders';
import { type PaymentGateway, PaymentProviderError, TestPaymentProvider } from '../payments';
import { storeOrigin } from '../stores';
import { refundIssuedEmail } from './emails';
import { itemLabel, lockOrder, moveIfAllowed, refundTarget } from './shared';
import { type RefundLine, refunds } from './tables';

export const REFUND_PERMISSION = 'refunds';

type RefundRow = typeof refunds.$inferSelect;

export interface RefundOutcome {
  message: string;
  refundId: number;
  refundOrderId: number | null;
  amount: number;
  /** The same request again: answered from the first refund, nothing refunded twice. */
  duplicate: boolean;
}

/** The refunds that count against what is left: done, and in flight. */
const counts = (row: Pick<RefundRow, 'status'>) => row.status !== 'failed';

/** What the order's refunds so far leave to refund, line by line (core/aftercare prices against it). */
export function refundableOf(
  order: { total: number; shippingTotal: number },
  items: (typeof orderItems.$inferSelect)[],
  earlier: RefundRow[],
): RefundableOrder {
  const counted = earlier.filter(counts);
  const refundedUnits = new Map<number, number>();
  for (const refund of counted)
    for (const line of refund.lines)
      refundedUnits.set(line.itemId, (refundedUnits.get(line.itemId) ?? 0) + line.quantity);
  return {
    paid: order.total,
    shippingTotal: order.shippingTotal,
    refunded: counted.reduce((sum, refund) => sum + refund.amount, 0),
    shippingRefunded: counted.reduce((sum, refund) => sum + refund.shippingAmount, 0),
    lines: items.map((item) => ({
      id: item.id,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      discount: item.discount,
      vatPercent: item.vatPercent,
      refundedQuantity: refundedUnits.get(item.id) ?? 0,
    })),
  };
}

function problemErrors(problems: RefundProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    if (problem.kind === 'nothing') errors.items = [AFTERCARE_MESSAGES.refundNothing];
    else if (problem.kind === 'unknown-item')
      errors[`quantity.${problem.itemId}`] = [AFTERCARE_MESSAGES.itemNotOnOrder];
    else if (problem.kind === 'too-many')
      errors[`quantity.${problem.itemId}`] = [AFTERCARE_MESSAGES.refundTooMany];
    else if (problem.kind === 'shipping-refunded') errors.shipping = [AFTERCARE_MESSAGES.shippingRefunded];
  }
  return errors;
}

/** Why an order cannot be refunded at all, or null. §3: an exchange (no reprint reason) never is. */
export function refundRefusal(order: typeof orders.$inferSelect): string | null {
  if (order.childOrderType === 'refund') return AFTERCARE_MESSAGES.refundOfRefund;
  if (order.childOrderType === 'exchange' && order.reprintReasonId == null)
    return AFTERCARE_MESSAGES.exchangeNeverRefunded;
  if (!order.paymentTransaction) return AFTERCARE_MESSAGES.noCharge;
  return null;
}

const outcomeOf = (row: RefundRow, currency: string, duplicate: boolean): RefundOutcome => ({
  message: AFTERCARE_MESSAGES.refundIssued(orderMoney(row.amount, currency)),
  refundId: row.id,
  refundOrderId: row.refundOrderId,
  amount: row.amount,
  duplicate,
});

/**
 * Refunds items and/or the shipping of an order through the payment gateway (staff with 'refunds').
 *
 * 1. With the order's row locked: the request's key (from the form that was shown) finds an earlier refund
 *    of the same request, or the refund is priced against what is left (core/aftercare: never more than was
 *    paid minus earlier refunds) and written 'pending', so it counts while the gateway is asked.
 * 2. The gateway refunds under the same key: a retry after a timeout gets the first refund back.
 * 3. With the refund's row locked: the refund order (childOrderType 'refund', positive amounts, its lines the
 *    refunded ones and EMB-39 for shipping) is made once, the shopper is emailed ('refund-issued'), and the
 *    order moves to 'refunded' when nothing is left to refund.
 */
export async function refundOrder(
  ctx: ServiceContext,
  orderId: number,
  input: RefundInput,
  gateway: Pick<PaymentGateway, 'provider' | 'accountFor'>,
): Promise<RefundOutcome> {
  const data = parseOrThrow(refundSchema, input);
  const { staff, order, scoped } = await staffOrderScope(ctx, REFUND_PERMISSION, orderId);
  const refusal = refundRefusal(order);
  if (refusal) throw conflict(refusal);
  const merged = new Map<number, number>();
  for (const item of data.items)
    if (item.quantity > 0) merged.set(item.itemId, (merged.get(item.itemId) ?? 0) + item.quantity);
  const ask = {
    items: [...merged].sort(([a], [b]) => a - b).map(([itemId, quantity]) => ({ itemId, quantity })),
    shipping: data.shipping,
  };
  const fingerprint = createHash('sha256').update(JSON.stringify(ask)).digest('hex');
  const idempotencyKey = `refund:${order.uuid}:${data.requestKey}`;

  const { row, earlier } = await ctx.db.transaction(async (db) => {
    const tx = { ...scoped, db };
    await lockOrder(tx, order.id);
    const [existing] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.divisionId, scoped.store.id), eq(refunds.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (existing) {
      if (existing.fingerprint !== fingerprint) throw conflict(AFTERCARE_MESSAGES.keyReused);
      return { row: existing, earlier: true };
    }
    const [items, before] = await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.divisionId, scoped.store.id))),
      db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.divisionId, scoped.store.id))),
    ]);
    const priced = quoteRefund(refundableOf(order, items, before), ask);
    if (!priced.ok) {
      const over = priced.problems.find((problem) => problem.kind === 'exceeds-paid');
      if (over) throw conflict(AFTERCARE_MESSAGES.refundExceedsPaid);
      throw invalid(problemErrors(priced.problems));
    }
    const [inserted] = await db
      .insert(refunds)
      .values({
        divisionId: scoped.store.id,
        orderId: order.id,
        idempotencyKey,
        fingerprint,
        amount: priced.quote.total,
        shippingAmount: priced.quote.shipping,
        lines: priced.quote.lines,
        currency: order.currency,
        provider: gateway.provider.name,
        chargeReference: order.paymentTransaction ?? '',
        reason: data.reason,
        userId: staff.id,
      })
      .returning();
    if (!inserted) throw new Error('refund not recorded');
    return { row: inserted, earlier: false };
  });
  if (row.status === 'succeeded') return outcomeOf(row, order.currency, true);
  if (row.status === 'failed')
    throw invalid({ refund: [row.failureMessage ?? AFTERCARE_MESSAGES.gatewayRefused] });

  let result: Awaited<ReturnType<typeof gateway.provider.refund>>;
  try {
    result = await gateway.provider.refund({
      reference: row.chargeReference,
      amount: row.amount,
      currency: row.currency,
      idempotencyKey,
      account: gateway.accountFor(scoped.store.settings.paymentProcessor),
      reason: row.reason,
      charged: order.total,
      metadata: { order: String(order.id), store: String(scoped.store.id), refund: String(row.id) },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw invalid(
        { refund: [AFTERCARE_MESSAGES.gatewayUnavailable] },
        AFTERCARE_MESSAGES.gatewayUnavailable,
      );
    throw error;
  }
  if (result.status === 'failed') {
    const message = `${AFTERCARE_MESSAGES.gatewayRefused} ${result.message}`.trim();
    await ctx.db
      .update(refunds)
      .set({ status: 'failed', failureMessage: message, completedAt: new Date() })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
    throw invalid({ refund: [message] }, message);
  }

  // Status rows are read outside the transaction (PGlite has one connection: the root db waits for it).
  const refundedStatusId = await statusIdOf(ctx.db, 'refunded');
  const done = await ctx.db.transaction(async (db) => {
    const [locked] = await db.select().from(refunds).where(eq(refunds.id, row.id)).for('update');
    if (!locked) throw new Error('refund vanished');
    if (locked.status === 'succeeded') return { row: locked, made: false };
    const items = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.divisionId, scoped.store.id)));
    const refundOrderId = await createRefundOrder(
      { ...scoped, db },
      refundedStatusId,
      order,
      locked,
      items,
      staff.id,
    );
    const [updated] = await db
      .update(refunds)
      .set({
        status: 'succeeded',
        gatewayReference: result.reference,
        refundOrderId,
        completedAt: new Date(),
      })
      .where(eq(refunds.id, row.id))
      .returning();
    if (!updated) throw new Error('refund not updated');
    const origin = storeOrigin(scoped.store);
    await queueMail(
      { ...scoped, db },
      {
        to: order.email,
        kind: 'refund-issued',
        origin,
        message: refundIssuedEmail({
          order: { number: order.id, currency: order.currency },
          amount: updated.amount,
          lines: refundLineLabels(updated, items, order.currency),
          pageUrl: `${origin}/invoice/${order.hash}`,
        }),
      },
    );
    return { row: updated, made: true };
  });
  if (done.made && (await everythingRefunded(scoped, order)))
    await moveIfAllowed(ctx, scoped, order.id, refundTarget, REFUND_PERMISSION);
  return outcomeOf(done.row, order.currency, !done.made || earlier);
}

function refundLineLabels(
  row: RefundRow,
  items: (typeof orderItems.$inferSelect)[],
  currency: string,
): string[] {
  const labels = row.lines.map((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    return `${line.quantity} × ${item ? itemLabel(item) : 'Item'}: ${orderMoney(line.amount, currency)}`;
  });
  if (row.shippingAmount > 0) labels.push(`Shipping: ${orderMoney(row.shippingAmount, currency)}`);
  return labels;
}

async function everythingRefunded(ctx: ServiceContext, order: typeof orders.$inferSelect): Promise<boolean> {
  const rows = await ctx.db
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.divisionId, ctx.store.id)));
  const refunded = rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
  return order.total > 0 && refunded >= order.total;
}

/** The refund order: a child of the order with the refunded lines (and EMB-39 for shipping), positive amounts. */
async function createRefundOrder(
  tx: ServiceContext,
  statusId: number,
  order: typeof orders.$inferSelect,
  refund: RefundRow,
  items: (typeof orderItems.$inferSelect)[],
  userId: number,
): Promise<number> {
  const goods = refund.amount - refund.shippingAmount;
  const [child] = await tx.db
    .insert(orders)
    .values({
      uuid: randomUUID(),
      hash: newOrderHash(),
      divisionId: tx.store.id,
      createdDivisionId: tx.store.id,
      customerId: order.customerId,
      email: order.email,
      statusId,
      currency: order.currency,
      subtotal: goods,
      shippingTotal: refund.shippingAmount,
      total: refund.amount,
      parentOrderId: order.id,
      childOrderType: 'refund',
      paymentProcessor: order.paymentProcessor,
      paymentProvider: refund.provider,
      paymentTransaction: refund.gatewayReference,
      fulfillmentFactory: order.fulfillmentFactory,
      billing: order.billing,
      shipping: order.shipping,
      idempotencyKey: refund.idempotencyKey,
    })
    .returning({ id: orders.id });
  if (!child) throw new Error('refund order not created');
  const lines: (typeof orderItems.$inferInsert)[] = refund.lines.flatMap((line: RefundLine) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) return [];
    return [
      {
        divisionId: tx.store.id,
        orderId: child.id,
        productId: item.productId,
        variantId: item.variantId,
        sku: item.sku,
        name: item.name,
        options: item.options,
        parentItemId: item.id,
        // The units at their price, less what makes the line's refund exactly its share (rounding, discount).
        ...orderLineColumns({
          unitPrice: item.unitPrice,
          quantity: line.quantity,
          discount: item.unitPrice * line.quantity - line.amount,
          vatPercent: item.vatPercent,
        }),
      },
    ];
  });
  if (refund.shippingAmount > 0)
    lines.push({
      divisionId: tx.store.id,
      orderId: child.id,
      sku: SHIPPING_REFUND_SKU,
      name: 'Shipping refund',
      ...orderLineColumns({ unitPrice: refund.shippingAmount, quantity: 1, discount: 0, vatPercent: 20 }),
    });
  if (lines.length > 0) await tx.db.insert(orderItems).values(lines);
  await tx.db
    .insert(orderStatusLogs)
    .values({ divisionId: tx.store.id, orderId: child.id, statusId, userId });
  return child.id;
}

/** Refunds of an order, newest first (the aftercare page). */
export async function refundsOf(ctx: ServiceContext, orderIds: number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return ctx.db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.divisionId, ctx.store.id)));
}

export const TEST_PROCESSOR_MESSAGES = {
  notInUse: 'This deployment does not use the test processor.',
} as const;

/**
 * The refunds the built-in test processor holds for an order (staff with 'refunds'), as it has them: what a
 * browser test reads to see "the refund at the test processor". 404 when payments go through Stripe.
 */
export async function testProcessorRefunds(
  ctx: ServiceContext,
  orderId: number,
  gateway: Pick<PaymentGateway, 'provider'>,
) {
  const { order } = await staffOrderScope(ctx, REFUND_PERMISSION, orderId);
  if (!(gateway.provider instanceof TestPaymentProvider)) throw notFound(TEST_PROCESSOR_MESSAGES.notInUse);
  return {
    refunds: gateway.provider.refundsWith('order', String(order.id)).map((refund) => ({
      reference: refund.reference,
      charge: refund.charge,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.result.status,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}
