import { and, asc, desc, eq } from 'drizzle-orm';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from '../../core/auth/dashboard-permissions';
import {
  type AccessRequestInput,
  accessRequestSchema,
  type MemberPermissionsInput,
  memberPermissionsSchema,
  TEAM_MESSAGES,
} from '../../core/auth/team';
import { conflict, ERROR_MESSAGES, forbidden, notFound, parseOrThrow } from '../../core/errors';
import { customerDivisions, customers, permissionRequests, requireCustomer } from '../accounts';
import type { ServiceContext } from '../context';
import { assertMayManage, type StoreManager } from '../store-admin';
import { type PendingInvite, pendingInvites } from './invites';

export interface TeamMember {
  id: number;
  email: string;
  name: string | null;
  role: 'owner' | 'staff';
  permissions: string[];
  /** The viewer themself. */
  you: boolean;
}

export interface AccessRequest {
  id: number;
  memberId: number;
  email: string;
  name: string | null;
  permissions: DashboardPermission[];
  reason: string;
  createdAt: Date;
}

export interface TeamPage {
  members: TeamMember[];
  invites: PendingInvite[];
  requests: AccessRequest[];
  /** What the viewer may do here: an owner (or internal user) changes the team, others only invite. */
  manager: StoreManager;
  mayChange: boolean;
}

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

const isDashboardPermission = (value: string): value is DashboardPermission =>
  (DASHBOARD_PERMISSIONS as readonly string[]).includes(value);

/** The store's team, its open invitations and its members' requests for access ('team' permission). */
export async function loadTeam(ctx: ServiceContext, now = new Date()): Promise<TeamPage> {
  const manager = await assertMayManage(ctx, 'team');
  const viewer = ctx.actor.kind === 'customer' ? ctx.actor.customerId : null;
  const rows = await ctx.db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      role: customerDivisions.role,
      permissions: customerDivisions.permissions,
    })
    .from(customerDivisions)
    .innerJoin(customers, eq(customers.id, customerDivisions.customerId))
    .where(eq(customerDivisions.divisionId, ctx.store.id))
    .orderBy(asc(customerDivisions.role), asc(customers.email));
  const members = rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: nameOf(row),
    role: row.role,
    permissions: row.role === 'owner' ? ['*'] : row.permissions,
    you: row.id === viewer,
  }));
  const staffIds = new Set(members.filter((member) => member.role === 'staff').map((member) => member.id));
  const requestRows = await ctx.db
    .select({
      id: permissionRequests.id,
      memberId: permissionRequests.customerId,
      permissions: permissionRequests.permissions,
      reason: permissionRequests.reason,
      createdAt: permissionRequests.createdAt,
    })
    .from(permissionRequests)
    .where(eq(permissionRequests.divisionId, ctx.store.id))
    .orderBy(desc(permissionRequests.createdAt), desc(permissionRequests.id));
  const requests = requestRows.flatMap((row) => {
    const member = members.find((candidate) => candidate.id === row.memberId);
    if (!member || !staffIds.has(row.memberId)) return [];
    return [
      {
        ...row,
        email: member.email,
        name: member.name,
        permissions: row.permissions.filter(isDashboardPermission),
      },
    ];
  });
  return {
    members,
    invites: await pendingInvites(ctx, now),
    requests,
    manager,
    mayChange: manager.role !== 'staff',
  };
}

/** Only the owner (or an internal user) changes who is on the team and what they may do. */
async function assertOwner(ctx: ServiceContext) {
  const manager = await assertMayManage(ctx, 'team');
  if (manager.role === 'staff') throw forbidden(TEAM_MESSAGES.ownerOnly);
  return manager;
}

/** The store's staff member `memberId`, or 404; the owner is refused (409). */
async function staffMember(ctx: ServiceContext, memberId: number) {
  const [row] = await ctx.db
    .select({ role: customerDivisions.role, permissions: customerDivisions.permissions })
    .from(customerDivisions)
    .where(and(eq(customerDivisions.customerId, memberId), eq(customerDivisions.divisionId, ctx.store.id)))
    .limit(1);
  if (!row) throw notFound(TEAM_MESSAGES.notMember);
  if (row.role === 'owner') throw conflict(TEAM_MESSAGES.ownerUnchangeable);
  return row;
}

const memberRow = (ctx: ServiceContext, memberId: number) =>
  and(eq(customerDivisions.customerId, memberId), eq(customerDivisions.divisionId, ctx.store.id));

/** Sets a team member's permissions; they apply from their next request. */
export async function setMemberPermissions(ctx: ServiceContext, input: MemberPermissionsInput) {
  await assertOwner(ctx);
  const { memberId, permissions } = parseOrThrow(memberPermissionsSchema, input);
  await staffMember(ctx, memberId);
  await ctx.db.update(customerDivisions).set({ permissions }).where(memberRow(ctx, memberId));
  return { message: TEAM_MESSAGES.permissionsSaved };
}

/** Takes a team member off the store (and their open requests with them). */
export async function removeMember(ctx: ServiceContext, memberId: number) {
  await assertOwner(ctx);
  await staffMember(ctx, memberId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(customerDivisions).where(memberRow(ctx, memberId));
    await tx
      .delete(permissionRequests)
      .where(
        and(eq(permissionRequests.customerId, memberId), eq(permissionRequests.divisionId, ctx.store.id)),
      );
  });
  return { message: TEAM_MESSAGES.removed };
}

async function requestOf(ctx: ServiceContext, requestId: number) {
  const [request] = await ctx.db
    .select()
    .from(permissionRequests)
    .where(and(eq(permissionRequests.id, requestId), eq(permissionRequests.divisionId, ctx.store.id)))
    .limit(1);
  if (!request) throw notFound(TEAM_MESSAGES.requestNotFound);
  return request;
}

/** Gives a member what they asked for, and closes the request. */
export async function grantRequest(ctx: ServiceContext, requestId: number) {
  await assertOwner(ctx);
  const request = await requestOf(ctx, requestId);
  const member = await staffMember(ctx, request.customerId);
  const asked = request.permissions.filter(isDashboardPermission);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customerDivisions)
      .set({ permissions: [...new Set([...member.permissions, ...asked])] })
      .where(memberRow(ctx, request.customerId));
    await tx.delete(permissionRequests).where(eq(permissionRequests.id, request.id));
  });
  return { message: TEAM_MESSAGES.granted };
}

/** Closes a request without giving what it asked for. */
export async function dismissRequest(ctx: ServiceContext, requestId: number) {
  await assertOwner(ctx);
  const request = await requestOf(ctx, requestId);
  await ctx.db.delete(permissionRequests).where(eq(permissionRequests.id, request.id));
  return { message: TEAM_MESSAGES.dismissed };
}

/**
 * §6 permission request inside a store: a member of its team asks its owner for an area they may not open,
 * with a reason; the owner sees it on the team page. Answers 'Permission request successfully submitted'.
 */
export async function requestAccess(ctx: ServiceContext, input: AccessRequestInput) {
  const manager = await assertMayManage(ctx);
  const { permission, reason } = parseOrThrow(accessRequestSchema, input);
  if (manager.permissions.includes('*') || manager.permissions.includes(permission))
    throw conflict(TEAM_MESSAGES.alreadyHeld);
  const actor = requireCustomer(ctx);
  await ctx.db.insert(permissionRequests).values({
    customerId: actor.customerId,
    divisionId: ctx.store.id,
    permissions: [permission],
    reason,
  });
  return { message: ERROR_MESSAGES.permissionRequestSubmitted };
}
