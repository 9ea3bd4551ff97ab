import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { customerDivisions, type StoreRole } from './tables';

/** The signed-in customer's role in the context's store: null for anyone else, or a customer who is not a member. */
export async function storeRoleOf(ctx: ServiceContext): Promise<StoreRole | null> {
  if (ctx.actor.kind !== 'customer') return null;
  const [membership] = await ctx.db
    .select({ role: customerDivisions.role })
    .from(customerDivisions)
    .where(
      and(
        eq(customerDivisions.customerId, ctx.actor.customerId),
        eq(customerDivisions.divisionId, ctx.store.id),
      ),
    )
    .limit(1);
  return membership?.role ?? null;
}
