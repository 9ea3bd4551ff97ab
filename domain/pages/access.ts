import { forbidden } from '../../core/errors';
import type { ServiceContext } from '../context';
import { mayUse, storeManagerOf } from '../store-admin';
import { PAGE_MESSAGES } from './messages';

/**
 * Internal actors see unpublished pages (§6): a customer flagged internal (the session works out whether
 * the platform or the store made them internal), or the system itself (seeding, jobs).
 */
export function isInternalActor(ctx: Pick<ServiceContext, 'actor'>): boolean {
  return ctx.actor.kind === 'system' || (ctx.actor.kind === 'customer' && ctx.actor.internal);
}

/**
 * Who may write the store's pages: internal actors and the store's owners, and team members holding the
 * dashboard's 'pages' permission.
 */
export async function canEditPages(ctx: ServiceContext): Promise<boolean> {
  if (isInternalActor(ctx)) return true;
  const manager = await storeManagerOf(ctx);
  if (!manager) return false;
  return manager.role !== 'staff' || mayUse(manager, 'pages');
}

/** Throws 403 'Insufficient permissions to access this page' unless the actor may write the store's pages. */
export async function assertCanEditPages(ctx: ServiceContext): Promise<void> {
  if (!(await canEditPages(ctx))) throw forbidden(PAGE_MESSAGES.insufficientPermissions);
}
