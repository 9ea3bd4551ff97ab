import { and, eq } from 'drizzle-orm';
import { isAppError } from '../../core/errors';
import { type FlowName, flowFor, type OrderStatusCode, transitionProblem } from '../../core/orders';
import type { ServiceContext } from '../context';
import { moveOrderAsStaff } from '../operator';
import { orderStatusesByCode, orders, statusHistory } from '../orders';

/** Locks the order's row for the rest of the transaction (refunds of one order are priced one at a time). */
export async function lockOrder(tx: ServiceContext, orderId: number): Promise<void> {
  await tx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.divisionId, tx.store.id)))
    .for('update');
}

export const itemLabel = (item: { name: string; options: Record<string, string> }) =>
  [item.name, Object.values(item.options).filter(Boolean).join(', ')].filter(Boolean).join(' — ');

/** Where a fully refunded order goes in its flow. */
export const refundTarget = (flow: FlowName): OrderStatusCode =>
  flow === 'bespoke' ? 'bespoke_refunded' : 'refunded';

/**
 * Moves the order on (moveOrderAsStaff: locked, logged with the staff member) when its flow allows the move
 * from where it is now; otherwise, or when someone moved it meanwhile, it stays where it is.
 */
export async function moveIfAllowed(
  ctx: ServiceContext,
  scoped: ServiceContext,
  orderId: number,
  target: (flow: FlowName) => OrderStatusCode,
  permission: string,
): Promise<boolean> {
  const [row] = await scoped.db
    .select({ statusId: orders.statusId, fulfillmentFactory: orders.fulfillmentFactory })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.divisionId, scoped.store.id)))
    .limit(1);
  if (!row) return false;
  const statuses = await orderStatusesByCode(ctx.db);
  const from = [...statuses.values()].find((status) => status.id === row.statusId)?.code as
    | OrderStatusCode
    | undefined;
  if (!from) return false;
  const flow = flowFor({
    history: await statusHistory(scoped, orderId),
    fulfillmentFactory: row.fulfillmentFactory,
  });
  const to = target(flow.name);
  if (transitionProblem(flow, from, to)) return false;
  try {
    await moveOrderAsStaff(ctx, orderId, { to, expected: from }, permission);
    return true;
  } catch (error) {
    if (isAppError(error) && error.status === 409) return false;
    throw error;
  }
}
