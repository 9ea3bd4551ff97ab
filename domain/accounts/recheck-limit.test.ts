import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { failure, SECRET, useAccountsTestbed } from './accounts.testbed';
import { createTestCustomer, customerContext, TEST_PASSWORD } from './testing';
import {
  disableTwoFactor,
  enableTwoFactorForCustomer,
  RECHECK_LIMIT,
  regenerateRecoveryCodes,
} from './two-factor';

describe.each(testEngines)('the password re-check on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  useAccountsTestbed(engine, (testbed) => {
    ({ database, store } = testbed);
  });

  it('locks out after too many wrong passwords, even with the right one, and two-factor stays on', async () => {
    const person = await createTestCustomer(database.db);
    await enableTwoFactorForCustomer(database.db, person.id, SECRET);
    const ctx = customerContext(database.db, store, person);
    for (let index = 0; index < RECHECK_LIMIT.max; index += 1)
      expect(await failure(disableTwoFactor(ctx, { password: `wrong password ${index}` }))).toMatchObject({
        status: 422,
      });
    const locked = await failure(disableTwoFactor(ctx, { password: TEST_PASSWORD }));
    expect(locked).toMatchObject({ status: 429 });
    expect(await failure(regenerateRecoveryCodes(ctx, { password: TEST_PASSWORD }))).toMatchObject({
      status: 429,
    });
  });
});
