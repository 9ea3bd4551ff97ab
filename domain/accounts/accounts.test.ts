import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { currentUser } from './account-state';
import { denyAllCaptcha } from './captcha';
import { login, logout, recoveryLogin } from './login';
import { linkFromEmail } from './outbox';
import { requestPasswordReset, resetPassword } from './password-reset';
import { verifyPassword } from './passwords';
import { accountKey, failureCount, ipKey, isTooManyAttempts } from './rate-limit';
import { open, twoFactorSecretContext } from './secret-box';
import { resolveSession } from './sessions';
import { signEula, signUp, verifyEmail } from './sign-up';
import {
  customers,
  emailVerificationTokens,
  loginAttempts,
  outboxEmails,
  passwordResetTokens,
  recoveryCodes,
  sessions,
} from './tables';
import { createTestCustomer, customerContext, TEST_PASSWORD, testClient } from './testing';
import { base32Encode, totp } from './totp';
import {
  beginTwoFactorSetup,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactorForCustomer,
} from './two-factor';

/** The AppError a call fails with (or a failure of the test). */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message, errors: error.errors };
    if (isTooManyAttempts(error))
      return { status: 429, message: error.message, retryAfter: error.retryAfterSeconds };
    throw error;
  }
  throw new Error('expected the call to fail');
}

