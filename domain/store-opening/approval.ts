import { eq } from 'drizzle-orm';
import { forbidden, parseOrThrow } from '../../core/errors';
import { APPROVAL_MESSAGES, type ApprovalInput, approvalSchema } from '../../core/store-opening';
import type { ServiceContext } from '../context';
import { subdomains } from '../stores';
import type { ApprovalStatus } from '../stores/tables';
import { storeApprovals } from './tables';

/** §3 Subdomain approval, as staff and owners read it. */
export const APPROVAL_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  none: 'Not modded yet',
  pending: 'Not modded yet',
  approved: 'Approved',
  denied: 'Denied',
};

export { APPROVAL_MESSAGES, type ApprovalInput, approvalSchema };

export interface StoreApproval {
  status: ApprovalStatus;
  label: string;
  /** Why it was denied (denied only). */
  reason: string | null;
}

const isInternal = (ctx: ServiceContext) =>
  ctx.actor.kind === 'system' || (ctx.actor.kind === 'customer' && ctx.actor.internal);

/**
 * Staff's review of the context's store (internal users only): approved opens it to the public, denied keeps
 * /store-under-review/ with the reason, none puts it back in the queue. One transaction; the settings row's
 * change tells every cache to forget the store.
 */
export async function setApproval(ctx: ServiceContext, input: ApprovalInput): Promise<StoreApproval> {
  if (!isInternal(ctx)) throw forbidden(APPROVAL_MESSAGES.internalOnly);
  const data = parseOrThrow(approvalSchema, input);
  const reason = data.status === 'denied' ? (data.reason ?? null) : null;
  const decidedBy = ctx.actor.kind === 'customer' ? ctx.actor.customerId : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subdomains)
      .set({ approvalStatus: data.status, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
    await tx
      .insert(storeApprovals)
      .values({ divisionId: ctx.store.id, reason, decidedBy, decidedAt: new Date() })
      .onConflictDoUpdate({
        target: storeApprovals.divisionId,
        set: { reason, decidedBy, decidedAt: new Date() },
      });
  });
  return { status: data.status, label: APPROVAL_LABELS[data.status], reason };
}

/** The context's store's review as the store reads now (from the database, not a cached store). */
export async function readApproval(ctx: ServiceContext): Promise<StoreApproval> {
  const [row] = await ctx.db
    .select({ status: subdomains.approvalStatus, reason: storeApprovals.reason })
    .from(subdomains)
    .leftJoin(storeApprovals, eq(storeApprovals.divisionId, subdomains.divisionId))
    .where(eq(subdomains.divisionId, ctx.store.id))
    .limit(1);
  const status = row?.status ?? 'none';
  return {
    status,
    label: APPROVAL_LABELS[status],
    reason: status === 'denied' ? (row?.reason ?? null) : null,
  };
}
