import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  AFTERCARE_MESSAGES,
  type ExchangeInput,
  exchangeSchema,
  type ReprintInput,
  reprintSchema,
} from '../../core/aftercare';
import { conflict, invalid, parseOrThrow } from '../../core/errors';
import { orderLineColumns } from '../../core/orders';
import { queueMail } from '../accounts';
import { productOptions, productVariants } from '../catalog';
import type { ServiceContext } from '../context';
import { staffOrderScope } from '../operator';
import { newOrderHash, orderItems, orderStatusLogs, orders, statusIdOf } from '../orders';
import { storeOrigin } from '../stores';
import { exchangeCreatedEmail, reprintCreatedEmail } from './emails';
import { REFUND_PERMISSION } from './refunds';
import { itemLabel, moveIfAllowed } from './shared';
import { reprintReasons } from './tables';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export interface ChildOutcome {
  message: string;
  orderId: number;
  duplicate: boolean;
}

/** The reprint reasons staff choose from. */
export async function listReprintReasons(ctx: ServiceContext) {
  return ctx.db
    .select({ id: reprintReasons.id, code: reprintReasons.code, name: reprintReasons.name })
    .from(reprintReasons)
    .orderBy(reprintReasons.id);
}

/** The colours and sizes a product is made in (an exchange chooses among them). */
export async function variantsOf(ctx: ServiceContext, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      size: productVariants.size,
      colour: productOptions.colourName,
      enabled: productVariants.enabled,
    })
    .from(productVariants)
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(eq(productVariants.divisionId, ctx.store.id));
  return rows.filter((row) => productIds.includes(row.productId) && row.enabled);
}

function requireOriginal(order: OrderRow): void {
  if (order.childOrderType) throw conflict(AFTERCARE_MESSAGES.childOrderNotAllowed);
}

/**
 * A child order made at no charge (total 0) and already 'paid', so it enters the factory's queue. Its key
 * (from the staff member's form) makes a repeated post find the first one instead of making another.
 */
async function createChildOrder(
  ctx: ServiceContext,
  statusId: number,
  order: OrderRow,
  child: { type: 'exchange' | 'reprint'; key: string; reprintReasonId: number | null; userId: number },
  lines: Omit<typeof orderItems.$inferInsert, 'orderId' | 'divisionId'>[],
): Promise<{ id: number; created: boolean }> {
  const idempotencyKey = `${child.type}:${order.uuid}:${child.key}`;
  const [earlier] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.divisionId, ctx.store.id), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (earlier) return { id: earlier.id, created: false };
  const [row] = await ctx.db
    .insert(orders)
    .values({
      uuid: randomUUID(),
      hash: newOrderHash(),
      divisionId: ctx.store.id,
      createdDivisionId: ctx.store.id,
      paidDivisionId: ctx.store.id,
      customerId: order.customerId,
      email: order.email,
      statusId,
      currency: order.currency,
      total: 0,
      subtotal: 0,
      shippingTotal: 0,
      parentOrderId: order.id,
      childOrderType: child.type,
      reprintReasonId: child.reprintReasonId,
      fulfillmentFactory: order.fulfillmentFactory,
      shippingMethod: order.shippingMethod,
      billing: order.billing,
      shipping: order.shipping,
      styles: order.styles,
      idempotencyKey,
      paidAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (!row) {
    const [raced] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.divisionId, ctx.store.id), eq(orders.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (!raced) throw new Error('child order not created');
    return { id: raced.id, created: false };
  }
  await ctx.db
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, divisionId: ctx.store.id, orderId: row.id })));
  await ctx.db
    .insert(orderStatusLogs)
    .values({ divisionId: ctx.store.id, orderId: row.id, statusId, userId: child.userId });
  return { id: row.id, created: true };
}

const freeLine = (item: ItemRow, quantity: number) => ({
  productId: item.productId,
  variantId: item.variantId,
  sku: item.sku,
  name: item.name,
  productUrl: item.productUrl,
  image: item.image,
  options: item.options,
  parentItemId: item.id,
  ...orderLineColumns({ unitPrice: 0, quantity, discount: 0, vatPercent: item.vatPercent }),
});

async function itemsOf(ctx: ServiceContext, orderId: number): Promise<ItemRow[]> {
  return ctx.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.divisionId, ctx.store.id)));
}

/**
 * An exchange (staff with 'refunds'): a child order (childOrderType 'exchange', no reprint reason, total 0,
 * status paid) for the item in another of its product's sizes or colours. It is never refunded (§3). The
 * original moves to 'exchanged' when its flow allows it. The shopper is emailed ('exchange-created').
 */
