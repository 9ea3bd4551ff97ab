import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import { failure, SECRET, useAccountsTestbed } from './accounts.testbed';
import { login, recoveryLogin } from './login';
import { accountKey, failureCount, ipKey } from './rate-limit';
import { loginAttempts } from './tables';
import { createTestCustomer, TEST_PASSWORD, testClient } from './testing';
import { totp } from './totp';
import { enableTwoFactorForCustomer } from './two-factor';

describe.each(testEngines)('rate limits on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, ctx } = testbed);
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
});
