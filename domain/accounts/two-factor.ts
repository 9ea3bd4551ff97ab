import { and, eq } from 'drizzle-orm';
import { conflict, invalid, parseOrThrow } from '../../core/errors';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { requireCustomer } from './account-state';
import { emails } from './emails';
import { ACCOUNT_MESSAGES } from './messages';
import { queueMail } from './outbox';
import { verifyPassword } from './passwords';
import { assertUnderLimits, type Limit, recordFailure } from './rate-limit';
import { confirmPasswordSchema, twoFactorCodeSchema } from './schemas';
import { open, seal, twoFactorSecretContext } from './secret-box';
import { customers, recoveryCodes } from './tables';
import { generateRecoveryCode, recoveryCodeHash } from './tokens';
import { generateTotpSecret, otpauthUri, verifyTotp } from './totp';

export const RECOVERY_CODE_COUNT = 10;

async function loadCustomer(ctx: ServiceContext) {
  const actor = requireCustomer(ctx);
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, actor.customerId)).limit(1);
  if (!customer) throw invalid({ password: [ACCOUNT_MESSAGES.notLoggedIn] });
  return customer;
}

/** Replaces a customer's recovery codes with new ones; answers them in the clear, once. */
export async function replaceRecoveryCodes(db: Database, customerId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ customerId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/**
 * Turns two-factor on for a customer with a known base32 secret, without a code; answers the recovery
 * codes. For the demo seed and tests; people go through beginTwoFactorSetup and confirmTwoFactor.
 */
export async function enableTwoFactorForCustomer(
  db: Database,
  customerId: number,
  secretBase32: string,
): Promise<string[]> {
  await db
    .update(customers)
    .set({
      twoFactorSecret: seal(secretBase32, twoFactorSecretContext(customerId)),
      twoFactorEnabled: true,
      twoFactorLastStep: null,
    })
    .where(eq(customers.id, customerId));
  return replaceRecoveryCodes(db, customerId);
}

/** Starts setup: a new secret, kept encrypted until a code confirms it. */
export async function beginTwoFactorSetup(
  ctx: ServiceContext,
): Promise<{ secret: string; otpauthUrl: string }> {
  const customer = await loadCustomer(ctx);
  if (customer.twoFactorEnabled) throw conflict(ACCOUNT_MESSAGES.twoFactorAlreadyEnabled);
  const secret = generateTotpSecret();
  await ctx.db
    .update(customers)
    .set({ twoFactorSecret: seal(secret, twoFactorSecretContext(customer.id)), twoFactorLastStep: null })
    .where(and(eq(customers.id, customer.id), eq(customers.twoFactorEnabled, false)));
  return { secret, otpauthUrl: otpauthUri(secret, customer.email, ctx.store.companyName) };
}

/** Confirms setup with a code from the app: two-factor goes on and the recovery codes are answered once. */
export async function confirmTwoFactor(
  ctx: ServiceContext,
  input: { code: string },
): Promise<{ recoveryCodes: string[] }> {
  const { code } = parseOrThrow(twoFactorCodeSchema, input);
  const customer = await loadCustomer(ctx);
  if (customer.twoFactorEnabled) throw conflict(ACCOUNT_MESSAGES.twoFactorAlreadyEnabled);
  const secret = customer.twoFactorSecret
    ? open(customer.twoFactorSecret, twoFactorSecretContext(customer.id))
    : null;
  if (!secret) throw invalid({ code: [ACCOUNT_MESSAGES.twoFactorNotStarted] });
  const step = verifyTotp(secret, code, Date.now());
  if (step === null) throw invalid({ code: [ACCOUNT_MESSAGES.invalidTwoFactorCode] });
  // The security notice is written with the change: both are kept, or neither.
  const codes = await ctx.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ twoFactorEnabled: true, twoFactorLastStep: step })
      .where(eq(customers.id, customer.id));
    const made = await replaceRecoveryCodes(tx, customer.id);
    await queueMail(
      { ...ctx, db: tx },
      {
        to: customer.email,
        kind: 'two-factor-enabled',
        message: emails.twoFactorEnabled(ctx.store.companyName),
      },
    );
    return made;
  });
  return { recoveryCodes: codes };
}

/** Wrong passwords the re-check (turning two-factor off, new recovery codes) takes per account. */
export const RECHECK_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };
export const recheckKey = (customerId: number) => `recheck:customer:${customerId}`;

/** The password again, as re-authentication; too many wrong ones lock the re-check out (429). */
async function requirePassword(
  db: Database,
  customer: { id: number; passwordHash: string | null },
  password: string,
) {
  const key = recheckKey(customer.id);
  await assertUnderLimits(db, [{ key, limit: RECHECK_LIMIT }]);
  if (!customer.passwordHash || !(await verifyPassword(customer.passwordHash, password))) {
    await recordFailure(db, [key]);
    throw invalid({ password: [ACCOUNT_MESSAGES.wrongPassword] });
  }
}

/** Turns two-factor off (the password again, as re-authentication); the secret and codes are deleted. */
export async function disableTwoFactor(
  ctx: ServiceContext,
  input: { password: string },
): Promise<{ message: string }> {
  const { password } = parseOrThrow(confirmPasswordSchema, input);
  const customer = await loadCustomer(ctx);
  if (!customer.twoFactorEnabled) throw conflict(ACCOUNT_MESSAGES.twoFactorNotEnabled);
  await requirePassword(ctx.db, customer, password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null })
      .where(eq(customers.id, customer.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id));
    await queueMail(
      { ...ctx, db: tx },
      {
        to: customer.email,
        kind: 'two-factor-disabled',
        message: emails.twoFactorDisabled(ctx.store.companyName),
      },
    );
  });
  return { message: ACCOUNT_MESSAGES.twoFactorDisabled };
}

/** New recovery codes (the password again); the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: ServiceContext,
  input: { password: string },
): Promise<{ recoveryCodes: string[] }> {
  const { password } = parseOrThrow(confirmPasswordSchema, input);
  const customer = await loadCustomer(ctx);
  if (!customer.twoFactorEnabled) throw conflict(ACCOUNT_MESSAGES.twoFactorNotEnabled);
  await requirePassword(ctx.db, customer, password);
  return { recoveryCodes: await replaceRecoveryCodes(ctx.db, customer.id) };
}
