import { and, eq } from 'drizzle-orm';
import { type AppError, conflict, isAppError } from '../../core/errors';
import { OPERATOR_MESSAGES, stageEmail } from '../../core/operator';
import { type OrderStatusCode, statusName } from '../../core/orders';
import { queueMail } from '../accounts';
import type { ServiceContext } from '../context';
import { moveOrderStatus, orderStatusesByCode, orders } from '../orders';
import { storeOrigin } from '../stores';
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
 * The stage's email to the shopper (core/operator STAGE_EMAILS) goes in the outbox in the same transaction:
 * the job queue delivers it once the move has committed, and a refused move sends nothing.
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
      .select({
        id: orders.id,
        hash: orders.hash,
        email: orders.email,
        statusId: orders.statusId,
        fulfillmentFactory: orders.fulfillmentFactory,
        trackingCodes: orders.trackingCodes,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.divisionId, scoped.store.id)))
      .for('update');
    if (!locked) throw conflict(OPERATOR_MESSAGES.movedMeanwhile);
    if (move.expected && codeOf(locked.statusId) !== move.expected)
      throw conflict(OPERATOR_MESSAGES.movedMeanwhile);
    const inTx = { ...scoped, db: tx };
    await moveOrderStatus(inTx, tx, locked, move.to, staff.id, move.changes ?? {});
    const email = stageEmail(move.to, {
      number: locked.id,
      trackingCodes: move.changes?.trackingCodes ?? locked.trackingCodes,
      orderUrl: `${storeOrigin(scoped.store)}/receipt/${locked.hash}`,
    });
    if (email) await queueMail(inTx, { to: locked.email, kind: email.kind, message: email.message });
  });
  return { status: move.to };
}

export interface BulkMoveResult {
  to: OrderStatusCode;
  moved: number[];
  refused: { id: number; message: string }[];
}

/**
 * Several orders moved to one status, each on its own (its own lock, flow check, log and email): the
 * ones the flow refuses, or that no longer exist, are reported with why; the others move.
 */
export async function bulkMoveAsStaff(
  ctx: ServiceContext,
  ids: readonly number[],
  to: OrderStatusCode,
  permission = 'orders',
): Promise<BulkMoveResult> {
  const result: BulkMoveResult = { to, moved: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await moveOrderAsStaff(ctx, id, { to }, permission);
      result.moved.push(id);
    } catch (error) {
      if (!isAppError(error) || (error as AppError).status === 403) throw error;
      result.refused.push({ id, message: (error as AppError).message });
    }
  }
  return result;
}

/** The moves an order's flow allows from where it is, as buttons show them. */
export function movesFrom(
  transitions: Readonly<Partial<Record<string, readonly string[]>>>,
  from: string,
): { code: OrderStatusCode; name: string }[] {
  return (transitions[from] ?? []).map((code) => ({ code: code as OrderStatusCode, name: statusName(code) }));
}
