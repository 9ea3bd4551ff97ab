import { and, eq, gt } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import type { ServiceContext } from '../context';
import { ACCOUNT_MESSAGES } from './messages';
import { verifyPassword } from './passwords';
import { assertUnderLimits, recordFailure, STORE_PASSWORD_LIMIT } from './rate-limit';
import { storePasswordSchema } from './schemas';
import { storeAccessGrants } from './tables';

/** A visitor let into a password-protected store stays let in for 30 days. */
export const STORE_ACCESS_TTL_MS = 30 * 24 * 60 * 60_000;

/** Whether the visitor (by visitor id) has been let into the context's store. */
export async function hasStoreAccess(ctx: ServiceContext, visitorId: string | null): Promise<boolean> {
  if (!visitorId) return false;
  const [grant] = await ctx.db
    .select({ divisionId: storeAccessGrants.divisionId })
    .from(storeAccessGrants)
    .where(
      and(
        eq(storeAccessGrants.divisionId, ctx.store.id),
        eq(storeAccessGrants.visitorId, visitorId),
        gt(storeAccessGrants.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(grant);
}

/** Lets a visitor into the context's store (the store password, or an owner's preview link). */
export async function grantStoreAccess(ctx: ServiceContext, visitorId: string): Promise<void> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + STORE_ACCESS_TTL_MS);
  await ctx.db
    .insert(storeAccessGrants)
    .values({ divisionId: ctx.store.id, visitorId, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [storeAccessGrants.divisionId, storeAccessGrants.visitorId],
      set: { createdAt: now, expiresAt },
    });
}

/**
 * The /login/ page of a password-protected store: the right store password lets the visitor in (§6
 * allowedUser). Tries are limited per address like logins.
 */
export async function unlockStore(
  ctx: ServiceContext,
  input: { password: string },
  options: { visitorId: string | null; ip: string | null },
): Promise<{ allowed: true }> {
  const { password } = parseOrThrow(storePasswordSchema, input);
  const key = `store-password:${ctx.store.id}:${options.ip ?? 'unknown'}`;
  await assertUnderLimits(ctx.db, [{ key, limit: STORE_PASSWORD_LIMIT }]);
  const hash = ctx.store.settings.storePasswordHash;
  const right = Boolean(hash) && (await verifyPassword(hash as string, password));
  if (!right || !options.visitorId || !ctx.store.settings.passwordProtected) {
    await recordFailure(ctx.db, [key]);
    throw invalid({ password: [ACCOUNT_MESSAGES.wrongStorePassword] });
  }
  await grantStoreAccess(ctx, options.visitorId);
  return { allowed: true };
}
