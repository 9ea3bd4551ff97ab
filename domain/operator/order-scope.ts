import { eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import { OPERATOR_MESSAGES } from '../../core/operator';
import { requireStaffPermission } from '../accounts';
import type { ServiceContext } from '../context';
import { orders } from '../orders';
import { loadStore } from '../stores';

export type OrderRow = typeof orders.$inferSelect;

export interface StaffOrderScope {
  /** The staff member's operator user (users row): its id goes in status logs and label logs. */
  staff: { id: number; permissions: string[] };
  order: OrderRow;
  /** The order's own store with the staff actor: store-scoped domain functions run in it. */
  scoped: ServiceContext;
}

/**
 * An order as staff reach it from the operator context (atlas, platform host): the staff member must hold
 * `permission`; the order may belong to any store, and the store-scoped services then run in its store.
 * An order that does not exist (or was deleted) is a 404.
 */
export async function staffOrderScope(
  ctx: ServiceContext,
  permission: string,
  orderId: number,
): Promise<StaffOrderScope> {
  const staff = await requireStaffPermission(ctx, permission);
  if (!Number.isInteger(orderId) || orderId <= 0) throw notFound(OPERATOR_MESSAGES.orderNotFound);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.deletedAt) throw notFound(OPERATOR_MESSAGES.orderNotFound);
  const store = await loadStore(ctx.db, { id: order.divisionId });
  if (!store) throw notFound(OPERATOR_MESSAGES.orderNotFound);
  return {
    staff: { id: staff.id, permissions: staff.permissions },
    order,
    scoped: { ...ctx, store },
  };
}
