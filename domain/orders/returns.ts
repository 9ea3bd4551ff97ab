import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import {
  canReturn,
  ORDER_MESSAGES,
  type ReturnRequestInput,
  returnableQuantity,
  returnDeadline,
  returnRequestSchema,
  type Verdict,
} from '../../core/orders';
import { queueMail } from '../accounts';
import type { ServiceContext } from '../context';
import { divisions } from '../stores/tables';
import { returnInstructionsEmail } from './emails';
import { loadOrder, loadOrderItems, type OrderItemRecord, type OrderRecord } from './lookup';
import { returnRequestItems, returnRequests } from './tables';

export interface ReturnableItem extends OrderItemRecord {
  /** How many of this item may still be asked back. */
  returnable: number;
}

export interface ReturnPage {
  order: OrderRecord;
  verdict: Verdict;
  /** The last day to ask, once dispatched. */
  deadline: Date | null;
  items: ReturnableItem[];
  requests: {
    reference: string;
    createdAt: Date;
    status: string;
    items: { name: string; quantity: number }[];
  }[];
}

export const returnReference = (id: number) => `RET-${id}`;

/** What each item of the order has been asked back already (requests not rejected). */
async function requestedQuantities(ctx: ServiceContext, orderId: number): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({
      itemId: returnRequestItems.orderItemId,
      quantity: sql<number>`sum(${returnRequestItems.quantity})::int`,
    })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        eq(returnRequests.divisionId, ctx.store.id),
        ne(returnRequests.status, 'rejected'),
      ),
    )
    .groupBy(returnRequestItems.orderItemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.quantity)]));
}

async function returnableItems(ctx: ServiceContext, orderId: number): Promise<ReturnableItem[]> {
  const [items, requested] = await Promise.all([
    loadOrderItems(ctx, orderId),
    requestedQuantities(ctx, orderId),
  ]);
  return items.map((item) => ({
    ...item,
    returnable: returnableQuantity(item, requested.get(item.id) ?? 0),
  }));
}

/** The /returns/{orderHash} page: the order, whether its return window is open, and what may go back. */
export async function loadReturnPage(
  ctx: ServiceContext,
  hash: string,
  now = new Date(),
): Promise<ReturnPage> {
  const order = await loadOrder(ctx, hash);
  const items = await returnableItems(ctx, order.id);
  const requests = await ctx.db
    .select({ id: returnRequests.id, createdAt: returnRequests.createdAt, status: returnRequests.status })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.divisionId, ctx.store.id)))
    .orderBy(desc(returnRequests.createdAt));
  const requestItems =
    requests.length === 0
      ? []
      : await ctx.db
          .select({
            requestId: returnRequestItems.returnRequestId,
            itemId: returnRequestItems.orderItemId,
            quantity: returnRequestItems.quantity,
          })
          .from(returnRequestItems)
          .where(
            inArray(
              returnRequestItems.returnRequestId,
              requests.map((request) => request.id),
            ),
          );
  return {
    order,
    verdict: canReturn({ status: order.status.code, dispatchedAt: order.dispatchedAt }, now),
    deadline: order.dispatchedAt ? returnDeadline(order.dispatchedAt) : null,
    items,
    requests: requests.map((request) => ({
      reference: returnReference(request.id),
      createdAt: request.createdAt,
      status: request.status,
      items: requestItems
        .filter((entry) => entry.requestId === request.id)
        .map((entry) => ({
          name: items.find((item) => item.id === entry.itemId)?.name ?? 'Item',
          quantity: entry.quantity,
        })),
    })),
  };
}

/**
 * Records a return request for items of a dispatched order inside its return window, and queues the
 * 'return-instructions' email. The order row is locked, so two requests at once cannot ask back more than
 * was bought; any refusal writes nothing.
 */
export async function requestReturn(
  ctx: ServiceContext,
  hash: string,
  input: ReturnRequestInput,
  options: { origin: string; now?: Date },
): Promise<{ reference: string; message: string }> {
  const data = parseOrThrow(returnRequestSchema, input);
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await loadOrder(tx, hash, { lock: true });
    const verdict = canReturn({ status: order.status.code, dispatchedAt: order.dispatchedAt }, now);
    if (!verdict.allowed) throw invalid({ items: [verdict.reason] });
    const items = await returnableItems(tx, order.id);
    const chosen: { item: ReturnableItem; quantity: number }[] = [];
    const errors: Record<string, string[]> = {};
    for (const line of data.items) {
      const item = items.find((candidate) => candidate.id === line.itemId);
      if (!item) {
        errors[`quantity.${line.itemId}`] = [ORDER_MESSAGES.returnTooMany];
        continue;
      }
      const already = chosen.find((entry) => entry.item.id === item.id);
      const quantity = line.quantity + (already?.quantity ?? 0);
      if (quantity > item.returnable) errors[`quantity.${item.id}`] = [ORDER_MESSAGES.returnTooMany];
      else if (already) already.quantity = quantity;
      else chosen.push({ item, quantity });
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const [request] = await db
      .insert(returnRequests)
      .values({ divisionId: ctx.store.id, orderId: order.id, reason: data.reason, comments: data.comments })
      .returning({ id: returnRequests.id });
    if (!request) throw new Error('return request not recorded');
    await db.insert(returnRequestItems).values(
      chosen.map(({ item, quantity }) => ({
        divisionId: ctx.store.id,
        returnRequestId: request.id,
        orderItemId: item.id,
        quantity,
      })),
    );
    const [division] = await db
      .select({ companyInfo: divisions.companyInfo })
      .from(divisions)
      .where(eq(divisions.id, ctx.store.id))
      .limit(1);
    const reference = returnReference(request.id);
    await queueMail(tx, {
      to: order.email,
      kind: 'return-instructions',
      origin: options.origin,
      message: returnInstructionsEmail({
        order,
        reference,
        items: chosen,
        deadline: returnDeadline(order.dispatchedAt ?? now),
        returnAddress: division?.companyInfo.address ?? null,
        pageUrl: `${options.origin}/returns/${order.hash}`,
      }),
    });
    return { reference, message: ORDER_MESSAGES.returnRequested };
  });
}
