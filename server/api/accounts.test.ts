import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  denyAllCaptcha,
  enableTwoFactorForCustomer,
  linkFromEmail,
  loginAttempts,
  outboxEmails,
  sessions,
} from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import { base32Encode, totp } from '../../domain/accounts/totp';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import type { Store } from '../../domain/stores';
import { createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { type Browser, browser, buildAccountsTestApp } from './accounts.testing';

const SECURE = '/omnis/v3/dashboard/secure';
const CREATE = '/omnis/v3/shop/customer/create/';
const HOST = 'acct-north.localhost';
const OTHER_HOST = 'acct-south.localhost';
const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const BAD_CREDENTIALS = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

describe.each(testEngines)('account API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'acct-north', companyName: 'North Shop' });
    await createTestStore(database.db, { subdomain: 'acct-south' });
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  beforeEach(async () => {
    await database.db.delete(loginAttempts);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const count = async (table: typeof customers | typeof sessions | typeof outboxEmails) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const latestEmail = async (to: string) => {
    const rows = await database.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`)
      .orderBy(outboxEmails.id);
    return rows[rows.length - 1];
  };
  const tokenFrom = async (to: string, path: string) =>
    new URL(linkFromEmail((await latestEmail(to))!, path)!).searchParams.get('token')!;
  async function signedIn(email: string, password = TEST_PASSWORD): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', `${SECURE}/login/`, HOST, { email, password });
    expect(response.statusCode).toBe(200);
    return person;
  }

  describe('POST /shop/customer/create/', () => {
    it('signs up and records the verification email in the outbox', async () => {
      const response = await client.send('POST', CREATE, HOST, {
        email: 'api.new@example.com',
        password: TEST_PASSWORD,
        v3captchaToken: 'token',
        v2captchaToken: '',
        should_have_store: 1,
        dashboard_access: '1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Thanks for signing up! Please check your email for a link to verify your account.',
      });
      expect(response.headers['set-cookie']).not.toContain('pf_session');
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'api.new@example.com'));
      expect(row).toMatchObject({ verified: false, shouldHaveStore: true, dashboardAccess: true });
      expect(linkFromEmail((await latestEmail('api.new@example.com'))!, '/sign-up/verify/')).toMatch(
        /^http:\/\/acct-north\.localhost\/sign-up\/verify\/\?token=/,
      );
    });

    it('answers a taken email with the same status and body, creating nothing', async () => {
      await createTestCustomer(database.db, { email: 'api.taken@example.com' });
      const before = await count(customers);
      const fresh = await client.send('POST', CREATE, HOST, {
        email: 'api.free@example.com',
        password: TEST_PASSWORD,
      });
      const taken = await client.send('POST', CREATE, HOST, {
        email: 'API.Taken@example.com',
        password: TEST_PASSWORD,
      });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect(await count(customers)).toBe(before + 1);
      expect((await latestEmail('api.taken@example.com'))?.kind).toBe('sign-up-attempt');
    });

    it('refuses bad input with 422, the exact message, and writes nothing', async () => {
      const before = { customers: await count(customers), emails: await count(outboxEmails) };
      const bad = await client.send('POST', CREATE, HOST, {
        email: 'api.bad@example.com',
        password: 'trailing space ',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: 'Password cannot start or end with spaces',
        errors: { password: ['Password cannot start or end with spaces'] },
      });
      const flags = await client.send('POST', CREATE, HOST, {
        email: 'api.bad@example.com',
        password: TEST_PASSWORD,
        should_have_store: 'yes',
      });
      expect(flags.statusCode).toBe(422);
      expect(flags.json().errors).toEqual({ should_have_store: ['Must be 0 or 1'] });
      const empty = await client.send('POST', CREATE, HOST, {});
      expect(empty.json()).toEqual({
        message: 'This field is required',
        errors: { email: ['This field is required'], password: ['This field is required'] },
      });
      expect({ customers: await count(customers), emails: await count(outboxEmails) }).toEqual(before);
    });

    it('answers 404 on an unknown host and 419 without the XSRF header', async () => {
      expect(
        (await client.send('POST', CREATE, 'nobody.localhost', { email: 'x@example.com' })).statusCode,
      ).toBe(404);
      const forged = await app.inject({
        method: 'POST',
        url: CREATE,
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: { email: 'forged@example.com', password: TEST_PASSWORD },
      });
      expect(forged.statusCode).toBe(419);
    });
  });

  describe('verification and EULA', () => {
    it('takes a new account from sign-up through verification and the EULA to dashboard access', async () => {
      const person = browser(client);
      await person.send('POST', CREATE, HOST, { email: 'api.journey@example.com', password: TEST_PASSWORD });
      const token = await tokenFrom('api.journey@example.com', '/sign-up/verify/');
      const verified = await person.send('POST', `${SECURE}/verify-email/`, HOST, { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user).toMatchObject({
        email: 'api.journey@example.com',
        verified: true,
        signedEula: false,
      });
      const cookie = verified.cookies.find((entry) => entry.name === 'pf_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const signed = await person.send('POST', `${SECURE}/eula/`, HOST);
      expect(signed.statusCode).toBe(200);
      expect(signed.json().user).toMatchObject({ signedEula: true, dashboardAccess: true });
      expect((await person.get(`${SECURE}/get/`, HOST)).json().user.dashboardAccess).toBe(true);
      const again = await client.send('POST', `${SECURE}/verify-email/`, HOST, { token });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: 'This verification link is invalid or has expired.',
        errors: { token: ['This verification link is invalid or has expired.'] },
      });
    });

    it('refuses a missing token, and the EULA without a session', async () => {
      const missing = await client.send('POST', `${SECURE}/verify-email/`, HOST, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        message: 'This field is required',
        errors: { token: ['This field is required'] },
      });
      const eula = await client.send('POST', `${SECURE}/eula/`, HOST);
      expect(eula.statusCode).toBe(401);
      expect(eula.json()).toEqual({ message: 'Please log in to continue.' });
    });
  });

  describe('POST .../secure/login/ and GET .../secure/get/', () => {
    it('logs in with an httpOnly SameSite cookie that GET .../get/ recognises', async () => {
      const person = await createTestCustomer(database.db, { email: 'api.login@example.com' });
      const visitor = browser(client);
      const anonymous = await visitor.get(`${SECURE}/get/`, HOST);
      expect(anonymous.json()).toEqual({ user: null });
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const response = await visitor.send('POST', `${SECURE}/login/`, HOST, {
        email: 'API.Login@example.com',
        password: TEST_PASSWORD,
        twoFactorAuthCode: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: person.id, email: 'api.login@example.com' });
      const cookie = response.cookies.find((entry) => entry.name === 'pf_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
      expect((await visitor.get(`${SECURE}/get/`, HOST)).json().user.id).toBe(person.id);
    });

    it('answers an unknown email and a wrong password with the same status and body', async () => {
      await createTestCustomer(database.db, { email: 'api.known@example.com' });
      const unknown = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: 'api.nobody@example.com',
        password: 'guess guess guess',
      });
      const wrong = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: 'api.known@example.com',
        password: 'guess guess guess',
      });
      expect(unknown.statusCode).toBe(422);
      expect(wrong.statusCode).toBe(422);
      expect(unknown.json()).toEqual(BAD_CREDENTIALS);
      expect(wrong.body).toBe(unknown.body);
    });

    it('rotates the session at login: the old cookie no longer works', async () => {
      const person = await createTestCustomer(database.db);
      const visitor = await signedIn(person.email);
      const oldToken = visitor.cookies.pf_session!;
      await visitor.send('POST', `${SECURE}/login/`, HOST, { email: person.email, password: TEST_PASSWORD });
      expect(visitor.cookies.pf_session).not.toBe(oldToken);
      const stale = await client.get(`${SECURE}/get/`, HOST, { cookie: `pf_session=${oldToken}` });
      expect(stale.json()).toEqual({ user: null });
      expect((await visitor.get(`${SECURE}/get/`, HOST)).json().user.id).toBe(person.id);
    });

    it('does not carry a session to another store', async () => {
      const person = await createTestCustomer(database.db);
      const visitor = await signedIn(person.email);
      const elsewhere = await client.get(`${SECURE}/get/`, OTHER_HOST, {
        cookie: `pf_session=${visitor.cookies.pf_session}`,
      });
      expect(elsewhere.json()).toEqual({ user: null });
    });

    it('asks for the two-factor code, distinguishably, and accepts it', async () => {
      const person = await createTestCustomer(database.db);
      await enableTwoFactorForCustomer(database.db, person.id, SECRET);
      const asked = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(asked.statusCode).toBe(422);
      expect(asked.json()).toEqual({
        message: 'Invalid authentication code',
        errors: { twoFactorAuthCode: ['Invalid authentication code'] },
      });
      expect(asked.cookies.find((entry) => entry.name === 'pf_session')).toBeUndefined();
      const code = totp(SECRET, Date.now());
      const ok = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: person.email,
        password: TEST_PASSWORD,
        twoFactorAuthCode: `${code.slice(0, 3)} ${code.slice(3)}`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.twoFactorAuthEnabled).toBe(true);
    });

    it('answers 429 with the minutes to wait after 5 failures on an account', async () => {
      const person = await createTestCustomer(database.db);
      for (let i = 0; i < 5; i += 1) {
        const failed = await client.send('POST', `${SECURE}/login/`, HOST, {
          email: person.email,
          password: 'guess guess guess',
        });
        expect(failed.statusCode).toBe(422);
      }
      const blocked = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many login attempts. Please try again in 15 minutes.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(blocked.cookies.find((entry) => entry.name === 'pf_session')).toBeUndefined();
    });

    it('answers 429 after 20 failures from one address', async () => {
      const headers = { 'x-forwarded-for': '198.51.100.20' };
      for (let i = 0; i < 20; i += 1)
        await client.send(
          'POST',
          `${SECURE}/login/`,
          HOST,
          { email: `api.spray${i}@example.com`, password: 'guess guess guess' },
          headers,
        );
      const person = await createTestCustomer(database.db);
      const blocked = await client.send(
        'POST',
        `${SECURE}/login/`,
        HOST,
        { email: person.email, password: TEST_PASSWORD },
        headers,
      );
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('refuses malformed input with the §5 messages', async () => {
      const response = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: 'api.known@example.com',
        password: TEST_PASSWORD,
        twoFactorAuthCode: '1234567',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Invalid authentication code',
        errors: { twoFactorAuthCode: ['Invalid authentication code'] },
      });
      expect(
        (await client.send('POST', `${SECURE}/login/`, HOST, { email: 'x', password: 'y' })).json().errors,
      ).toEqual({
        email: ['Please enter a valid email address'],
      });
    });

    it('refuses a failed captcha with a verifier that denies', async () => {
      const { app: strict } = await buildAccountsTestApp(database, { captcha: denyAllCaptcha });
      const strictClient = await apiClient(strict);
      const person = await createTestCustomer(database.db);
      const response = await strictClient.send('POST', `${SECURE}/login/`, HOST, {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        captcha: ['Please confirm that you are not a robot and try again.'],
      });
      const before = await count(customers);
      const signUp = await strictClient.send('POST', CREATE, HOST, {
        email: 'api.robot@example.com',
        password: TEST_PASSWORD,
      });
      expect(signUp.statusCode).toBe(422);
      expect(await count(customers)).toBe(before);
      await strict.close();
    });
  });

  describe('POST .../secure/recovery-login/', () => {
    it('logs in with a recovery code once', async () => {
      const person = await createTestCustomer(database.db);
      const [code] = await enableTwoFactorForCustomer(database.db, person.id, SECRET);
      const body = { email: person.email, password: TEST_PASSWORD, recoveryCode: code };
      const ok = await client.send('POST', `${SECURE}/recovery-login/`, HOST, body);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.id).toBe(person.id);
      expect(ok.cookies.find((entry) => entry.name === 'pf_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await client.send('POST', `${SECURE}/recovery-login/`, HOST, body);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: 'Invalid recovery code',
        errors: { recoveryCode: ['Invalid recovery code'] },
      });
      const malformed = await client.send('POST', `${SECURE}/recovery-login/`, HOST, {
        ...body,
        recoveryCode: 'ABCD-EFGH',
      });
      expect(malformed.json()).toEqual({
        message: 'Invalid recovery code',
        errors: { recoveryCode: ['Invalid recovery code'] },
      });
      const wrongPassword = await client.send('POST', `${SECURE}/recovery-login/`, HOST, {
        ...body,
        password: 'guess guess guess',
      });
      expect(wrongPassword.json()).toEqual(BAD_CREDENTIALS);
    });
  });

  describe('password reset', () => {
    const sameAnswer = { message: 'If that email is registered, we have sent a reset link.' };

    it('answers the same for a registered and an unknown email', async () => {
      const person = await createTestCustomer(database.db);
      const known = await client.send('POST', `${SECURE}/forgot-password/`, HOST, { email: person.email });
      const unknown = await client.send('POST', `${SECURE}/forgot-password/`, HOST, {
        email: 'api.ghost@example.com',
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(sameAnswer);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(await latestEmail('api.ghost@example.com')).toBeUndefined();
      const bad = await client.send('POST', `${SECURE}/forgot-password/`, HOST, { email: 'nope' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      });
    });

    it('resets with a single-use token and logs every session out', async () => {
      const person = await createTestCustomer(database.db);
      const visitor = await signedIn(person.email);
      await client.send('POST', `${SECURE}/forgot-password/`, HOST, { email: person.email });
      const token = await tokenFrom(person.email, '/reset-password/');
      const body = { token, password: 'a fresh password', password_confirmation: 'a fresh password' };
      const mismatch = await client.send('POST', `${SECURE}/reset-password/`, HOST, {
        ...body,
        password_confirmation: 'a fresh passw0rd',
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json()).toEqual({
        message: 'The password confirmation does not match.',
        errors: { password_confirmation: ['The password confirmation does not match.'] },
      });
      expect((await visitor.get(`${SECURE}/get/`, HOST)).json().user.id).toBe(person.id);
      const done = await client.send('POST', `${SECURE}/reset-password/`, HOST, body);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        message: 'Your password has been reset. Please log in with your new password.',
      });
      expect((await visitor.get(`${SECURE}/get/`, HOST)).json()).toEqual({ user: null });
      const reused = await client.send('POST', `${SECURE}/reset-password/`, HOST, body);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
      await signedIn(person.email, 'a fresh password');
      const old = await client.send('POST', `${SECURE}/login/`, HOST, {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(old.json()).toEqual(BAD_CREDENTIALS);
    });
  });

  describe('POST .../secure/logout/', () => {
    it('ends the session and clears the cookie', async () => {
      const person = await createTestCustomer(database.db);
      const visitor = await signedIn(person.email);
      const before = await count(sessions);
      const response = await visitor.send('POST', `${SECURE}/logout/`, HOST);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been logged out.' });
      expect(response.cookies.find((entry) => entry.name === 'pf_session')?.maxAge).toBe(0);
      expect(visitor.cookies.pf_session).toBeUndefined();
      expect(await count(sessions)).toBe(before - 1);
      expect((await visitor.get(`${SECURE}/get/`, HOST)).json()).toEqual({ user: null });
      expect((await client.send('POST', `${SECURE}/logout/`, HOST)).statusCode).toBe(200);
    });
  });

  it('keeps the store a session belongs to', async () => {
    const person = await createTestCustomer(database.db);
    await signedIn(person.email);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.customerId, person.id));
    expect(row?.divisionId).toBe(store.id);
  });
});
