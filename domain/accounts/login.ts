import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import { mergeVisitorIntoCustomer } from '../basket';
import type { ServiceContext } from '../context';
import { internalOn, loadAccountUser } from './account-state';
import { type CaptchaAction, type CaptchaVerifier, configuredCaptcha, requireCaptcha } from './captcha';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import {
  accountKey,
  assertUnderLimits,
  clearFailures,
  ipKey,
  LOGIN_LIMITS,
  recordFailure,
} from './rate-limit';
import {
  type LoginInput,
  loginSchema,
  type RecoveryLoginInput,
  recoveryLoginSchema,
  twoFactorStepSchema,
} from './schemas';
import { open, twoFactorSecretContext } from './secret-box';
import { type ClientInfo, destroySession, rotateSession } from './sessions';
import type { SessionResult } from './sign-up';
import { customers, loginChallenges, recoveryCodes } from './tables';
import { randomToken, recoveryCodeHash, sha256Hex } from './tokens';
import { verifyTotp } from './totp';

export interface LoginOptions {
  client: ClientInfo;
  /** The browser's current session cookie, ended at login (rotation). */
  currentSessionToken?: string | null;
  captcha?: CaptchaVerifier;
}

export interface LoginResult extends SessionResult {
  session: NonNullable<SessionResult['session']>;
}

type Customer = typeof customers.$inferSelect;

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the email is unknown, so both cases take as long. */
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
};

const badCredentials = () => invalid({ email: [ACCOUNT_MESSAGES.badCredentials] });

/**
 * The shared first step of every login: captcha, rate limits, then the password. Unknown email and wrong
 * password fail alike (same message, same work, same failure count).
 */
