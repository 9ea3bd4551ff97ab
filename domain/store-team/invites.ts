import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hasDashboardPermission, permissionLabel } from '../../core/auth';
import type { DashboardPermission } from '../../core/auth/dashboard-permissions';
import {
  TEAM_INVITE_TTL_MS,
  TEAM_INVITES_PER_DAY,
  TEAM_MESSAGES,
  type TeamInviteInput,
  teamInviteSchema,
} from '../../core/auth/team';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  parseOrThrow,
  rateLimited,
  unauthenticated,
} from '../../core/errors';
import type { MailMessage } from '../../core/mail';
import {
  ACCOUNT_MESSAGES,
  customerDivisions,
  customers,
  queueMail,
  randomToken,
  sha256Hex,
  tooManyRequestsMessage,
} from '../accounts';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { teamInvites } from './tables';

/** The invitation's email: who asks, for which store, what it lets them do, and the link (platform host). */
export function teamInviteEmail(storeName: string, permissions: readonly string[], url: string): MailMessage {
  return {
    subject: `Join the team of ${storeName}`,
    blocks: [
      { kind: 'heading', text: `Join the team of ${storeName}` },
      {
        kind: 'paragraph',
        text: `You are invited to help run ${storeName} on Printfront. You will be able to ${permissions.map(permissionLabel).join(', ')}.`,
      },
      { kind: 'action', text: 'Accept the invitation', url },
      {
        kind: 'paragraph',
        text: 'Sign in, or create an account with this email address, to accept. The link works once and for seven days. If you did not expect it, ignore this email.',
      },
    ],
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A store sends at most TEAM_INVITES_PER_DAY invitations in any 24 hours (429, saying how long to wait). */
async function assertInviteAllowance(ctx: ServiceContext, now: Date) {
  const [sent] = await ctx.db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string | null>`min(${teamInvites.createdAt})`,
    })
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.divisionId, ctx.store.id),
        gt(teamInvites.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if (!sent || sent.count < TEAM_INVITES_PER_DAY) return;
  const waitMs = new Date(sent.oldest ?? now).getTime() + DAY_MS - now.getTime();
  throw rateLimited(waitMs / 1000, tooManyRequestsMessage(waitMs / 60_000));
}

/** The address an invitation's link opens, on the platform host. */
export const teamInviteUrl = (origin: string, storeId: number, token: string) =>
  `${origin}/dashboard/invites/${storeId}/${token}/`;

/**
 * Invites someone by email to the store's team with dashboard permissions (the 'team' permission). A team
 * member gives only permissions they hold; someone already on the team is refused; inviting an address
 * again withdraws its earlier invitation. The email goes out with the invitation's row (one transaction).
 */
export async function inviteTeammate(
  ctx: ServiceContext,
  input: TeamInviteInput,
  options: { origin: string; now?: Date },
): Promise<{ message: string; email: string }> {
  const manager = await assertMayManage(ctx, 'team');
  const { email, permissions } = parseOrThrow(teamInviteSchema, input);
  if (!hasDashboardPermission(manager.permissions, permissions))
    throw invalid({ permissions: [TEAM_MESSAGES.onlyOwnPermissions] }, TEAM_MESSAGES.onlyOwnPermissions);
  const now = options.now ?? new Date();
  const [member] = await ctx.db
    .select({ id: customers.id })
    .from(customerDivisions)
    .innerJoin(customers, eq(customers.id, customerDivisions.customerId))
    .where(and(eq(customerDivisions.divisionId, ctx.store.id), sql`lower(${customers.email}) = ${email}`))
    .limit(1);
  if (member) throw invalid({ email: [TEAM_MESSAGES.alreadyMember(email)] });
  await assertInviteAllowance(ctx, now);
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(teamInvites)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(teamInvites.divisionId, ctx.store.id),
          eq(teamInvites.email, email),
          isNull(teamInvites.acceptedAt),
          isNull(teamInvites.withdrawnAt),
        ),
      );
    await tx.insert(teamInvites).values({
      divisionId: ctx.store.id,
      email,
      permissions,
      tokenHash: sha256Hex(token),
      invitedBy: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_MS),
    });
    await queueMail(
      { ...ctx, db: tx },
      {
        to: email,
        kind: 'team-invite',
        message: teamInviteEmail(
          ctx.store.companyName,
          permissions,
          teamInviteUrl(options.origin, ctx.store.id, token),
        ),
      },
    );
  });
  return { message: TEAM_MESSAGES.invited(email), email };
}

export interface PendingInvite {
  id: number;
  email: string;
  permissions: string[];
  createdAt: Date;
  expiresAt: Date;
}

