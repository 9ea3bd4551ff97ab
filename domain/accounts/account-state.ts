import { and, eq } from 'drizzle-orm';
import { hasDashboardAccess, isInternalUser } from '../../core/auth';
import { unauthenticated } from '../../core/errors';
import type { ServiceContext } from '../context';
import { ACCOUNT_MESSAGES } from './messages';
import { customerDivisions, customers, users } from './tables';

export type CustomerActor = Extract<ServiceContext['actor'], { kind: 'customer' }>;

/** The signed-in customer of the context, or 401. */
export function requireCustomer(ctx: ServiceContext): CustomerActor {
  if (ctx.actor.kind !== 'customer') throw unauthenticated(ACCOUNT_MESSAGES.notLoggedIn);
  return ctx.actor;
}

/** What the client keeps about the signed-in account (GET .../secure/get/). */
export interface AccountUser {
  id: number;
  uuid: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatar: string | null;
  verified: boolean;
  signedEula: boolean;
  /** Verified and EULA signed (§6). */
  dashboardAccess: boolean;
  /** §6 internal user on this store's host. */
  internal: boolean;
  shouldHaveStore: boolean;
  dashboardPermissions: string[];
  twoFactorAuthEnabled: boolean;
  divisions: { id: number; role: 'owner' | 'staff' }[];
  /** The operator-side user, on the platform host only. */
  staff: { id: number; permissions: string[]; mutedAt: string | null } | null;
}

export interface AccountState {
  user: AccountUser | null;
}

/** The account state of a customer as seen on the context's store. */
export async function loadAccountUser(
  ctx: ServiceContext,
  customerId: number,
  internal: boolean,
): Promise<AccountUser | null> {
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return null;
  const memberships = await ctx.db
    .select({ id: customerDivisions.divisionId, role: customerDivisions.role })
    .from(customerDivisions)
    .where(eq(customerDivisions.customerId, customerId))
    .orderBy(customerDivisions.divisionId);
  const [staff] = ctx.store.isPlatform
    ? await ctx.db
        .select({ id: users.id, permissions: users.permissions, mutedAt: users.mutedAt })
        .from(users)
        .where(eq(users.customerId, customerId))
        .limit(1)
    : [];
  return {
    id: customer.id,
    uuid: customer.uuid,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    username: customer.username,
    avatar: customer.avatar,
    verified: customer.verified,
    signedEula: customer.signedEula,
    dashboardAccess: hasDashboardAccess(customer),
    internal,
    shouldHaveStore: customer.shouldHaveStore,
    dashboardPermissions: customer.dashboardPermissions,
    twoFactorAuthEnabled: customer.twoFactorEnabled,
    divisions: ctx.store.isPlatform ? memberships : memberships.filter((row) => row.id === ctx.store.id),
    staff: staff ? { ...staff, mutedAt: staff.mutedAt?.toISOString() ?? null } : null,
  };
}

/** GET .../secure/get/: the signed-in account, or { user: null } for a visitor. */
export async function currentUser(ctx: ServiceContext): Promise<AccountState> {
  if (ctx.actor.kind !== 'customer') return { user: null };
  return { user: await loadAccountUser(ctx, ctx.actor.customerId, ctx.actor.internal) };
}

/** §6 internal user on a store (outside the operator context), for a session being started. */
export async function internalOn(ctx: ServiceContext, customerId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ flagged: customers.internal, store: customerDivisions.internal })
    .from(customers)
    .leftJoin(
      customerDivisions,
      and(eq(customerDivisions.customerId, customers.id), eq(customerDivisions.divisionId, ctx.store.id)),
    )
    .where(eq(customers.id, customerId))
    .limit(1);
  return isInternalUser({
    operatorContext: false,
    flaggedInternal: row?.flagged ?? false,
    storeInternal: row?.store ?? false,
    divisionId: ctx.store.id,
  });
}
