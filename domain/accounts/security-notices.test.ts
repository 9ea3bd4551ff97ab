import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { expectFailsWhileOutboxRefuses } from '../testing/outbox-refusal';
import { origin, SECRET, testbedQueries, useAccountsTestbed } from './accounts.testbed';
import { linkFromEmail } from './outbox';
import { requestPasswordReset, resetPassword } from './password-reset';
import { verifyPassword } from './passwords';
import { customers } from './tables';
import { createTestCustomer, customerContext, TEST_PASSWORD } from './testing';
import { totp } from './totp';
import {
  beginTwoFactorSetup,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactorForCustomer,
} from './two-factor';

describe.each(testEngines)('security notices are written with the change they announce, on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, store, ctx } = testbed);
  });
  const { outbox } = testbedQueries(() => database);

  const withOutboxRefusing = (kind: string, change: () => Promise<unknown>) =>
    expectFailsWhileOutboxRefuses(database.db, kind, change);
  const customerRow = async (id: number) =>
    (await database.db.select().from(customers).where(eq(customers.id, id)))[0];

  it('two-factor stays off, with no recovery codes, when its notice cannot be written; on once it can', async () => {
    const person = await createTestCustomer(database.db);
    const own = customerContext(database.db, store, person);
    const { secret } = await beginTwoFactorSetup(own);
    await withOutboxRefusing('two-factor-enabled', () =>
      confirmTwoFactor(own, { code: totp(secret, Date.now()) }),
    );
    expect((await customerRow(person.id))?.twoFactorEnabled).toBe(false);
    // The next step's code (within the verifier's window), so the retry does not lean on the rollback.
    await confirmTwoFactor(own, { code: totp(secret, Date.now() + 30_000) });
    expect((await customerRow(person.id))?.twoFactorEnabled).toBe(true);
    expect((await outbox(person.email)).map((email) => email.kind)).toEqual(['two-factor-enabled']);
  });

  it('two-factor stays on when the notice of turning it off cannot be written', async () => {
    const person = await createTestCustomer(database.db);
    await enableTwoFactorForCustomer(database.db, person.id, SECRET);
    const own = customerContext(database.db, store, person);
    await withOutboxRefusing('two-factor-disabled', () => disableTwoFactor(own, { password: TEST_PASSWORD }));
    expect((await customerRow(person.id))?.twoFactorEnabled).toBe(true);
    expect(await outbox(person.email)).toEqual([]);
  });

  it('the password and its token stay unchanged when the password-changed notice cannot be written', async () => {
    const person = await createTestCustomer(database.db);
    await requestPasswordReset(ctx, { email: person.email }, { origin });
    const [email] = await outbox(person.email);
    const token = new URL(linkFromEmail(email!, '/reset-password/')!).searchParams.get('token')!;
    const input = { token, password: 'a brand new password', password_confirmation: 'a brand new password' };
    await withOutboxRefusing('password-changed', () => resetPassword(ctx, input));
    const row = await customerRow(person.id);
    expect(await verifyPassword(row!.passwordHash!, TEST_PASSWORD)).toBe(true);
    // The link still works, and then the notice goes with the change.
    await resetPassword(ctx, input);
    expect((await outbox(person.email)).map((sent) => sent.kind)).toEqual([
      'password-reset',
      'password-changed',
    ]);
  });
});