export async function exchangeItem(
  ctx: ServiceContext,
  orderId: number,
  input: ExchangeInput,
): Promise<ChildOutcome> {
  const data = parseOrThrow(exchangeSchema, input);
  const { staff, order, scoped } = await staffOrderScope(ctx, REFUND_PERMISSION, orderId);
  requireOriginal(order);
  const items = await itemsOf(scoped, order.id);
  const item = items.find((candidate) => candidate.id === data.itemId);
  if (!item) throw invalid({ itemId: [AFTERCARE_MESSAGES.itemNotOnOrder] });
  if (data.quantity > item.quantity) throw invalid({ quantity: [AFTERCARE_MESSAGES.quantityTooMany] });
  const variants = item.productId ? await variantsOf(scoped, [item.productId]) : [];
  const variant = variants.find((candidate) => candidate.id === data.variantId);
  if (!variant) throw invalid({ variantId: [AFTERCARE_MESSAGES.variantNotOfProduct] });
  if (variant.id === item.variantId) throw invalid({ variantId: [AFTERCARE_MESSAGES.sameVariant] });
  const line = {
    ...freeLine(item, data.quantity),
    variantId: variant.id,
    sku: variant.sku,
    options: { ...item.options, Colour: variant.colour, Size: variant.size },
  };
  const paidStatusId = await statusIdOf(ctx.db, 'paid');
  // The email is written with the child order: a retry of the same request finds it made and sends none.
  const child = await ctx.db.transaction(async (db) => {
    const made = await createChildOrder(
      { ...scoped, db },
      paidStatusId,
      order,
      { type: 'exchange', key: data.requestKey, reprintReasonId: null, userId: staff.id },
      [line],
    );
    if (made.created) {
      const origin = storeOrigin(scoped.store);
      await queueMail(
        { ...scoped, db },
        {
          to: order.email,
          kind: 'exchange-created',
          origin,
          message: exchangeCreatedEmail({
            order: { number: order.id, currency: order.currency },
            exchangeNumber: made.id,
            lines: [`${data.quantity} × ${itemLabel(item)} → ${[variant.colour, variant.size].join(', ')}`],
            pageUrl: `${origin}/invoice/${order.hash}`,
          }),
        },
      );
    }
    return made;
  });
  if (child.created) {
    await moveIfAllowed(ctx, scoped, order.id, () => 'exchanged', REFUND_PERMISSION);
  }
  return {
    message: AFTERCARE_MESSAGES.exchangeCreated(child.id),
    orderId: child.id,
    duplicate: !child.created,
  };
}

/**
 * A reprint (staff with 'refunds'): a child order (childOrderType 'reprint', with its reprint reason, total
 * 0, status paid) of the chosen items. The shopper is emailed ('reprint-created').
 */
export async function reprintItems(
  ctx: ServiceContext,
  orderId: number,
  input: ReprintInput,
): Promise<ChildOutcome> {
  const data = parseOrThrow(reprintSchema, input);
  const { staff, order, scoped } = await staffOrderScope(ctx, REFUND_PERMISSION, orderId);
  requireOriginal(order);
  const [reason] = await ctx.db
    .select()
    .from(reprintReasons)
    .where(eq(reprintReasons.id, data.reasonId))
    .limit(1);
  if (!reason) throw invalid({ reasonId: [AFTERCARE_MESSAGES.reasonRequired] });
  const items = await itemsOf(scoped, order.id);
  const errors: Record<string, string[]> = {};
  const chosen: { item: ItemRow; quantity: number }[] = [];
  for (const line of data.items) {
    if (line.quantity <= 0) continue;
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) errors[`quantity.${line.itemId}`] = [AFTERCARE_MESSAGES.itemNotOnOrder];
    else if (line.quantity > item.quantity)
      errors[`quantity.${item.id}`] = [AFTERCARE_MESSAGES.quantityTooMany];
    else chosen.push({ item, quantity: line.quantity });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (chosen.length === 0) throw invalid({ items: [AFTERCARE_MESSAGES.itemsRequired] });
  const paidStatusId = await statusIdOf(ctx.db, 'paid');
  const child = await ctx.db.transaction(async (db) => {
    const made = await createChildOrder(
      { ...scoped, db },
      paidStatusId,
      order,
      { type: 'reprint', key: data.requestKey, reprintReasonId: reason.id, userId: staff.id },
      chosen.map(({ item, quantity }) => freeLine(item, quantity)),
    );
    if (made.created) {
      const origin = storeOrigin(scoped.store);
      await queueMail(
        { ...scoped, db },
        {
          to: order.email,
          kind: 'reprint-created',
          origin,
          message: reprintCreatedEmail({
            order: { number: order.id, currency: order.currency },
            reprintNumber: made.id,
            reason: reason.name,
            lines: chosen.map(({ item, quantity }) => `${quantity} × ${itemLabel(item)}`),
            pageUrl: `${origin}/invoice/${order.hash}`,
          }),
        },
      );
    }
    return made;
  });
  return {
    message: AFTERCARE_MESSAGES.reprintCreated(child.id),
    orderId: child.id,
    duplicate: !child.created,
  };
}
