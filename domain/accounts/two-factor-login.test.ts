import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { failure, SECRET, useAccountsTestbed } from './accounts.testbed';
import { login, recoveryLogin } from './login';
import { open, twoFactorSecretContext } from './secret-box';
import { customers, recoveryCodes } from './tables';
import { createTestCustomer, customerContext, TEST_PASSWORD, testClient } from './testing';
import { totp } from './totp';
import {
  beginTwoFactorSetup,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactorForCustomer,
} from './two-factor';

describe.each(testEngines)('two-factor login on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, store, ctx } = testbed);
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
});
