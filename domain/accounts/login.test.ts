import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { failure, useAccountsTestbed } from './accounts.testbed';
import { denyAllCaptcha } from './captcha';
import { login, logout } from './login';
import { resolveSession } from './sessions';
import { sessions } from './tables';
import { createTestCustomer, TEST_PASSWORD, testClient } from './testing';

describe.each(testEngines)('login on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let otherStore: Store;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, store, otherStore, ctx } = testbed);
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
});
