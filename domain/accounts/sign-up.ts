import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import { isSameSiteRedirect } from '../../core/links';
import { mergeVisitorIntoCustomer } from '../basket';
import type { ServiceContext } from '../context';
import { type AccountState, internalOn, loadAccountUser, requireCustomer } from './account-state';
import { guardAttempt } from './automation-limits';
import { type CaptchaVerifier, configuredCaptcha, requireCaptcha } from './captcha';
import { emails } from './emails';
import { ACCOUNT_MESSAGES } from './messages';
import { queueMail } from './outbox';
import { hashPassword } from './passwords';
import { recordFailure, retryAfterMs } from './rate-limit';
import { type SignUpInput, signUpSchema, type VerifyEmailInput, verifyEmailSchema } from './schemas';
import { type ClientInfo, type NewSession, rotateSession } from './sessions';
import { customers, emailVerificationTokens } from './tables';
import { randomToken, sha256Hex } from './tokens';

/** Verification links last 24 hours. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60_000;
const ATTEMPT_EMAIL_LIMIT = { max: 1, windowMs: 60 * 60_000 };
const VERIFICATION_EMAIL_LIMIT = { max: 3, windowMs: 60 * 60_000 };

export interface LinkOptions {
  /** Scheme and host of the store the request came to, e.g. 'https://demo.printfront.example'. */
  origin: string;
}

/**
 * The emailed link that confirms an address; `returnTo`, a same-site path the person signed up from, rides
 * along so confirming brings them back there.
 */
export const verifyUrl = (origin: string, token: string, returnTo: string | null = null) =>
  `${origin}/sign-up/verify/?token=${encodeURIComponent(token)}${
    returnTo && isSameSiteRedirect(returnTo) ? `&redirect_uri=${encodeURIComponent(returnTo)}` : ''
  }`;

