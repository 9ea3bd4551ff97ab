import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_OPENING_MESSAGES } from '../../core/store-opening';
import { customerDivisions, customerManufacturers } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { products } from '../catalog';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { pages } from '../pages';
import { STUDIO_BASE_PRODUCTS } from '../seed/data/studio-products';
import { DEFAULT_SHIPPING_METHODS, shippingMethods } from '../shipping';
import { currencies, divisions, loadStore, manufacturers, type Store, subdomains } from '../stores';
import { createPlatformStore, createTestStore, visitorContext } from '../testing/fixtures';
import { openStore, storeCurrencies } from './open-store';

const form = (subdomain: string, overrides: Record<string, string> = {}) => ({
  companyName: 'Wild Oats',
  subdomain,
  theme: 'joy',
  currency: 'EUR',
  ...overrides,
});

describe.each(testEngines)('opening a store on %s', (engine) => {
  let database: DatabaseHandle;
  let platform: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    platform = await createPlatformStore(database.db);
    await database.db.insert(currencies).values(
      ['GBP', 'EUR'].map((code) => ({
        code,
        name: code,
        symbol: code,
        symbolAlign: 'left' as const,
        decimalPoint: '.',
        thousandsSeparator: ',',
        minorUnits: 2,
        conversionRate: '1',
      })),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  const divisionCount = async () => (await database.db.select({ id: divisions.id }).from(divisions)).length;

  it('creates the store, its settings under review, the owner, a home page and a project, at once', async () => {
    const merchant = await createTestCustomer(database.db);
    const opened = await openStore(customerContext(database.db, platform, merchant), form('wild-oats'));
    expect(opened.subdomain).toBe('wild-oats');

    const store = await loadStore(database.db, { id: opened.id });
    expect(store).toMatchObject({ companyName: 'Wild Oats', subdomain: 'wild-oats', isPro: false });
    expect(store?.settings).toMatchObject({ approvalStatus: 'none', theme: 'joy', currency: 'EUR' });
    const [member] = await database.db
      .select()
      .from(customerDivisions)
      .where(eq(customerDivisions.divisionId, opened.id));
    expect(member).toMatchObject({ customerId: merchant.id, role: 'owner' });
    const [home] = await database.db.select().from(pages).where(eq(pages.divisionId, opened.id));
    expect(home).toMatchObject({ url: '/', flags: { homepage: true } });
    expect(home?.blocks.map((block) => block.type)).toEqual([
      'text',
      'productList',
      'button',
      'newsletterSubscribe',
    ]);
    const [link] = await database.db
      .select({ manufacturerId: customerManufacturers.manufacturerId })
      .from(customerManufacturers)
      .where(eq(customerManufacturers.customerId, merchant.id));
    const [division] = await database.db.select().from(divisions).where(eq(divisions.id, opened.id));
    expect(division?.manufacturerId).toBe(link?.manufacturerId);
    // The studio's blanks, so a range can be made from artwork at once.
    const blanks = await database.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.divisionId, opened.id), eq(products.isBaseProduct, true)));
    expect(blanks.map((blank) => blank.sku).sort()).toEqual(
      STUDIO_BASE_PRODUCTS.map((blank) => blank.sku).sort(),
    );
    // The default shipping methods, so checkout can take its first order.
    const methods = await database.db
      .select({ code: shippingMethods.code })
      .from(shippingMethods)
      .where(eq(shippingMethods.divisionId, opened.id));
    expect(methods.map((method) => method.code).sort()).toEqual(
      DEFAULT_SHIPPING_METHODS.map((method) => method.code).sort(),
    );
  });

  it("reuses the customer's project for a second store", async () => {
    const merchant = await createTestCustomer(database.db);
    const ctx = customerContext(database.db, platform, merchant);
    const first = await openStore(ctx, form('second-one'));
    const second = await openStore(ctx, form('second-two', { companyName: 'Oats Two' }));
    const rows = await database.db
      .select({ id: divisions.id, manufacturerId: divisions.manufacturerId })
      .from(divisions)
      .where(eq(divisions.manufacturerId, (await projectOf(first.id)) ?? -1));
    expect(rows.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
  });

  async function projectOf(storeId: number) {
    const [row] = await database.db
      .select({ manufacturerId: divisions.manufacturerId })
      .from(divisions)
      .where(eq(divisions.id, storeId));
    return row?.manufacturerId ?? null;
  }

  it('refuses a sub-domain taken by another store, in any case, and writes nothing', async () => {
    await createTestStore(database.db, { subdomain: 'taken-one' });
    const merchant = await createTestCustomer(database.db);
    const before = await divisionCount();
    await expect(
      openStore(customerContext(database.db, platform, merchant), form('Taken-One')),
    ).rejects.toMatchObject({ status: 422, errors: { subdomain: [STORE_OPENING_MESSAGES.taken] } });
    expect(await divisionCount()).toBe(before);
  });

  it('refuses reserved words, bad domains and unknown currencies with their messages', async () => {
    const ctx = customerContext(database.db, platform, await createTestCustomer(database.db));
    await expect(openStore(ctx, form('admin'))).rejects.toMatchObject({
      status: 422,
      errors: { subdomain: [STORE_OPENING_MESSAGES.reserved] },
    });
    await expect(openStore(ctx, form('wild.oats'))).rejects.toMatchObject({
      errors: { subdomain: ['Please enter a valid domain'] },
    });
    await expect(openStore(ctx, form('wild-cash', { currency: 'XYZ' }))).rejects.toMatchObject({
      errors: { currency: [STORE_OPENING_MESSAGES.currency] },
    });
    await expect(openStore(ctx, form('wild-empty', { companyName: '' }))).rejects.toMatchObject({
      errors: { companyName: ['This field is required'] },
    });
  });

  it('rolls everything back when the store cannot be created (a code clash found only on insert)', async () => {
    // A store whose code is the sub-domain asked for, but whose own sub-domain differs: the early check
    // passes, the project is created, then the store's insert breaks the code's unique index.
    const [clash] = await database.db
      .insert(divisions)
      .values({ name: 'Clash', code: 'clash-late', subdomain: 'clash-elsewhere', companyName: 'Clash' })
      .returning();
    await database.db.insert(subdomains).values({ divisionId: clash?.id ?? 0 });
    const merchant = await createTestCustomer(database.db);
    const projectsBefore = (await database.db.select({ id: manufacturers.id }).from(manufacturers)).length;
    const before = await divisionCount();
    await expect(
      openStore(customerContext(database.db, platform, merchant), form('clash-late')),
    ).rejects.toMatchObject({ status: 422, errors: { subdomain: [STORE_OPENING_MESSAGES.taken] } });
    expect(await divisionCount()).toBe(before);
    expect((await database.db.select({ id: manufacturers.id }).from(manufacturers)).length).toBe(
      projectsBefore,
    );
  });

  it('lets only one of two owners racing for the same sub-domain have it, leaving no half-made store', async () => {
    const [one, two] = await Promise.all([createTestCustomer(database.db), createTestCustomer(database.db)]);
    const before = await divisionCount();
    const projectsBefore = (await database.db.select({ id: manufacturers.id }).from(manufacturers)).length;
    const results = await Promise.allSettled([
      openStore(customerContext(database.db, platform, one), form('race-me')),
      openStore(customerContext(database.db, platform, two), form('race-me')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      status: 422,
      errors: { subdomain: [STORE_OPENING_MESSAGES.taken] },
    });
    expect(await divisionCount()).toBe(before + 1);
    // The loser's project was rolled back with its store.
    expect((await database.db.select({ id: manufacturers.id }).from(manufacturers)).length).toBe(
      projectsBefore + 1,
    );
  });

  it('needs a signed-in customer', async () => {
    await expect(openStore(visitorContext(database.db, platform), form('nobody-here'))).rejects.toMatchObject(
      {
        status: 401,
      },
    );
  });

  it('lists the currencies to choose from', async () => {
    const ctx = customerContext(database.db, platform, await createTestCustomer(database.db));
    expect((await storeCurrencies(ctx)).map((currency) => currency.code)).toEqual(['EUR', 'GBP']);
  });
});
