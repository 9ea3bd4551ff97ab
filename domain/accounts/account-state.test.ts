import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { currentUser } from './account-state';
import { useAccountsTestbed } from './accounts.testbed';
import { sessions } from './tables';
import { createTestCustomer, customerContext } from './testing';

describe.each(testEngines)('the current user on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let otherStore: Store;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, store, otherStore, ctx } = testbed);
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
