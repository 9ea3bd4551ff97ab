import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createTestOrder } from '../orders/testing';
import type { Store } from '../stores';
import { createTestProduct, createTestStore } from '../testing/fixtures';
import { storeOverview } from './overview';

const NOW = new Date('2026-03-20T12:00:00Z');

describe.each(testEngines)("a store's overview on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'overview-figures' });
    other = await createTestStore(database.db, { subdomain: 'overview-figures-other' });
    await createTestProduct(database.db, store.id, { price: 2500 });
    await createTestOrder(database.db, store.id, {
      history: [{ status: 'paid', at: new Date('2026-03-18T09:00:00Z') }],
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const member = async (permissions: string[]) =>
    customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions }],
      }),
    );

  it("shows the owner the sales of the last days and the first order's step", async () => {
    const owner = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] }),
    );
    const overview = await storeOverview(owner, { days: 30, now: NOW });
    expect(overview.sales).toMatchObject({ days: 30, summary: { orders: 1 } });
    expect(overview.steps.find((step) => step.code === 'order')).toMatchObject({ done: true });
  });

  it("shows a member with the 'orders' permission the same figures", async () => {
    const overview = await storeOverview(await member(['orders']), { days: 30, now: NOW });
    expect(overview.sales?.summary.orders).toBe(1);
  });

  it("leaves out the sales, and the orders' step, for a member without the 'orders' permission", async () => {
    const overview = await storeOverview(await member(['products']), { days: 30, now: NOW });
    expect(overview.sales).toBeNull();
    expect(overview.steps.map((step) => step.code)).not.toContain('order');
    expect(overview.steps.length).toBeGreaterThan(0);
    expect(overview).toMatchObject({ plan: 'free', approval: { status: 'approved' } });
  });

  it('is 404 for someone who does not run the store', async () => {
    const stranger = await createTestCustomer(database.db, {
      stores: [{ divisionId: other.id, role: 'owner' }],
    });
    await expect(
      storeOverview(customerContext(database.db, store, stranger), { days: 30, now: NOW }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