/** The store's invitations still open (neither accepted, withdrawn nor expired), newest first. */
export async function pendingInvites(ctx: ServiceContext, now = new Date()): Promise<PendingInvite[]> {
  return ctx.db
    .select({
      id: teamInvites.id,
      email: teamInvites.email,
      permissions: teamInvites.permissions,
      createdAt: teamInvites.createdAt,
      expiresAt: teamInvites.expiresAt,
    })
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.divisionId, ctx.store.id),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.withdrawnAt),
        gt(teamInvites.expiresAt, now),
      ),
    )
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
}

/** Withdraws an open invitation of the store ('team' permission): its link stops working. */
export async function withdrawInvite(ctx: ServiceContext, inviteId: number, now = new Date()) {
  await assertMayManage(ctx, 'team');
  const withdrawn = await ctx.db
    .update(teamInvites)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(teamInvites.id, inviteId),
        eq(teamInvites.divisionId, ctx.store.id),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.withdrawnAt),
      ),
    )
    .returning({ id: teamInvites.id });
  if (withdrawn.length === 0) throw notFound(TEAM_MESSAGES.inviteNotFound);
  return { message: TEAM_MESSAGES.inviteWithdrawn };
}

export type InviteState = 'open' | 'expired' | 'used';

export interface InviteView {
  storeName: string;
  email: string;
  permissions: DashboardPermission[];
  state: InviteState;
}

async function inviteByToken(ctx: ServiceContext, token: string) {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw notFound(TEAM_MESSAGES.inviteNotFound);
  const [invite] = await ctx.db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.tokenHash, sha256Hex(token)), eq(teamInvites.divisionId, ctx.store.id)))
    .limit(1);
  if (!invite) throw notFound(TEAM_MESSAGES.inviteNotFound);
  return invite;
}

const stateOf = (invite: typeof teamInvites.$inferSelect, now: Date): InviteState =>
  invite.acceptedAt || invite.withdrawnAt ? 'used' : invite.expiresAt <= now ? 'expired' : 'open';

/** What the invitation's page shows before it is accepted: the store, the address and what it gives. */
export async function viewInvite(ctx: ServiceContext, token: string, now = new Date()): Promise<InviteView> {
  const invite = await inviteByToken(ctx, token);
  return {
    storeName: ctx.store.companyName,
    email: invite.email,
    permissions: invite.permissions as DashboardPermission[],
    state: stateOf(invite, now),
  };
}

/**
 * Accepts an invitation: the signed-in account, verified and with the address it was sent to, joins the
 * store's team as staff with its permissions (added to any it already had), and the invitation is spent.
 * The invitation's row is locked, so two acceptances at once cannot both use it.
 */
export async function acceptInvite(
  ctx: ServiceContext,
  token: string,
  now = new Date(),
): Promise<{ message: string; storeId: number }> {
  if (ctx.actor.kind !== 'customer') throw unauthenticated(ACCOUNT_MESSAGES.notLoggedIn);
  const customerId = ctx.actor.customerId;
  const { id } = await inviteByToken(ctx, token);
  return ctx.db.transaction(async (tx) => {
    const [invite] = await tx.select().from(teamInvites).where(eq(teamInvites.id, id)).for('update');
    if (!invite) throw notFound(TEAM_MESSAGES.inviteNotFound);
    const state = stateOf(invite, now);
    if (state === 'used') throw conflict(TEAM_MESSAGES.inviteUsed);
    if (state === 'expired') throw conflict(TEAM_MESSAGES.inviteExpired);
    const [account] = await tx
      .select({ email: customers.email, verified: customers.verified })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!account || account.email.trim().toLowerCase() !== invite.email)
      throw forbidden(TEAM_MESSAGES.inviteForSomeoneElse(invite.email));
    if (!account.verified) throw forbidden(TEAM_MESSAGES.verifyFirst);
    const [membership] = await tx
      .select({ role: customerDivisions.role, permissions: customerDivisions.permissions })
      .from(customerDivisions)
      .where(
        and(eq(customerDivisions.customerId, customerId), eq(customerDivisions.divisionId, ctx.store.id)),
      )
      .for('update');
    if (membership?.role === 'owner') throw conflict(TEAM_MESSAGES.alreadyRunning);
    if (membership)
      await tx
        .update(customerDivisions)
        .set({ permissions: [...new Set([...membership.permissions, ...invite.permissions])] })
        .where(
          and(eq(customerDivisions.customerId, customerId), eq(customerDivisions.divisionId, ctx.store.id)),
        );
    else
      await tx.insert(customerDivisions).values({
        customerId,
        divisionId: ctx.store.id,
        role: 'staff',
        permissions: invite.permissions,
      });
    await tx
      .update(teamInvites)
      .set({ acceptedAt: now, acceptedBy: customerId })
      .where(eq(teamInvites.id, invite.id));
    return { message: TEAM_MESSAGES.joined(ctx.store.companyName), storeId: ctx.store.id };
  });
}