async function sendVerification(
  ctx: ServiceContext,
  customerId: number,
  email: string,
  origin: string,
  returnTo: string | null = null,
) {
  const token = randomToken(32);
  const now = new Date();
  await ctx.db.insert(emailVerificationTokens).values({
    id: sha256Hex(token),
    customerId,
    divisionId: ctx.store.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  await queueMail(ctx, {
    to: email,
    kind: 'verify-email',
    origin,
    message: emails.verify(ctx.store.companyName, verifyUrl(origin, token, returnTo)),
  });
}

/**
 * POST /shop/customer/create/. Creates an unverified account and emails a verification link. An email that
 * already has an account gets the same answer (no enumeration), and its owner an email saying so.
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignUpInput,
  options: LinkOptions & { client: ClientInfo; captcha?: CaptchaVerifier; returnTo?: string | null },
): Promise<{ message: string }> {
  const data = parseOrThrow(signUpSchema, input);
  const tokens = { v3captchaToken: data.v3captchaToken, v2captchaToken: data.v2captchaToken };
  await requireCaptcha(
    tokens,
    { action: 'sign-up', ip: options.client.ip },
    options.captcha ?? configuredCaptcha(),
  );
  // Sign-ups per address, per email and per store, so fresh cookies or addresses alone do not get through.
  await guardAttempt(ctx, 'sign-up', { ip: options.client.ip, email: data.email });
  // Hash first on every path, so a taken email answers as slowly as a free one.
  const passwordHash = await hashPassword(data.password);
  // The account and its verification email are kept together, or neither.
  const created = await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(customers)
      .values({
        uuid: randomUUID(),
        email: data.email,
        passwordHash,
        shouldHaveStore: data.should_have_store,
        dashboardAccess: data.dashboard_access,
      })
      .onConflictDoNothing()
      .returning({ id: customers.id, email: customers.email });
    if (account)
      await sendVerification(
        { ...ctx, db: tx },
        account.id,
        account.email,
        options.origin,
        options.returnTo ?? null,
      );
    return account;
  });
  if (created) return { message: ACCOUNT_MESSAGES.signedUp };
  const [existing] = await ctx.db
    .select({ email: customers.email })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${data.email}`)
    .limit(1);
  const key = `sign-up-attempt:${data.email}`;
  if (existing && (await retryAfterMs(ctx.db, key, ATTEMPT_EMAIL_LIMIT)) === 0) {
    await recordFailure(ctx.db, [key]);
    await queueMail(ctx, {
      to: existing.email,
      kind: 'sign-up-attempt',
      origin: options.origin,
      message: emails.signUpAttempt(
        ctx.store.companyName,
        `${options.origin}/login/`,
        `${options.origin}/forgot-password/`,
      ),
    });
  }
  return { message: ACCOUNT_MESSAGES.signedUp };
}

/** Sends the signed-in, unverified account a new verification link (at most 3 an hour). */
export async function resendVerification(
  ctx: ServiceContext,
  options: LinkOptions,
): Promise<{ message: string }> {
  const actor = requireCustomer(ctx);
  const [customer] = await ctx.db
    .select({ id: customers.id, email: customers.email, verified: customers.verified })
    .from(customers)
    .where(eq(customers.id, actor.customerId))
    .limit(1);
  const key = `verification-email:${actor.customerId}`;
  if (customer && !customer.verified && (await retryAfterMs(ctx.db, key, VERIFICATION_EMAIL_LIMIT)) === 0) {
    await recordFailure(ctx.db, [key]);
    await sendVerification(ctx, customer.id, customer.email, options.origin);
  }
  return { message: ACCOUNT_MESSAGES.verificationSent };
}

export interface SessionResult {
  state: AccountState;
  /** A new session to set as the cookie, or null when none was started. */
  session: NewSession | null;
}

/**
 * POST .../secure/verify-email/: spends a verification token (single use, 24 hours, only on the host that
 * sent it), marks the email verified and, unless the account has two-factor on, signs the browser in.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  input: VerifyEmailInput,
  options: { client: ClientInfo; currentSessionToken?: string | null },
): Promise<SessionResult> {
  const { token } = parseOrThrow(verifyEmailSchema, input);
  const now = new Date();
  const [spent] = await ctx.db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.id, sha256Hex(token)),
        eq(emailVerificationTokens.divisionId, ctx.store.id),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: emailVerificationTokens.customerId });
  if (!spent) throw invalid({ token: [ACCOUNT_MESSAGES.invalidVerificationToken] });
  const [customer] = await ctx.db
    .update(customers)
    .set({
      verified: true,
      verifiedAt: sql`coalesce(${customers.verifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(customers.id, spent.customerId))
    .returning({ id: customers.id, twoFactorEnabled: customers.twoFactorEnabled });
  if (!customer) throw invalid({ token: [ACCOUNT_MESSAGES.invalidVerificationToken] });
  const signedIn =
    ctx.actor.kind === 'customer' && ctx.actor.customerId === customer.id
      ? { internal: ctx.actor.internal, session: null }
      : customer.twoFactorEnabled
        ? null
        : {
            internal: await internalOn(ctx, customer.id),
            session: await rotateSession(ctx.db, options.currentSessionToken, {
              customerId: customer.id,
              divisionId: ctx.store.id,
              client: options.client,
            }),
          };
  if (!signedIn) return { state: { user: null }, session: null };
  // Signed in by the link: the browser's basket and favourites join the account's.
  if (signedIn.session) await mergeVisitorIntoCustomer(ctx, customer.id);
  return {
    state: { user: await loadAccountUser(ctx, customer.id, signedIn.internal) },
    session: signedIn.session,
  };
}

/** POST .../secure/eula/: the signed-in account accepts the EULA (the first acceptance time is kept). */
export async function signEula(ctx: ServiceContext): Promise<AccountState> {
  const actor = requireCustomer(ctx);
  await ctx.db
    .update(customers)
    .set({ signedEula: true, eulaSignedAt: sql`coalesce(${customers.eulaSignedAt}, now())` })
    .where(eq(customers.id, actor.customerId));
  return { user: await loadAccountUser(ctx, actor.customerId, actor.internal) };
}
