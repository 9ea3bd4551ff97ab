import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../core/orders';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { coupons } from '../marketing';
import { orderStatuses, orderStatusesByCode } from '../orders';
import { seedPlatform } from '../seed/platform';
import { shippingMethods, shippingRates } from '../shipping';
import { createTestStore } from '../testing/fixtures';
import { seedCheckoutDemo } from '.';

describe.each(testEngines)('checkout reference data on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds every order status with its code, name and colour, once', async () => {
    await database.db.transaction((tx) => seedPlatform(tx));
    await database.db.transaction((tx) => seedPlatform(tx));
    const rows = await database.db.select().from(orderStatuses);
    expect(
      rows
        .map(({ code, name, color }) => ({ code, name, color }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual([...ORDER_STATUSES].sort((a, b) => a.code.localeCompare(b.code)));
    expect((await orderStatusesByCode(database.db)).get('paid')?.color).toBe('#86b302');
  });

  it('gives the demo stores shipping methods for each region and coupons, and changes nothing the second time', async () => {
    const store = await createTestStore(database.db, { subdomain: 'seeded' });
    await createTestStore(database.db, { subdomain: 'not-a-demo' });
    await seedCheckoutDemo(database.db, ['seeded']);
    await seedCheckoutDemo(database.db, ['seeded']);
    const methods = await database.db.select().from(shippingMethods);
    expect(methods.map((method) => [method.divisionId, method.code])).toEqual([
      [store.id, 'standard'],
      [store.id, 'express'],
    ]);
    const rates = await database.db
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.methodId, methods[0]?.id ?? 0));
    expect(rates.map((rate) => [rate.region, rate.price, rate.freeOver]).sort()).toEqual([
      ['EU', 699, 7500],
      ['ROW', 999, null],
      ['UK', 399, 5000],
    ]);
    const codes = (await database.db.select().from(coupons)).map((coupon) => coupon.code).sort();
    expect(codes).toEqual(['FIRST100', 'SAVE5', 'SUMMER24', 'WELCOME10']);
  });
});
