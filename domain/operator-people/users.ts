import { asc, eq } from 'drizzle-orm';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import {
  PEOPLE_MESSAGES,
  USER_STATUS_CODES,
  type UserStatusInput,
  type UserStatusName,
  userStatusChanged,
  userStatusLabel,
  userStatusOf,
  userStatusSchema,
} from '../../core/operator-people';
import { requireStaffPermission, users } from '../accounts';
import type { ServiceContext } from '../context';
import { staffActions } from './tables';

export const USERS_PERMISSION = 'users';

export interface OperatorUserRow {
  id: number;
  email: string;
  name: string;
  status: UserStatusName;
  statusLabel: string;
  team: string | null;
  permissions: string[];
  mutedAt: string | null;
  /** The signed-in staff member's own row: they cannot change their own status. */
  isMe: boolean;
}

/** The operator users (§3 User), by name: status, team, permissions and whether they are muted. */
export async function listOperatorUsers(ctx: ServiceContext): Promise<{ users: OperatorUserRow[] }> {
  const staff = await requireStaffPermission(ctx, USERS_PERMISSION);
  const rows = await ctx.db.select().from(users).orderBy(asc(users.email)).limit(500);
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.fullName || [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
      status: userStatusOf(row.status),
      statusLabel: userStatusLabel(row.status),
      team: row.team?.name ?? null,
      permissions: row.permissions,
      mutedAt: row.mutedAt?.toISOString() ?? null,
      isMe: row.id === staff.id,
    })),
  };
}

/**
 * Staff with 'users' enable, disable or set back to pending an operator user (0, -1, null). Only Enabled lets
 * anyone into the atlas (requireStaffPermission), so a disabled user is out at their next request. Nobody
 * changes their own status (they could lock themselves out); the change is in the audit trail.
 */
export async function setOperatorUserStatus(
  ctx: ServiceContext,
  userId: number,
  input: UserStatusInput,
): Promise<{ status: UserStatusName; statusLabel: string; message: string }> {
  const staff = await requireStaffPermission(ctx, USERS_PERMISSION);
  const { status } = parseOrThrow(userStatusSchema, input);
  if (!Number.isInteger(userId) || userId <= 0) throw notFound(PEOPLE_MESSAGES.userNotFound);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  if (user.id === staff.id) throw invalid({ status: [PEOPLE_MESSAGES.notYourself] });
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ status: USER_STATUS_CODES[status] }).where(eq(users.id, user.id));
    await tx
      .insert(staffActions)
      .values({ kind: 'user-status', staffUserId: staff.id, targetUserId: user.id, reason: status });
  });
  return {
    status,
    statusLabel: userStatusLabel(USER_STATUS_CODES[status]),
    message: userStatusChanged(status),
  };
}
