import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import type { Store } from '../stores';
import { createTestStore, type TestStoreOptions } from './fixtures';

/**
 * For dashboard tests: a store (`subdomain`) with its owner, and another store (`${subdomain}-other`) with
 * its own owner, each acting on their own store. `staff` adds a team member to the first store with only
 * the given permissions.
 */
export async function createStoreTeam(
  db: Database,
  {
    subdomain,
    settings,
    otherSettings,
  }: {
    subdomain: string;
    settings?: TestStoreOptions['settings'];
    otherSettings?: TestStoreOptions['settings'];
  },
) {
  const store = await createTestStore(db, { subdomain, settings });
  const other = await createTestStore(db, { subdomain: `${subdomain}-other`, settings: otherSettings });
  const member = async (
    of: Store,
    role: 'owner' | 'staff',
    permissions?: string[],
  ): Promise<ServiceContext> =>
    customerContext(
      db,
      of,
      await createTestCustomer(db, {
        stores: [{ divisionId: of.id, role, permissions }],
      }),
    );
  return {
    store,
    other,
    owner: await member(store, 'owner'),
    otherOwner: await member(other, 'owner'),
    staff: (permissions: string[]) => member(store, 'staff', permissions),
  };
}