const origin = 'http://north.localhost';
const linkOptions = { origin, client: testClient };
const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe.each(testEngines)('accounts on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let otherStore: Store;
  let ctx: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'north', companyName: 'North Shop' });
    otherStore = await createTestStore(database.db, { subdomain: 'south' });
    ctx = visitorContext(database.db, store);
  });
  beforeEach(async () => {
    await database.db.delete(loginAttempts);
    await database.db.delete(outboxEmails);
  });
  afterAll(async () => {
    await database.close();
  });

  const countRows = async (table: typeof customers | typeof sessions | typeof outboxEmails) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const outbox = (to: string) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`)
      .orderBy(outboxEmails.id);

  describe('sign up and verification', () => {
    it('creates an unverified account and emails a verification link for this host', async () => {
      const result = await signUp(
        ctx,
        {
          email: 'New.Person@Example.com',
          password: TEST_PASSWORD,
          should_have_store: '1',
          dashboard_access: 0,
        },
        linkOptions,
      );
      expect(result).toEqual({
        message: 'Thanks for signing up! Please check your email for a link to verify your account.',
      });
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'new.person@example.com'));
      expect(row).toMatchObject({
        verified: false,
        signedEula: false,
        shouldHaveStore: true,
        dashboardAccess: false,
      });
      expect(row?.passwordHash?.startsWith('$argon2id$')).toBe(true);
      const [email] = await outbox('new.person@example.com');
      expect(email).toMatchObject({ kind: 'verify-email', divisionId: store.id });
      expect(email?.subject).toContain('North Shop');
      expect(linkFromEmail(email!, '/sign-up/verify/')).toMatch(
        /^http:\/\/north\.localhost\/sign-up\/verify\/\?token=[A-Za-z0-9_-]{43}$/,
      );
      expect(email?.html).toContain('href="http://north.localhost/sign-up/verify/?token=');
    });

    it('answers a taken email exactly like a new one, and tells the owner instead', async () => {
      const owner = await createTestCustomer(database.db, { email: 'taken@example.com' });
      const before = await countRows(customers);
      const result = await signUp(
        ctx,
        { email: 'TAKEN@example.com', password: 'another password 1' },
        linkOptions,
      );
      expect(result).toEqual({
        message: 'Thanks for signing up! Please check your email for a link to verify your account.',
      });
      expect(await countRows(customers)).toBe(before);
      const [email, ...rest] = await outbox('taken@example.com');
      expect(rest).toHaveLength(0);
      expect(email?.kind).toBe('sign-up-attempt');
      expect(email?.subject).toContain('Someone tried to sign up with your email');
      const [unchanged] = await database.db.select().from(customers).where(eq(customers.id, owner.id));
      expect(await verifyPassword(unchanged!.passwordHash!, TEST_PASSWORD)).toBe(true);
      // A second try within the hour does not email the owner again.
      await signUp(ctx, { email: 'taken@example.com', password: 'another password 1' }, linkOptions);
      expect(await outbox('taken@example.com')).toHaveLength(1);
    });

    it('refuses bad input with the §5 messages and writes nothing', async () => {
      const before = await countRows(customers);
      expect(
        await failure(signUp(ctx, { email: 'not-an-email', password: TEST_PASSWORD }, linkOptions)),
      ).toEqual({
        status: 422,
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      });
      expect(
        await failure(signUp(ctx, { email: 'ok@example.com', password: ' padded password ' }, linkOptions)),
      ).toMatchObject({ status: 422, message: 'Password cannot start or end with spaces' });
      expect(
        await failure(signUp(ctx, { email: 'ok@example.com', password: 'short' }, linkOptions)),
      ).toMatchObject({
        errors: { password: ['Must contain at least 12 characters'] },
      });
      expect(await failure(signUp(ctx, { email: '', password: '' } as never, linkOptions))).toMatchObject({
        errors: { email: ['This field is required'], password: ['This field is required'] },
      });
      expect(await countRows(customers)).toBe(before);
      expect(await countRows(outboxEmails)).toBe(0);
    });

    it('refuses a failed captcha and writes nothing', async () => {
      const before = await countRows(customers);
      expect(
        await failure(
          signUp(
            ctx,
            { email: 'robot@example.com', password: TEST_PASSWORD },
            { ...linkOptions, captcha: denyAllCaptcha },
          ),
        ),
      ).toMatchObject({
        status: 422,
        errors: { captcha: ['Please confirm that you are not a robot and try again.'] },
      });
      expect(await countRows(customers)).toBe(before);
    });

    it('verifies with a single-use token, signs the browser in, then the EULA opens the dashboard', async () => {
      await signUp(ctx, { email: 'verify.me@example.com', password: TEST_PASSWORD }, linkOptions);
      const [email] = await outbox('verify.me@example.com');
      const token = new URL(linkFromEmail(email!, '/sign-up/verify/')!).searchParams.get('token')!;
      const verified = await verifyEmail(ctx, { token }, { client: testClient });
      expect(verified.state.user).toMatchObject({
        email: 'verify.me@example.com',
        verified: true,
        signedEula: false,
        dashboardAccess: false,
      });
      expect(verified.session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const resolved = await resolveSession(database.db, verified.session!.token, store.id);
      expect(resolved?.customerId).toBe(verified.state.user?.id);
      expect(await failure(verifyEmail(ctx, { token }, { client: testClient }))).toEqual({
        status: 422,
        message: 'This verification link is invalid or has expired.',
        errors: { token: ['This verification link is invalid or has expired.'] },
      });
      const signed = await signEula(customerContext(database.db, store, { id: verified.state.user!.id }));
      expect(signed.user).toMatchObject({ signedEula: true, dashboardAccess: true });
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.id, verified.state.user!.id));
      expect(row?.eulaSignedAt).toBeInstanceOf(Date);
      expect(row?.verifiedAt).toBeInstanceOf(Date);
    });

    it('refuses a verification token on another store, or once expired', async () => {
      await signUp(ctx, { email: 'elsewhere@example.com', password: TEST_PASSWORD }, linkOptions);
      const [email] = await outbox('elsewhere@example.com');
      const token = new URL(linkFromEmail(email!, '/sign-up/verify/')!).searchParams.get('token')!;
      const elsewhere = visitorContext(database.db, otherStore);
      expect(await failure(verifyEmail(elsewhere, { token }, { client: testClient }))).toMatchObject({
        status: 422,
      });
      await database.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await failure(verifyEmail(ctx, { token }, { client: testClient }))).toMatchObject({
        status: 422,
      });
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'elsewhere@example.com'));
      expect(row?.verified).toBe(false);
    });

    it('needs a signed-in account to sign the EULA', async () => {
      expect(await failure(signEula(ctx))).toMatchObject({
        status: 401,
        message: 'Please log in to continue.',
      });
    });
  });

  describe('login', () => {
    it('signs in with the right password and answers the account state', async () => {
      const person = await createTestCustomer(database.db, { email: 'Login.Case@example.com' });
      const result = await login(
        ctx,
        { email: 'login.case@EXAMPLE.com', password: TEST_PASSWORD },
        { client: testClient },
      );
      expect(result.state.user).toMatchObject({
        id: person.id,
        email: 'Login.Case@example.com',
        dashboardAccess: true,
      });
      const [row] = await database.db.select().from(sessions).where(eq(sessions.id, result.session.id));
      expect(row).toMatchObject({
        customerId: person.id,
        divisionId: store.id,
        ip: '203.0.113.7',
        userAgent: 'vitest',
      });
      expect(row?.id).not.toBe(result.session.token);
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    });

    it('answers an unknown email and a wrong password identically', async () => {
      await createTestCustomer(database.db, { email: 'known@example.com' });
      const unknown = await failure(
        login(ctx, { email: 'nobody@example.com', password: TEST_PASSWORD }, { client: testClient }),
      );
      const wrong = await failure(
        login(ctx, { email: 'known@example.com', password: 'wrong password!' }, { client: testClient }),
      );
      expect(unknown).toEqual({
        status: 422,
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
      expect(wrong).toEqual(unknown);
    });

    it('rotates the session: the previous cookie stops working', async () => {
      const person = await createTestCustomer(database.db);
      const first = await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD },
        { client: testClient },
      );
      const second = await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD },
        { client: testClient, currentSessionToken: first.session.token },
      );
      expect(second.session.token).not.toBe(first.session.token);
      expect(await resolveSession(database.db, first.session.token, store.id)).toBeNull();
      expect(await resolveSession(database.db, second.session.token, store.id)).not.toBeNull();
    });

    it('keeps a session to the store whose host made it, and ends it at logout', async () => {
      const person = await createTestCustomer(database.db);
      const { session } = await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD },
        { client: testClient },
      );
      expect(await resolveSession(database.db, session.token, otherStore.id)).toBeNull();
      expect(await resolveSession(database.db, 'not a token', store.id)).toBeNull();
      expect(await logout(ctx, session.token)).toEqual({ message: 'You have been logged out.' });
      expect(await resolveSession(database.db, session.token, store.id)).toBeNull();
    });

    it('refuses an expired session and slides a live one', async () => {
      const person = await createTestCustomer(database.db);
      const { session } = await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD },
        { client: testClient },
      );
      const later = new Date(Date.now() + 10 * 60_000);
      const slid = await resolveSession(database.db, session.token, store.id, later);
      expect(slid?.refreshed).toBe(true);
      expect(slid!.expiresAt.getTime()).toBe(later.getTime() + 30 * 24 * 3600_000);
      expect((await resolveSession(database.db, session.token, store.id, later))?.refreshed).toBe(false);
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.id, session.id));
      expect(await resolveSession(database.db, session.token, store.id)).toBeNull();
    });

    it('counts a store internal user as internal except in division 12', async () => {
      const person = await createTestCustomer(database.db, {
        stores: [{ divisionId: store.id, internal: true }],
      });
      const { session, state } = await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD },
        { client: testClient },
      );
      expect(state.user?.internal).toBe(true);
      expect((await resolveSession(database.db, session.token, store.id))?.internal).toBe(true);
    });

    it('gives the captcha verifier the tokens and the address, never the password', async () => {
      const person = await createTestCustomer(database.db);
      const seen: unknown[] = [];
      const spy = {
        verify: async (tokens: unknown, context: unknown) => {
          seen.push(tokens, context);
          return true;
        },
      };
      await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD, v3captchaToken: 'v3', v2captchaToken: '' },
        { client: testClient, captcha: spy },
      );
      expect(seen).toEqual([
        { v3captchaToken: 'v3', v2captchaToken: undefined },
        { action: 'login', ip: '203.0.113.7' },
      ]);
      expect(JSON.stringify(seen)).not.toContain(TEST_PASSWORD);
    });

    it('refuses a captcha failure before looking at the password', async () => {
      const person = await createTestCustomer(database.db);
      expect(
        await failure(
          login(
            ctx,
            { email: person.email, password: TEST_PASSWORD },
            { client: testClient, captcha: denyAllCaptcha },
          ),
        ),
      ).toMatchObject({
        status: 422,
        errors: { captcha: ['Please confirm that you are not a robot and try again.'] },
      });
    });

    it('refuses malformed input with the §5 messages', async () => {
      expect(
        await failure(
          login(
            ctx,
            { email: 'a@example.com', password: 'x', twoFactorAuthCode: '12a456' },
            { client: testClient },
          ),
        ),
      ).toEqual({
        status: 422,
        message: 'Invalid authentication code',
        errors: { twoFactorAuthCode: ['Invalid authentication code'] },
      });
      expect(
        await failure(login(ctx, { email: 'a@example.com', password: '' }, { client: testClient })),
      ).toMatchObject({
        errors: { password: ['This field is required'] },
      });
    });
  });

  describe('two-factor login', () => {
    it('asks for the code, refuses a wrong one, accepts the right one once', async () => {
      const person = await createTestCustomer(database.db);
      await enableTwoFactorForCustomer(database.db, person.id, SECRET);
      const credentials = { email: person.email, password: TEST_PASSWORD };
      const asked = await failure(login(ctx, credentials, { client: testClient }));
      expect(asked).toEqual({
        status: 422,
        message: 'Invalid authentication code',
        errors: { twoFactorAuthCode: ['Invalid authentication code'] },
      });
      const code = totp(SECRET, Date.now());
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect(
        await failure(login(ctx, { ...credentials, twoFactorAuthCode: wrongCode }, { client: testClient })),
      ).toEqual(asked);
      const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
      const ok = await login(ctx, { ...credentials, twoFactorAuthCode: spaced }, { client: testClient });
      expect(ok.state.user?.twoFactorAuthEnabled).toBe(true);
      // The same code cannot be used twice.
      expect(
        await failure(login(ctx, { ...credentials, twoFactorAuthCode: code }, { client: testClient })),
      ).toEqual(asked);
      // A wrong password still says nothing about two-factor.
      expect(
        await failure(login(ctx, { ...credentials, password: 'wrong password!' }, { client: testClient })),
      ).toMatchObject({
        message: 'These credentials do not match our records.',
      });
    });

    it('signs in with a recovery code once, in any case', async () => {
      const person = await createTestCustomer(database.db);
      const codes = await enableTwoFactorForCustomer(database.db, person.id, SECRET);
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}-[A-Z0-9]{8}$/);
      const stored = await database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.customerId, person.id));
      expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
      const input = { email: person.email, password: TEST_PASSWORD, recoveryCode: codes[0]!.toLowerCase() };
      const result = await recoveryLogin(ctx, input, { client: testClient });
      expect(result.state.user?.id).toBe(person.id);
      expect(await failure(recoveryLogin(ctx, input, { client: testClient }))).toEqual({
        status: 422,
        message: 'Invalid recovery code',
        errors: { recoveryCode: ['Invalid recovery code'] },
      });
      expect(
        await failure(recoveryLogin(ctx, { ...input, recoveryCode: 'ABCDEFGH' }, { client: testClient })),
      ).toMatchObject({ errors: { recoveryCode: ['Invalid recovery code'] } });
      expect(
        await failure(
          recoveryLogin(
            ctx,
            { ...input, recoveryCode: codes[1]!, password: 'wrong password!' },
            { client: testClient },
          ),
        ),
      ).toMatchObject({ message: 'These credentials do not match our records.' });
    });

    it('sets two-factor up with an encrypted secret and a confirming code, and turns it off with the password', async () => {
      const person = await createTestCustomer(database.db);
      const own = customerContext(database.db, store, person);
      const { secret, otpauthUrl } = await beginTwoFactorSetup(own);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      const [pending] = await database.db.select().from(customers).where(eq(customers.id, person.id));
      expect(pending?.twoFactorEnabled).toBe(false);
      expect(pending?.twoFactorSecret).not.toContain(secret);
      expect(open(pending!.twoFactorSecret!, twoFactorSecretContext(person.id))).toBe(secret);
      expect(await failure(confirmTwoFactor(own, { code: '12345' }))).toMatchObject({ status: 422 });
      const { recoveryCodes: codes } = await confirmTwoFactor(own, { code: totp(secret, Date.now()) });
      expect(codes).toHaveLength(10);
      expect(await failure(beginTwoFactorSetup(own))).toMatchObject({ status: 409 });
      expect(await failure(disableTwoFactor(own, { password: 'wrong password!' }))).toMatchObject({
        status: 422,
      });
      await disableTwoFactor(own, { password: TEST_PASSWORD });
      const [off] = await database.db.select().from(customers).where(eq(customers.id, person.id));
      expect(off).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
      expect(
        await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, person.id)),
      ).toHaveLength(0);
    });
  });

  describe('rate limiting', () => {
    it('refuses the sixth try on an account within 15 minutes, even with the right password', async () => {
      const person = await createTestCustomer(database.db);
      for (let i = 0; i < 5; i += 1)
        expect(
          await failure(
            login(
              ctx,
              { email: person.email, password: 'wrong password!' },
              { client: { ...testClient, ip: `198.51.100.${i}` } },
            ),
          ),
        ).toMatchObject({ status: 422 });
      const blocked = await failure(
        login(ctx, { email: person.email, password: TEST_PASSWORD }, { client: testClient }),
      );
      expect(blocked).toMatchObject({
        status: 429,
        message: 'Too many login attempts. Please try again in 15 minutes.',
      });
      // The same limit applies to an email without an account: no enumeration through the limiter.
      for (let i = 0; i < 5; i += 1)
        await failure(
          login(ctx, { email: 'ghost@example.com', password: 'wrong password!' }, { client: testClient }),
        );
      expect(
        await failure(
          login(ctx, { email: 'ghost@example.com', password: 'wrong password!' }, { client: testClient }),
        ),
      ).toMatchObject({ status: 429 });
    });

    it('opens again once the failures leave the window, and forgets them after a success', async () => {
      const person = await createTestCustomer(database.db);
      for (let i = 0; i < 5; i += 1)
        await failure(
          login(ctx, { email: person.email, password: 'wrong password!' }, { client: testClient }),
        );
      await database.db
        .update(loginAttempts)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(loginAttempts.key, accountKey(person.email)));
      expect(
        await failure(login(ctx, { email: person.email, password: TEST_PASSWORD }, { client: testClient })),
      ).toMatchObject({ status: 429, message: 'Too many login attempts. Please try again in 4 minutes.' });
      await database.db
        .update(loginAttempts)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(loginAttempts.key, accountKey(person.email)));
      await login(ctx, { email: person.email, password: TEST_PASSWORD }, { client: testClient });
      expect(await failureCount(database.db, accountKey(person.email), 3600_000)).toBe(0);
    });

    it('limits an address to 20 failures in 15 minutes across accounts', async () => {
      const client = { ip: '192.0.2.99', userAgent: 'bot' };
      for (let i = 0; i < 20; i += 1)
        expect(
          await failure(
            login(ctx, { email: `spray${i}@example.com`, password: 'wrong password!' }, { client }),
          ),
        ).toMatchObject({ status: 422 });
      const person = await createTestCustomer(database.db);
      expect(
        await failure(login(ctx, { email: person.email, password: TEST_PASSWORD }, { client })),
      ).toMatchObject({
        status: 429,
      });
      expect(await failureCount(database.db, ipKey('192.0.2.99'), 15 * 60_000)).toBe(20);
      // Another address is not affected.
      await login(ctx, { email: person.email, password: TEST_PASSWORD }, { client: testClient });
    });

    it('counts wrong two-factor codes and recovery codes as failures', async () => {
      const person = await createTestCustomer(database.db);
      await enableTwoFactorForCustomer(database.db, person.id, SECRET);
      const code = totp(SECRET, Date.now()) === '000000' ? '111111' : '000000';
      await failure(login(ctx, { email: person.email, password: TEST_PASSWORD }, { client: testClient }));
      expect(await failureCount(database.db, accountKey(person.email), 15 * 60_000)).toBe(0);
      await failure(
        login(
          ctx,
          { email: person.email, password: TEST_PASSWORD, twoFactorAuthCode: code },
          { client: testClient },
        ),
      );
      await failure(
        recoveryLogin(
          ctx,
          { email: person.email, password: TEST_PASSWORD, recoveryCode: 'AAAAAAAA-AAAAAAAA' },
          { client: testClient },
        ),
      );
      expect(await failureCount(database.db, accountKey(person.email), 15 * 60_000)).toBe(2);
    });
  });

  describe('password reset', () => {
    const resetMessage = { message: 'If that email is registered, we have sent a reset link.' };

    it('answers the same for a registered and an unknown email', async () => {
      const person = await createTestCustomer(database.db);
      expect(await requestPasswordReset(ctx, { email: person.email }, { origin })).toEqual(resetMessage);
      expect(await requestPasswordReset(ctx, { email: 'unknown@example.com' }, { origin })).toEqual(
        resetMessage,
      );
      expect(await outbox('unknown@example.com')).toHaveLength(0);
      const [email] = await outbox(person.email);
      expect(email?.kind).toBe('password-reset');
      expect(linkFromEmail(email!, '/reset-password/')).toMatch(
        /^http:\/\/north\.localhost\/reset-password\/\?token=/,
      );
    });

    it('sends at most three links an hour, answering the same', async () => {
      const person = await createTestCustomer(database.db);
      for (let i = 0; i < 5; i += 1)
        expect(await requestPasswordReset(ctx, { email: person.email }, { origin })).toEqual(resetMessage);
      expect(await outbox(person.email)).toHaveLength(3);
    });

    it('resets once with the token, ends every session, and refuses the token again', async () => {
      const person = await createTestCustomer(database.db);
      const { session } = await login(
        ctx,
        { email: person.email, password: TEST_PASSWORD },
        { client: testClient },
      );
      await requestPasswordReset(ctx, { email: person.email }, { origin });
      await requestPasswordReset(ctx, { email: person.email }, { origin });
      const [first, second] = await outbox(person.email);
      const tokenOf = (email: typeof first) =>
        new URL(linkFromEmail(email!, '/reset-password/')!).searchParams.get('token')!;
      const input = {
        token: tokenOf(second),
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      };
      expect(await resetPassword(ctx, input)).toEqual({
        message: 'Your password has been reset. Please log in with your new password.',
      });
      expect(await resolveSession(database.db, session.token, store.id)).toBeNull();
      expect(
        await failure(login(ctx, { email: person.email, password: TEST_PASSWORD }, { client: testClient })),
      ).toMatchObject({
        status: 422,
      });
      await login(ctx, { email: person.email, password: 'a brand new password' }, { client: testClient });
      const invalidToken = {
        status: 422,
        message: 'This password reset link is invalid or has expired.',
        errors: { token: ['This password reset link is invalid or has expired.'] },
      };
      expect(
        await failure(
          resetPassword(ctx, {
            ...input,
            password: 'yet another password',
            password_confirmation: 'yet another password',
          }),
        ),
      ).toEqual(invalidToken);
      // The older link died with the reset too.
      expect(await failure(resetPassword(ctx, { ...input, token: tokenOf(first) }))).toEqual(invalidToken);
      expect((await outbox(person.email)).map((email) => email.kind)).toContain('password-changed');
    });

    it('refuses a mismatched confirmation, an expired token and another store, writing nothing', async () => {
      const person = await createTestCustomer(database.db);
      await requestPasswordReset(ctx, { email: person.email }, { origin });
      const [email] = await outbox(person.email);
      const token = new URL(linkFromEmail(email!, '/reset-password/')!).searchParams.get('token')!;
      expect(
        await failure(
          resetPassword(ctx, {
            token,
            password: 'a brand new password',
            password_confirmation: 'a brand new passwort',
          }),
        ),
      ).toEqual({
        status: 422,
        message: 'The password confirmation does not match.',
        errors: { password_confirmation: ['The password confirmation does not match.'] },
      });
      expect(
        await failure(
          resetPassword(visitorContext(database.db, otherStore), {
            token,
            password: 'a brand new password',
            password_confirmation: 'a brand new password',
          }),
        ),
      ).toMatchObject({
        status: 422,
        errors: { token: ['This password reset link is invalid or has expired.'] },
      });
      const [unused] = await database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.customerId, person.id));
      expect(unused?.usedAt).toBeNull();
      await database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.customerId, person.id));
      expect(
        await failure(
          resetPassword(ctx, {
            token,
            password: 'a brand new password',
            password_confirmation: 'a brand new password',
          }),
        ),
      ).toMatchObject({ status: 422 });
      const [row] = await database.db.select().from(customers).where(eq(customers.id, person.id));
      expect(await verifyPassword(row!.passwordHash!, TEST_PASSWORD)).toBe(true);
    });
  });

  describe('current user', () => {
    it('answers null for a visitor and the account for a customer', async () => {
      expect(await currentUser(ctx)).toEqual({ user: null });
      const person = await createTestCustomer(database.db, {
        stores: [{ divisionId: store.id }, { divisionId: otherStore.id }],
        dashboardPermissions: ['orders'],
      });
      const { user } = await currentUser(customerContext(database.db, store, person));
      expect(user).toMatchObject({
        id: person.id,
        dashboardPermissions: ['orders'],
        divisions: [{ id: store.id, role: 'owner' }],
        staff: null,
      });
      const rows = await database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.customerId, person.id)));
      expect(rows).toHaveLength(0);
    });
  });
});