async function checkPassword(
  ctx: ServiceContext,
  data: { email: string; password: string; v3captchaToken?: string; v2captchaToken?: string },
  options: LoginOptions,
  action: CaptchaAction,
): Promise<{ customer: Customer; failureKeys: string[] }> {
  const tokens = { v3captchaToken: data.v3captchaToken, v2captchaToken: data.v2captchaToken };
  await requireCaptcha(tokens, { action, ip: options.client.ip }, options.captcha ?? configuredCaptcha());
  const failureKeys = [accountKey(data.email), ipKey(options.client.ip)];
  await assertUnderLimits(ctx.db, [
    { key: failureKeys[0] as string, limit: LOGIN_LIMITS.account },
    { key: failureKeys[1] as string, limit: LOGIN_LIMITS.ip },
  ]);
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${data.email}`)
    .limit(1);
  const passwordOk = await verifyPassword(
    customer?.passwordHash ?? (await dummyPasswordHash()),
    data.password,
  );
  if (!customer?.passwordHash || !passwordOk) {
    await recordFailure(ctx.db, failureKeys);
    throw badCredentials();
  }
  return { customer, failureKeys };
}

async function startSession(
  ctx: ServiceContext,
  customer: Customer,
  options: LoginOptions,
): Promise<LoginResult> {
  await clearFailures(ctx.db, accountKey(customer.email));
  const session = await rotateSession(ctx.db, options.currentSessionToken, {
    customerId: customer.id,
    divisionId: ctx.store.id,
    client: options.client,
  });
  // The browser's basket and favourites join the account's.
  await mergeVisitorIntoCustomer(ctx, customer.id);
  const internal = await internalOn(ctx, customer.id);
  return { state: { user: await loadAccountUser(ctx, customer.id, internal) }, session };
}

/** The step a two-factor code matches, refusing replays; null when it does not match. */
async function spendTwoFactorCode(
  ctx: ServiceContext,
  customer: Customer,
  code: string,
): Promise<number | null> {
  const secret = customer.twoFactorSecret
    ? open(customer.twoFactorSecret, twoFactorSecretContext(customer.id))
    : null;
  if (!secret) return null;
  const step = verifyTotp(secret, code, Date.now(), customer.twoFactorLastStep);
  if (step === null) return null;
  const [updated] = await ctx.db
    .update(customers)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(customers.id, customer.id),
        or(isNull(customers.twoFactorLastStep), lt(customers.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: customers.id });
  return updated ? step : null;
}

/**
 * POST .../secure/login/. Wrong credentials: 422 'These credentials do not match our records.' An account
 * with two-factor on needs twoFactorAuthCode: missing or wrong, 422 with errors.twoFactorAuthCode
 * ['Invalid authentication code']. Too many failures: TooManyAttemptsError (429). Success rotates the session.
 */
export async function login(
  ctx: ServiceContext,
  input: LoginInput,
  options: LoginOptions,
): Promise<LoginResult> {
  const data = parseOrThrow(loginSchema, input);
  const { customer, failureKeys } = await checkPassword(ctx, data, options, 'login');
  if (customer.twoFactorEnabled) {
    const codeError = invalid({ twoFactorAuthCode: [ACCOUNT_MESSAGES.invalidTwoFactorCode] });
    if (!data.twoFactorAuthCode) throw codeError;
    if ((await spendTwoFactorCode(ctx, customer, data.twoFactorAuthCode)) === null) {
      await recordFailure(ctx.db, failureKeys);
      throw codeError;
    }
  }
  return startSession(ctx, customer, options);
}

/**
 * POST .../secure/recovery-login/: email, password and one unused recovery code (spent by this login).
 * A wrong or used code: 422 with errors.recoveryCode ['Invalid recovery code'].
 */
export async function recoveryLogin(
  ctx: ServiceContext,
  input: RecoveryLoginInput,
  options: LoginOptions,
): Promise<LoginResult> {
  const data = parseOrThrow(recoveryLoginSchema, input);
  const { customer, failureKeys } = await checkPassword(ctx, data, options, 'recovery-login');
  const [spent] = customer.twoFactorEnabled
    ? await ctx.db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.customerId, customer.id),
            eq(recoveryCodes.codeHash, recoveryCodeHash(data.recoveryCode)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id })
    : [];
  if (!spent) {
    await recordFailure(ctx.db, failureKeys);
    throw invalid({ recoveryCode: [ACCOUNT_MESSAGES.invalidRecoveryCode] });
  }
  return startSession(ctx, customer, options);
}

/** POST .../secure/logout/: ends the browser's session. */
export async function logout(
  ctx: ServiceContext,
  sessionToken: string | null | undefined,
): Promise<{ message: string }> {
  await destroySession(ctx.db, sessionToken, ctx.store.id);
  return { message: ACCOUNT_MESSAGES.loggedOut };
}

/** How long the second step of a two-factor login may wait for its code. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent. */
export const LOGIN_CHALLENGE_MAX_FAILURES = 5;

export type PasswordStepResult =
  | { kind: 'signed-in'; result: LoginResult }
  | { kind: 'two-factor'; challenge: string; expiresAt: Date };

export interface ChallengeOptions extends LoginOptions {
  /** The browser's pf_visitor id: the challenge works only in the browser that passed the password. */
  visitorId: string | null;
  now?: Date;
}

/**
 * The form login's first step: email and password. An account without two-factor is signed in; one with it
 * gets a challenge, a random token for the page whose record (hashed, five minutes, single use, bound to
 * this store and browser) stays on the server. Neither the password nor anything derived from it leaves.
 */
export async function loginPasswordStep(
  ctx: ServiceContext,
  input: { email: string; password: string },
  options: ChallengeOptions,
): Promise<PasswordStepResult> {
  const data = parseOrThrow(loginSchema, input);
  const { customer } = await checkPassword(ctx, data, options, 'login');
  if (!customer.twoFactorEnabled)
    return { kind: 'signed-in', result: await startSession(ctx, customer, options) };
  const now = options.now ?? new Date();
  const challenge = randomToken(32);
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS);
  await ctx.db.insert(loginChallenges).values({
    id: sha256Hex(challenge),
    customerId: customer.id,
    divisionId: ctx.store.id,
    visitorId: options.visitorId ?? '',
    createdAt: now,
    expiresAt,
  });
  return { kind: 'two-factor', challenge, expiresAt };
}

export const challengeExpired = () =>
  invalid({ challenge: [ACCOUNT_MESSAGES.loginChallengeExpired] }, ACCOUNT_MESSAGES.loginChallengeExpired);

/**
 * The second step: the challenge and the code. An unknown, expired, spent or other browser's challenge is
 * 422 'Your sign-in took too long. Please log in again.'; a wrong code is 422 on twoFactorAuthCode and counts
 * against the account's login limit and the challenge (spent after five). The right code spends the
 * challenge and signs in, once.
 */
export async function loginTwoFactorStep(
  ctx: ServiceContext,
  input: { challenge: string; twoFactorAuthCode: string },
  options: ChallengeOptions,
): Promise<LoginResult> {
  const now = options.now ?? new Date();
  const id = sha256Hex(String(input.challenge ?? ''));
  const [row] = await ctx.db
    .select({ challenge: loginChallenges, customer: customers })
    .from(loginChallenges)
    .innerJoin(customers, eq(customers.id, loginChallenges.customerId))
    .where(
      and(
        eq(loginChallenges.id, id),
        eq(loginChallenges.divisionId, ctx.store.id),
        eq(loginChallenges.visitorId, options.visitorId ?? ''),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw challengeExpired();
  const { customer } = row;
  const failureKeys = [accountKey(customer.email), ipKey(options.client.ip)];
  await assertUnderLimits(ctx.db, [
    { key: failureKeys[0] as string, limit: LOGIN_LIMITS.account },
    { key: failureKeys[1] as string, limit: LOGIN_LIMITS.ip },
  ]);
  const codeError = invalid({ twoFactorAuthCode: [ACCOUNT_MESSAGES.invalidTwoFactorCode] });
  const code = parseOrThrow(twoFactorStepSchema, { twoFactorAuthCode: input.twoFactorAuthCode });
  if ((await spendTwoFactorCode(ctx, customer, code.twoFactorAuthCode)) === null) {
    await recordFailure(ctx.db, failureKeys);
    await ctx.db
      .update(loginChallenges)
      .set({
        failures: sql`${loginChallenges.failures} + 1`,
        usedAt: sql`case when ${loginChallenges.failures} + 1 >= ${LOGIN_CHALLENGE_MAX_FAILURES} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(loginChallenges.id, id));
    throw codeError;
  }
  const [spent] = await ctx.db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  if (!spent) throw challengeExpired();
  return startSession(ctx, customer, options);
}

/** Deletes challenges that ended (expired or spent); for the clean-up job. Answers how many went. */
export async function pruneLoginChallenges(db: ServiceContext['db'], now = new Date()): Promise<number> {
  const gone = await db
    .delete(loginChallenges)
    .where(or(lte(loginChallenges.expiresAt, now), isNotNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return gone.length;
}
