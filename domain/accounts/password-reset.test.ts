import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { visitorContext } from '../testing/fixtures';
import { failure, origin, testbedQueries, useAccountsTestbed } from './accounts.testbed';
import { login } from './login';
import { linkFromEmail } from './outbox';
import { requestPasswordReset, resetPassword } from './password-reset';
import { verifyPassword } from './passwords';
import { resolveSession } from './sessions';
import { customers, passwordResetTokens } from './tables';
import { createTestCustomer, TEST_PASSWORD, testClient } from './testing';

describe.each(testEngines)('password reset on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let otherStore: Store;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, store, otherStore, ctx } = testbed);
  });

  const { outbox } = testbedQueries(() => database);

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
});
