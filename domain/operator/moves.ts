import { and, eq } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import { OPERATOR_MESSAGES } from '../../core/operator';
import type { OrderStatusCode } from '../../core/orders';
import type { ServiceContext } from '../context';
import { moveOrderStatus, orderStatusesByCode, orders } from '../orders';
import { staffOrderScope } from './order-scope';

export interface StaffMove {
  to: OrderStatusCode;
  /** The status the staff member saw: if the order has moved since, 409 and nothing is written. */
  expected?: OrderStatusCode;
  /** Other order fields that change with the move (e.g. trackingCodes when shipping). */
  changes?: Partial<typeof orders.$inferInsert>;
}

/**
 * Staff move an order along its flow (§4): only a move the flow allows (409 otherwise), logged with the
 * staff member and the time. The order's row is locked for the move, so two staff moving it at once cannot
 * both succeed: the second finds it no longer where they saw it (409, movedMeanwhile).
 */
export async function moveOrderAsStaff(
  ctx: ServiceContext,
  orderId: number,
  move: StaffMove,
  permission = 'orders',
): Promise<{ status: OrderStatusCode }> {
  const { staff, scoped } = await staffOrderScope(ctx, permission, orderId);
  const statuses = await orderStatusesByCode(ctx.db);
  const codeOf = (statusId: number) =>
    [...statuses.values()].find((row) => row.id === statusId)?.code as OrderStatusCode | undefined;
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id, statusId: orders.statusId, fulfillmentFactory: orders.fulfillmentFactory })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.divisionId, scoped.store.id)))
      .for('update');
    if (!locked) throw conflict(OPERATOR_MESSAGES.movedMeanwhile);
    if (move.expected && codeOf(locked.statusId) !== move.expected)
      throw conflict(OPERATOR_MESSAGES.movedMeanwhile);
    await moveOrderStatus({ ...scoped, db: tx }, tx, locked, move.to, staff.id, move.changes ?? {});
  });
  return { status: move.to };
}
