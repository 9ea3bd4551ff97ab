import { eq } from 'drizzle-orm';
import { customers } from '../accounts/tables';
import type { ServiceContext } from '../context';

/**
 * Anything keyed by an email address (the orders placed with it, its order history) belongs to whoever
 * proved they read that address: by a link emailed to it, or by verifying it on their account. Signing up
 * with an address proves nothing, so an unverified account reaches only the orders it placed itself.
 */
interface SignedInAccount {
  customerId: number;
  email: string;
  verified: boolean;
}

async function signedInAccount(ctx: ServiceContext): Promise<SignedInAccount | null> {
  if (ctx.actor.kind !== 'customer') return null;
  const [account] = await ctx.db
    .select({ email: customers.email, verified: customers.verified })
    .from(customers)
    .where(eq(customers.id, ctx.actor.customerId))
    .limit(1);
  return account ? { customerId: ctx.actor.customerId, ...account } : null;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in customer's email address once verified; null for visitors and unverified accounts. */
export async function verifiedEmailOf(ctx: ServiceContext): Promise<string | null> {
  const account = await signedInAccount(ctx);
  return account?.verified ? account.email : null;
}

/**
 * Whether the actor may open something keyed by `email` that it holds a link to. A visitor holding the link
 * may (it came in an email or on their receipt); so may a verified account, and an unverified one for an
 * order it placed itself (`placedBy`). An unverified account is refused what carries its own address but is
 * not its own: that is exactly what signing up with someone else's address would otherwise reach.
 */
export async function mayOpenByEmail(
  ctx: ServiceContext,
  keyed: { email: string; placedBy?: number | null },
): Promise<boolean> {
  const account = await signedInAccount(ctx);
  if (!account || account.verified) return true;
  if (keyed.placedBy != null && keyed.placedBy === account.customerId) return true;
  return !sameEmail(account.email, keyed.email);
}
