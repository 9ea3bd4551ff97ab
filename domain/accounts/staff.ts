import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hasDashboardPermission } from '../../core/auth';
import { ERROR_MESSAGES, forbidden, notFound, parseOrThrow } from '../../core/errors';
import { zEmail } from '../../core/validation';
import type { ServiceContext } from '../context';
import { requireCustomer } from './account-state';
import { ACCOUNT_MESSAGES } from './messages';
import { type PermissionRequestInput, permissionRequestSchema } from './schemas';
import { type OutboxEmailKind, outboxEmails, permissionRequests, users } from './tables';

/** Operator (atlas) services exist only on the platform host; anywhere else they are simply not there. */
function requireOperatorContext(ctx: ServiceContext): void {
  if (!ctx.store.isPlatform) throw notFound(ERROR_MESSAGES.notFound);
}

/** The signed-in staff user holding a permission ('*' or a parent such as 'users' grants it), or 403. */
export async function requireStaffPermission(ctx: ServiceContext, permission: string) {
  requireOperatorContext(ctx);
  if (ctx.actor.kind !== 'customer') throw forbidden(ACCOUNT_MESSAGES.permissionDenied);
  const [staff] = await ctx.db
    .select({ id: users.id, status: users.status, permissions: users.permissions })
    .from(users)
    .where(eq(users.customerId, ctx.actor.customerId))
    .limit(1);
  if (staff?.status !== 0 || !hasDashboardPermission(staff.permissions, permission))
    throw forbidden(ACCOUNT_MESSAGES.permissionDenied);
  return staff;
}

export const MUTE_PERMISSION = 'users.mute';

async function setMuted(
  ctx: ServiceContext,
  userId: number,
  muted: boolean,
): Promise<{ mutedAt: string | null }> {
  await requireStaffPermission(ctx, MUTE_PERMISSION);
  const [user] = await ctx.db
    .select({ id: users.id, mutedAt: users.mutedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  // Muting an already muted user keeps the time they were first muted.
  const mutedAt = muted ? (user.mutedAt ?? new Date()) : null;
  await ctx.db.update(users).set({ mutedAt }).where(eq(users.id, userId));
  return { mutedAt: mutedAt?.toISOString() ?? null };
}

/** POST /atlas/users/{id}/mute/: staff with 'users.mute' only (403 'Permission denied'). */
export const muteUser = (ctx: ServiceContext, userId: number) => setMuted(ctx, userId, true);

/** POST /atlas/users/{id}/unmute/. */
export const unmuteUser = (ctx: ServiceContext, userId: number) => setMuted(ctx, userId, false);

/**
 * POST /atlas/permissions/request/{permissions}/: the signed-in account asks for permissions it lacks
 * (a comma-separated list), with a reason. Answers 'Permission request successfully submitted'.
 */
export async function requestPermissions(
  ctx: ServiceContext,
  input: PermissionRequestInput,
): Promise<{ message: string }> {
  requireOperatorContext(ctx);
  const actor = requireCustomer(ctx);
  const { permissions, reason } = parseOrThrow(permissionRequestSchema, input);
  await ctx.db.insert(permissionRequests).values({
    customerId: actor.customerId,
    divisionId: ctx.store.id,
    permissions: [...new Set(permissions)],
    reason: reason.trim(),
  });
  return { message: ACCOUNT_MESSAGES.permissionRequestSubmitted };
}

export const OUTBOX_PERMISSION = 'outbox.read';

export const outboxFilterSchema = z.object({
  to: z.preprocess((value) => (value === '' ? undefined : value), zEmail().optional()),
  kind: z.string().max(50).optional(),
  limit: z.coerce.number().int().min(1, 'Min 1').max(100, 'Max 100').default(20),
});
export type OutboxFilter = z.input<typeof outboxFilterSchema>;

export interface OutboxEntry {
  id: number;
  divisionId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  createdAt: string;
  sentAt: string | null;
  /** pending, sent (SMTP), outbox (kept for staff: no SMTP configured) or failed. */
  status: string;
  attempts: number;
  lastError: string | null;
}

/**
 * GET /atlas/outbox/: the emails the platform has recorded, newest first, across every store (staff with
 * 'outbox.read' only: the emails carry live links). E2E tests read verification links here.
 */
export async function readOutbox(
  ctx: ServiceContext,
  filter: OutboxFilter,
): Promise<{ emails: OutboxEntry[] }> {
  await requireStaffPermission(ctx, OUTBOX_PERMISSION);
  const { to, kind, limit } = parseOrThrow(outboxFilterSchema, filter);
  const conditions = [];
  if (to) conditions.push(sql`lower(${outboxEmails.to}) = ${to.trim().toLowerCase()}`);
  if (kind) conditions.push(eq(outboxEmails.kind, kind as OutboxEmailKind));
  const rows = await ctx.db
    .select()
    .from(outboxEmails)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
  return {
    emails: rows.map((row) => ({
      id: row.id,
      divisionId: row.divisionId,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
    })),
  };
}
