import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  AFTERCARE_MESSAGES,
  REMILL_COUPON,
  type ReceiveReturnInput,
  type ReturnsFilter,
  receiveReturnSchema,
  returnsFilterSchema,
} from '../../core/aftercare';
import { conflict, notFound, parseOrThrow } from '../../core/errors';
import { queueMail, requireStaffPermission } from '../accounts';
import type { ServiceContext } from '../context';
import { coupons } from '../marketing';
import { staffOrderScope } from '../operator';
import { orderItems, orders, returnReference, returnRequestItems, returnRequests } from '../orders';
import { divisions, storeOrigin } from '../stores';
import { remillCouponEmail } from './emails';
import { REFUND_PERMISSION } from './refunds';
import { returnReceipts } from './tables';

export const RETURNS_PAGE_SIZE = 50;

export interface ReceiveOutcome {
  message: string;
  reference: string;
  coupon: string | null;
}

/**
 * Staff receive a shopper's return (requested → received): the items' returned quantities go up by what the
 * request sent back (never past what was bought), and the receipt records who and when. A remill return
 * (§1: 100% cotton clothing to be remade) issues a one-use coupon in the order's store for the next
 * purchase and emails it ('remill-coupon'). A return received already is refused (409), nothing written.
 */
export async function receiveReturn(
  ctx: ServiceContext,
  orderId: number,
  input: ReceiveReturnInput,
  now = new Date(),
): Promise<ReceiveOutcome> {
  const data = parseOrThrow(receiveReturnSchema, input);
  const { staff, order, scoped } = await staffOrderScope(ctx, REFUND_PERMISSION, orderId);
  const reference = returnReference(data.returnId);
  const coupon = await ctx.db.transaction(async (db) => {
    const [request] = await db
      .select()
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.id, data.returnId),
          eq(returnRequests.orderId, order.id),
          eq(returnRequests.divisionId, scoped.store.id),
        ),
      )
      .for('update');
    if (!request) throw notFound(AFTERCARE_MESSAGES.returnNotFound);
    if (request.status !== 'requested') throw conflict(AFTERCARE_MESSAGES.returnAlreadyReceived);
    await db.update(returnRequests).set({ status: 'received' }).where(eq(returnRequests.id, request.id));
    const lines = await db
      .select({ itemId: returnRequestItems.orderItemId, quantity: returnRequestItems.quantity })
      .from(returnRequestItems)
      .where(eq(returnRequestItems.returnRequestId, request.id));
    for (const line of lines)
      await db
        .update(orderItems)
        .set({
          returnedQuantity: sql`least(${orderItems.quantity}, ${orderItems.returnedQuantity} + ${line.quantity})`,
        })
        .where(and(eq(orderItems.id, line.itemId), eq(orderItems.orderId, order.id)));
    let issued: { id: number; code: string; expiresAt: Date } | null = null;
    if (data.remill) {
      const code = `REMILL-${randomBytes(5).toString('hex').toUpperCase()}`;
      const expiresAt = new Date(now.getTime() + REMILL_COUPON.validDays * 86_400_000);
      const [row] = await db
        .insert(coupons)
        .values({
          uuid: randomUUID(),
          divisionId: scoped.store.id,
          code,
          description: `Remill return ${reference} of order #${order.id}`,
          kind: 'percentage',
          value: REMILL_COUPON.percentOff,
          usageLimit: 1,
          expiresAt,
        })
        .returning({ id: coupons.id });
      if (!row) throw new Error('coupon not created');
      issued = { id: row.id, code, expiresAt };
    }
    await db.insert(returnReceipts).values({
      divisionId: scoped.store.id,
      returnRequestId: request.id,
      orderId: order.id,
      userId: staff.id,
      remill: data.remill,
      couponId: issued?.id ?? null,
    });
    if (issued) {
      const origin = storeOrigin(scoped.store);
      await queueMail(
        { ...scoped, db },
        {
          to: order.email,
          kind: 'remill-coupon',
          origin,
          message: remillCouponEmail({
            order: { number: order.id, currency: order.currency },
            reference,
            code: issued.code,
            percentOff: REMILL_COUPON.percentOff,
            expiresAt: issued.expiresAt,
            shopUrl: `${origin}/`,
          }),
        },
      );
    }
    return issued?.code ?? null;
  });
  return { message: AFTERCARE_MESSAGES.returnReceived(reference), reference, coupon };
}

export interface ReturnsQueueEntry {
  id: number;
  reference: string;
  orderId: number;
  store: string;
  email: string;
  reason: string;
  comments: string | null;
  status: string;
  units: number;
  remill: boolean | null;
  createdAt: Date;
}

/** The returns queue across every store (staff with 'refunds'): newest first, by status, searchable. */
export async function listReturns(
  ctx: ServiceContext,
  input: Partial<ReturnsFilter> = {},
): Promise<{
  returns: ReturnsQueueEntry[];
  page: number;
  pages: number;
  total: number;
  filter: ReturnsFilter;
}> {
  await requireStaffPermission(ctx, REFUND_PERMISSION);
  const filter = returnsFilterSchema.parse(input);
  const conditions = [];
  if (filter.status !== 'all') conditions.push(eq(returnRequests.status, filter.status));
  const q = filter.q.replace(/^#|^RET-/i, '');
  if (filter.q) {
    const number = /^\d+$/.test(q) ? Number(q) : null;
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(orders.email, like),
        ...(number && number < 2 ** 31 ? [eq(orders.id, number), eq(returnRequests.id, number)] : []),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where);
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / RETURNS_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = await ctx.db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      store: divisions.companyName,
      email: orders.email,
      reason: returnRequests.reason,
      comments: returnRequests.comments,
      status: returnRequests.status,
      createdAt: returnRequests.createdAt,
      remill: returnReceipts.remill,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(divisions, eq(divisions.id, returnRequests.divisionId))
    .leftJoin(returnReceipts, eq(returnReceipts.returnRequestId, returnRequests.id))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(RETURNS_PAGE_SIZE)
    .offset((page - 1) * RETURNS_PAGE_SIZE);
  const units =
    rows.length === 0
      ? []
      : await ctx.db
          .select({
            id: returnRequestItems.returnRequestId,
            units: sql<number>`sum(${returnRequestItems.quantity})::int`,
          })
          .from(returnRequestItems)
          .where(
            inArray(
              returnRequestItems.returnRequestId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(returnRequestItems.returnRequestId);
  return {
    returns: rows.map((row) => ({
      ...row,
      reference: returnReference(row.id),
      units: Number(units.find((entry) => entry.id === row.id)?.units ?? 0),
    })),
    page,
    pages,
    total,
    filter: { ...filter, page },
  };
}
