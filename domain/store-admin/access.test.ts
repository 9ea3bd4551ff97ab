import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { assertMayManage, STORE_ADMIN_MESSAGES } from './access';
import { dashboardStoreSummary } from './summary';

describe.each(testEngines)('who may manage a store on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: { id: number };
  let productsStaff: { id: number };
  let otherOwner: { id: number };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'manage-access' });
    other = await createTestStore(database.db, { subdomain: 'manage-access-other' });
    owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    productsStaff = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['products'] }],
    });
    otherOwner = await createTestCustomer(database.db, { stores: [{ divisionId: other.id, role: 'owner' }] });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets the owner do everything', async () => {
    const manager = await assertMayManage(customerContext(database.db, store, owner), 'orders');
    expect(manager).toEqual({ role: 'owner', permissions: ['*'] });
  });

  it('lets a team member use only the areas their permissions open (403 otherwise)', async () => {
    const ctx = customerContext(database.db, store, productsStaff);
    await expect(assertMayManage(ctx, 'products')).resolves.toEqual({
      role: 'staff',
      permissions: ['products'],
    });
    await expect(assertMayManage(ctx, 'orders')).rejects.toMatchObject({
      status: 403,
      message: STORE_ADMIN_MESSAGES.missingPermission('orders'),
    });
  });

  it("answers 404 for another owner's store and for visitors, as if it did not exist", async () => {
    await expect(assertMayManage(customerContext(database.db, store, otherOwner))).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await expect(dashboardStoreSummary(visitorContext(database.db, store))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lets internal users manage any store', async () => {
    const manager = await assertMayManage(customerContext(database.db, other, owner, true), 'settings');
    expect(manager.role).toBe('internal');
  });

  it("frames the store's page with its name, address and the viewer's standing", async () => {
    const summary = await dashboardStoreSummary(customerContext(database.db, store, productsStaff));
    expect(summary).toMatchObject({
      id: store.id,
      subdomain: 'manage-access',
      url: expect.stringContaining('manage-access.'),
      manager: { role: 'staff', permissions: ['products'] },
    });
  });
});
