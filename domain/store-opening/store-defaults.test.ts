import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { DEFAULT_SHIPPING_METHODS, seedShippingMethods, shippingMethods, shippingRates } from '../shipping';
import type { Store } from '../stores';
import { createPlatformStore, createTestProduct, createTestStore } from '../testing/fixtures';
import { backfillStoreDefaults } from './store-defaults';

describe.each(testEngines)('giving older stores the defaults of a new store on %s', (engine) => {
  let database: DatabaseHandle;
  let bare: Store;
  let ownShipping: Store;
  let ownBlank: Store;
  let platform: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    platform = await createPlatformStore(db);
    bare = await createTestStore(db, { subdomain: 'older-bare' });
    ownShipping = await createTestStore(db, { subdomain: 'older-own-shipping' });
    await seedShippingMethods(db, ownShipping.id, [
      {
        code: 'courier',
        name: 'Our courier',
        description: 'Next day',
        rates: { UK: { price: 700, freeOver: null, minDays: 1, maxDays: 1 } },
      },
    ] as never);
    ownBlank = await createTestStore(db, { subdomain: 'older-own-blank' });
    await createTestProduct(db, ownBlank.id, { sku: 'OWN-BLANK', isBaseProduct: true });
  });
  afterAll(async () => {
    await database.close();
  });

  const blanksOf = async (divisionId: number) =>
    (
      await database.db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.divisionId, divisionId), eq(products.isBaseProduct, true)))
    )
      .map((row) => row.sku)
      .sort();
  const methodsOf = async (divisionId: number) =>
    (
      await database.db
        .select({ code: shippingMethods.code })
        .from(shippingMethods)
        .where(eq(shippingMethods.divisionId, divisionId))
    )
      .map((row) => row.code)
      .sort();
  const ratesOf = async (divisionId: number) =>
    Number(
      (
        await database.db
          .select({ n: count() })
          .from(shippingRates)
          .where(eq(shippingRates.divisionId, divisionId))
      )[0]?.n ?? 0,
    );

  it('gives a store without them the blanks and shipping methods once; a second run changes nothing', async () => {
    expect(await blanksOf(bare.id)).toEqual([]);
    const first = await backfillStoreDefaults(database.db);
    expect(first.failed).toEqual([]);
    // The bare store gets both, the others only what they lacked (the platform nothing).
    expect(first).toMatchObject({ blanks: 2, shipping: 2 });
    const blanks = await blanksOf(bare.id);
    expect(blanks.length).toBeGreaterThan(3);
    const methods = DEFAULT_SHIPPING_METHODS.map((method) => method.code).sort();
    expect(await methodsOf(bare.id)).toEqual(methods);
    const rates = await ratesOf(bare.id);
    expect(rates).toBeGreaterThan(0);

    expect(await backfillStoreDefaults(database.db)).toEqual({ blanks: 0, shipping: 0, failed: [] });
    expect(await blanksOf(bare.id)).toEqual(blanks);
    expect(await methodsOf(bare.id)).toEqual(methods);
    expect(await ratesOf(bare.id)).toBe(rates);
  });

  it('leaves a store its own shipping methods and blanks, adding only what it lacked', async () => {
    expect(await methodsOf(ownShipping.id)).toEqual(['courier']);
    expect(await blanksOf(ownShipping.id)).toEqual(await blanksOf(bare.id));
    expect(await blanksOf(ownBlank.id)).toEqual(['OWN-BLANK']);
    expect(await methodsOf(ownBlank.id)).toEqual(
      DEFAULT_SHIPPING_METHODS.map((method) => method.code).sort(),
    );
  });

  it('gives the platform itself nothing', async () => {
    expect(await blanksOf(platform.id)).toEqual([]);
    expect(await methodsOf(platform.id)).toEqual([]);
  });
});
