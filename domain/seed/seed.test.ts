import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import { customerDivisions, customers, users } from '../accounts/tables';
import { collections, productImages, products, productVariants } from '../catalog/tables';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { orderStatuses } from '../orders/tables';
import { pages } from '../pages/tables';
import { currencies, divisions, subdomains } from '../stores/tables';
import { DEMO_ACCOUNTS } from './accounts';
import { seedDemo } from './seed';

// A real argon2id hash of 'printfront-demo', so the test does not pay for hashing.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZxTquE0EsYM2ykF34JPiE7nKu3dUlX+RgfmsXJ3ZGWc';

describe.each(testEngines)('seedDemo on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await seedDemo(database.db, { media: null, passwordHash: HASH });
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the platform store and the three brand-variant stores', async () => {
    const rows = await database.db
      .select({
        id: divisions.id,
        subdomain: divisions.subdomain,
        theme: subdomains.theme,
        isPro: subdomains.isPro,
      })
      .from(divisions)
      .innerJoin(subdomains, eq(subdomains.divisionId, divisions.id))
      .orderBy(divisions.id);
    expect(rows.find((row) => row.id === PLATFORM_DIVISION_ID)?.subdomain).toBe('printfront');
    const demoStores = rows.filter((row) => row.id !== PLATFORM_DIVISION_ID).slice(0, 3);
    expect(demoStores.map((row) => [row.subdomain, row.theme, row.isPro])).toEqual([
      ['demo', 'teemill', false],
      ['pro', 'teemillPro', true],
      ['dark', 'teemillDark', false],
    ]);
  });

  it('gives the demo store at least 40 products across garments and paper goods, with images and variants', async () => {
    const [demo] = await database.db.select().from(divisions).where(eq(divisions.subdomain, 'demo'));
    const demoProducts = await database.db.select().from(products).where(eq(products.divisionId, demo!.id));
    expect(demoProducts.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demoProducts.map((product) => product.kind))).toEqual(
      new Set(['t-shirt', 'hoodie', 'sweater', 'tote-bag', 'art-print', 'sticker']),
    );
    expect(
      demoProducts.some((product) => product.salePrice !== null && product.salePrice < product.price),
    ).toBe(true);
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.divisionId, demo!.id));
    // Catalogue photos are the store's own; the studio's base products share the garment photos.
    expect(
      images.every(
        (image) =>
          image.original.startsWith('/media/products/demo/') ||
          image.original.startsWith('/media/studio/garments/'),
      ),
    ).toBe(true);
    const variants = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.divisionId, demo!.id));
    expect(variants.length).toBeGreaterThan(demoProducts.length * 2);
    const storeCollections = await database.db
      .select()
      .from(collections)
      .where(eq(collections.divisionId, demo!.id));
    expect(storeCollections.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps every catalogue row inside its own store', async () => {
    const mismatched = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(ne(products.divisionId, productVariants.divisionId));
    expect(mismatched).toHaveLength(0);
    const variantCount = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(productVariants);
    expect(variantCount[0]?.count).toBeGreaterThan(0);
  });

  it('creates the demo accounts of the README', async () => {
    const rows = await database.db.select().from(customers).orderBy(customers.id);
    expect(rows.map((row) => row.email)).toEqual([
      DEMO_ACCOUNTS.owner,
      DEMO_ACCOUNTS.staff,
      DEMO_ACCOUNTS.shopper,
    ]);
    expect(rows.every((row) => row.passwordHash === HASH)).toBe(true);
    const staff = rows.find((row) => row.email === DEMO_ACCOUNTS.staff);
    expect(staff?.internal).toBe(true);
    expect(await database.db.select().from(users)).toHaveLength(1);
    const owner = rows.find((row) => row.email === DEMO_ACCOUNTS.owner);
    const owned = await database.db
      .select()
      .from(customerDivisions)
      .where(eq(customerDivisions.customerId, owner!.id));
    // The three brand stores, and the password-protected and coming-soon ones.
    expect(owned).toHaveLength(5);
    expect(owned.every((row) => row.role === 'owner')).toBe(true);
  });

  it('seeds reference data: 33 currencies, every order status, home pages', async () => {
    expect(await database.db.select().from(currencies)).toHaveLength(33);
    const statuses = await database.db.select().from(orderStatuses);
    expect(statuses.map((status) => status.code)).toEqual(
      expect.arrayContaining(['new', 'paid', 'bespoke_shipped']),
    );
    const homes = await database.db.select().from(pages).where(eq(pages.url, '/'));
    expect(homes).toHaveLength(3);
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.select({ id: products.id }).from(products);
    const { created } = await seedDemo(database.db, { media: null, passwordHash: HASH });
    expect(created).toBe(false);
    expect(await database.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    expect(await database.db.select().from(customers)).toHaveLength(3);
  });
});
