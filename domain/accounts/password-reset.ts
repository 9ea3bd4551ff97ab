import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import type { ServiceContext } from '../context';
import { emails } from './emails';
import { ACCOUNT_MESSAGES } from './messages';
import { queueMail } from './outbox';
import { hashPassword } from './passwords';
import { accountKey, clearFailures, RESET_LIMIT, recordFailure, retryAfterMs } from './rate-limit';
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  type ResetPasswordInput,
  resetPasswordSchema,
} from './schemas';
import { destroyCustomerSessions } from './sessions';
import type { LinkOptions } from './sign-up';
import { customers, passwordResetTokens } from './tables';
import { randomToken, sha256Hex } from './tokens';

/** Reset links last an hour. */
export const RESET_TTL_MS = 60 * 60_000;

export const resetUrl = (origin: string, token: string) =>
  `${origin}/reset-password/?token=${encodeURIComponent(token)}`;

/**
 * POST .../secure/forgot-password/. Always answers 'If that email is registered, we have sent a reset
 * link.'; a registered address gets a single-use link valid for an hour on this store's host (at most
 * three an hour).
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: ForgotPasswordInput,
  options: LinkOptions,
): Promise<{ message: string }> {
  const { email } = parseOrThrow(forgotPasswordSchema, input);
  const [customer] = await ctx.db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`)
    .limit(1);
  const key = `reset:account:${email}`;
  if (customer && (await retryAfterMs(ctx.db, key, RESET_LIMIT)) === 0) {
    await recordFailure(ctx.db, [key]);
    const token = randomToken(32);
    const now = new Date();
    await ctx.db.insert(passwordResetTokens).values({
      id: sha256Hex(token),
      customerId: customer.id,
      divisionId: ctx.store.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    await queueMail(ctx, {
      to: customer.email,
      kind: 'password-reset',
      origin: options.origin,
      message: emails.passwordReset(ctx.store.companyName, resetUrl(options.origin, token)),
    });
  }
  return { message: ACCOUNT_MESSAGES.resetRequested };
}

/**
 * POST .../secure/reset-password/. Spends the token (once, within the hour, on the host that sent it),
 * sets the new password, voids the account's other reset links and ends every session of the account.
 * The client then sends the user to /login/.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: ResetPasswordInput,
): Promise<{ message: string }> {
  const data = parseOrThrow(resetPasswordSchema, input);
  if (data.password !== data.password_confirmation)
    throw invalid({ password_confirmation: [ACCOUNT_MESSAGES.passwordConfirmation] });
  const passwordHash = await hashPassword(data.password);
  const now = new Date();
  const customer = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, sha256Hex(data.token)),
          eq(passwordResetTokens.divisionId, ctx.store.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: passwordResetTokens.customerId });
    if (!spent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, spent.customerId), isNull(passwordResetTokens.usedAt)));
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(customers.id, spent.customerId))
      .returning({ id: customers.id, email: customers.email });
    // The security notice is written with the new password: both are kept, or neither.
    if (updated)
      await queueMail(
        { ...ctx, db: tx },
        {
          to: updated.email,
          kind: 'password-changed',
          message: emails.passwordChanged(ctx.store.companyName),
        },
      );
    return updated ?? null;
  });
  if (!customer) throw invalid({ token: [ACCOUNT_MESSAGES.invalidResetToken] });
  await destroyCustomerSessions(ctx.db, customer.id);
  await clearFailures(ctx.db, accountKey(customer.email));
  return { message: ACCOUNT_MESSAGES.passwordReset };
}
