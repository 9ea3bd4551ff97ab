import { and, eq } from 'drizzle-orm';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from '../../core/auth/dashboard-permissions';
import { permissionLabel } from '../../core/auth/permission-labels';
import { hasDashboardPermission } from '../../core/auth/roles';
import { forbidden, notFound } from '../../core/errors';
import { customerDivisions } from '../accounts/tables';
import type { ServiceContext } from '../context';

export { DASHBOARD_PERMISSIONS, type DashboardPermission };

export const STORE_ADMIN_MESSAGES = {
  /** A store the actor does not run reads as one that does not exist: ids are not probed. */
  noSuchStore: 'There is no store at this address.',
  missingPermission: (permission: string) =>
    `You need permission to ${permissionLabel(permission)} in this store. Ask its owner for it.`,
} as const;

/** Who is managing the context's store, and what they may do there. */
export interface StoreManager {
  role: 'owner' | 'staff' | 'internal';
  /** '*' for owners and internal users. */
  permissions: string[];
}

/**
 * The actor's standing in the context's store: its owner, a team member with their permissions, an
 * internal user (or the system, for jobs), or null for anyone else.
 */
export async function storeManagerOf(ctx: ServiceContext): Promise<StoreManager | null> {
  if (ctx.actor.kind === 'system') return { role: 'internal', permissions: ['*'] };
  if (ctx.actor.kind !== 'customer') return null;
  if (ctx.actor.internal) return { role: 'internal', permissions: ['*'] };
  const [membership] = await ctx.db
    .select({ role: customerDivisions.role, permissions: customerDivisions.permissions })
    .from(customerDivisions)
    .where(
      and(
        eq(customerDivisions.customerId, ctx.actor.customerId),
        eq(customerDivisions.divisionId, ctx.store.id),
      ),
    )
    .limit(1);
  if (!membership) return null;
  return membership.role === 'owner'
    ? { role: 'owner', permissions: ['*'] }
    : { role: 'staff', permissions: membership.permissions };
}

/**
 * Every dashboard service's first line: throws 404 unless the actor runs the context's store, and 403
 * (§2: missing dashboard permission → /403/) when they run it without `permission`.
 */
export async function assertMayManage(
  ctx: ServiceContext,
  permission?: DashboardPermission,
): Promise<StoreManager> {
  const manager = await storeManagerOf(ctx);
  if (!manager) throw notFound(STORE_ADMIN_MESSAGES.noSuchStore);
  if (permission && !hasDashboardPermission(manager.permissions, permission))
    throw forbidden(STORE_ADMIN_MESSAGES.missingPermission(permission));
  return manager;
}

/** Whether a manager may use one dashboard area: for the navigation, which hides what they cannot open. */
export const mayUse = (manager: StoreManager, permission: DashboardPermission) =>
  hasDashboardPermission(manager.permissions, permission);
