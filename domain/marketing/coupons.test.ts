import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../core/validation';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { type ServiceContext, SYSTEM_ACTOR } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestStore } from '../testing/fixtures';
import { createCoupon, findCoupon } from './coupons';
import { coupons } from './tables';

describe.each(testEngines)("a store's coupons on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: { id: number };
  let staff: { id: number };
  let shopper: { id: number };
  let otherOwner: { id: number };
  const system = (target: Store): ServiceContext => ({ db: database.db, store: target, actor: SYSTEM_ACTOR });
  const codesOf = async (target: Store) =>
    (await database.db.select({ code: coupons.code }).from(coupons).where(eq(coupons.divisionId, target.id)))
      .map((row) => row.code)
      .sort();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'coupon-store' });
    other = await createTestStore(database.db, { subdomain: 'coupon-other' });
    owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    staff = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'staff' }] });
    shopper = await createTestCustomer(database.db);
    otherOwner = await createTestCustomer(database.db, { stores: [{ divisionId: other.id, role: 'owner' }] });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets the owner, staff, platform staff and the system create coupons, codes kept in capitals', async () => {
    const byOwner = await createCoupon(customerContext(database.db, store, owner), {
      code: 'summer10',
      kind: 'percentage',
      value: 10,
    });
    expect(byOwner).toMatchObject({ code: 'SUMMER10', kind: 'percentage', value: 10, usedCount: 0 });
    await createCoupon(customerContext(database.db, store, staff), {
      code: 'STAFF5',
      kind: 'fixed',
      value: 500,
    });
    await createCoupon(customerContext(database.db, store, shopper, true), {
      code: 'PLATFORM',
      kind: 'fixed',
      value: 100,
    });
    await createCoupon(system(store), { code: 'SYSTEM', kind: 'percentage', value: 5 });
    expect(await codesOf(store)).toEqual(['PLATFORM', 'STAFF5', 'SUMMER10', 'SYSTEM']);
  });

  it("refuses a shopper, another store's owner and a visitor, even with bad input, and writes nothing", async () => {
    const before = await codesOf(store);
    for (const ctx of [
      customerContext(database.db, store, shopper),
      customerContext(database.db, store, otherOwner),
      { db: database.db, store, actor: { kind: 'visitor', sessionId: null } } satisfies ServiceContext,
    ]) {
      await expect(createCoupon(ctx, { code: 'NOPE10', kind: 'fixed', value: 100 })).rejects.toMatchObject({
        status: 403,
      });
      await expect(createCoupon(ctx, { code: '', kind: 'fixed', value: 0 })).rejects.toMatchObject({
        status: 403,
      });
    }
    expect(await codesOf(store)).toEqual(before);
  });

  it('answers bad input with every field message and writes nothing', async () => {
    const before = await codesOf(store);
    await expect(
      createCoupon(system(store), { code: 'a b', kind: 'percentage', value: 150, minimumSpend: -1 }),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        code: [messages.alphaDash],
        value: [messages.maxValue(100)],
        minimumSpend: [messages.minValue(0)],
      },
    });
    expect(await codesOf(store)).toEqual(before);
  });

  it('refuses a code the store already has, in any case, but not one another store has', async () => {
    await expect(
      createCoupon(system(store), { code: 'Summer10', kind: 'fixed', value: 100 }),
    ).rejects.toMatchObject({ status: 409, message: 'A coupon with this code already exists' });
    await createCoupon(system(other), { code: 'SUMMER10', kind: 'fixed', value: 300 });
    expect(await codesOf(other)).toEqual(['SUMMER10']);
  });

  it("finds a coupon by its code in any case, in the context's store only", async () => {
    expect(await findCoupon(system(store), ' summer10 ')).toMatchObject({
      code: 'SUMMER10',
      kind: 'percentage',
    });
    expect(await findCoupon(system(other), 'summer10')).toMatchObject({ code: 'SUMMER10', kind: 'fixed' });
    expect(await findCoupon(system(other), 'STAFF5')).toBeNull();
    expect(await findCoupon(system(store), '')).toBeNull();
  });
});
