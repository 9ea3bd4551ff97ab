import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createPlatformStore, createTestStore } from '../testing/fixtures';
import { normaliseHost, StoreDirectory } from './directory';
import { divisions } from './tables';

describe('normaliseHost', () => {
  it.each([
    ['demo.localhost:3000', 'demo.localhost'],
    ['DEMO.Localhost', 'demo.localhost'],
    ['shop.example.com.', 'shop.example.com'],
    [' demo.localhost ', 'demo.localhost'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });

  it.each([undefined, '', 'evil host', 'a/b', 'x'.repeat(300)])('refuses %s', (input) => {
    expect(normaliseHost(input)).toBeNull();
  });
});

describe.each(testEngines)('StoreDirectory on %s', (engine) => {
  let database: DatabaseHandle;
  let directory: StoreDirectory;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await createPlatformStore(database.db);
    await createTestStore(database.db, { subdomain: 'shop', companyName: 'Shop Co' });
    await createTestStore(database.db, { subdomain: 'closed', companyName: 'Closed Co' });
    await database.db.update(divisions).set({ disabled: true }).where(sqlSubdomain('closed'));
    const custom = await createTestStore(database.db, {
      subdomain: 'custom',
      companyName: 'Custom Co',
      settings: { customDomainName: 'www.custom-shop.example' },
    });
    await database.db
      .update(divisions)
      .set({ activeDomainName: 'custom-shop.example' })
      .where(sqlSubdomain('custom'));
    expect(custom.id).toBeGreaterThan(0);
    directory = new StoreDirectory(database.db, {
      storeBaseDomain: 'localhost',
      platformHosts: ['localhost'],
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds a store by its sub-domain, whatever the case and port', async () => {
    const tenant = await directory.resolve('SHOP.localhost:3000');
    expect(tenant.kind).toBe('store');
    expect(tenant.kind === 'store' && tenant.store.companyName).toBe('Shop Co');
  });

  it('finds a store by its custom domain, active or configured', async () => {
    for (const host of ['custom-shop.example', 'www.custom-shop.example']) {
      const tenant = await directory.resolve(host);
      expect(tenant.kind === 'store' && tenant.store.companyName).toBe('Custom Co');
    }
  });

  it('gives the platform host the platform store, division 12', async () => {
    const tenant = await directory.resolve('localhost:3000');
    expect(tenant.kind).toBe('platform');
    expect(tenant.kind === 'platform' && tenant.store.id).toBe(PLATFORM_DIVISION_ID);
    expect(tenant.kind === 'platform' && tenant.store.isPlatform).toBe(true);
  });

  it('knows nothing of unknown, nested, disabled or malformed hosts', async () => {
    for (const host of [
      'nobody.localhost',
      'a.shop.localhost',
      'closed.localhost',
      'elsewhere.example',
      'bad host',
    ]) {
      expect((await directory.resolve(host)).kind).toBe('unknown');
    }
  });

  it('remembers a bounded number of hosts, forgetting the least recently used', async () => {
    const bounded = new StoreDirectory(
      database.db,
      { storeBaseDomain: 'localhost', platformHosts: ['localhost'] },
      { maxHosts: 3 },
    );
    expect((await bounded.resolve('shop.localhost')).kind).toBe('store');
    for (let i = 0; i < 50; i++) {
      await bounded.resolve(`nobody-${i}.example`);
      await bounded.resolve('shop.localhost');
      expect(bounded.cachedHosts).toBeLessThanOrEqual(3);
    }
    // The store in use is still served from the cache: a rename within the 5 s is not seen yet.
    await database.db.update(divisions).set({ companyName: 'Renamed Co' }).where(sqlSubdomain('shop'));
    const tenant = await bounded.resolve('shop.localhost');
    expect(tenant.kind === 'store' && tenant.store.companyName).toBe('Shop Co');
    await database.db.update(divisions).set({ companyName: 'Shop Co' }).where(sqlSubdomain('shop'));
  });
});

function sqlSubdomain(subdomain: string) {
  return eq(divisions.subdomain, subdomain);
}
