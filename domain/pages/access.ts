import { and, eq, inArray } from 'drizzle-orm';
import { forbidden } from '../../core/errors';
import { customerDivisions } from '../accounts/tables';
import type { ServiceContext } from '../context';
import { PAGE_MESSAGES } from './messages';

/**
 * Internal actors see unpublished pages (§6): a customer flagged internal (the session works out whether
 * the platform or the store made them internal), or the system itself (seeding, jobs).
 */
export function isInternalActor(ctx: Pick<ServiceContext, 'actor'>): boolean {
  return ctx.actor.kind === 'system' || (ctx.actor.kind === 'customer' && ctx.actor.internal);
}

/** Who may write the store's pages: internal actors, and customers who own or staff the store. */
export async function canEditPages(ctx: ServiceContext): Promise<boolean> {
  if (isInternalActor(ctx)) return true;
  if (ctx.actor.kind !== 'customer') return false;
  const [membership] = await ctx.db
    .select({ role: customerDivisions.role })
    .from(customerDivisions)
    .where(
      and(
        eq(customerDivisions.customerId, ctx.actor.customerId),
        eq(customerDivisions.divisionId, ctx.store.id),
        inArray(customerDivisions.role, ['owner', 'staff']),
      ),
    )
    .limit(1);
  return Boolean(membership);
}

/** Throws 403 'Insufficient permissions to access this page' unless the actor may write the store's pages. */
export async function assertCanEditPages(ctx: ServiceContext): Promise<void> {
  if (!(await canEditPages(ctx))) throw forbidden(PAGE_MESSAGES.insufficientPermissions);
}
