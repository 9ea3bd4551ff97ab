import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, TEST_PASSWORD } from '../domain/accounts/testing';
import { products } from '../domain/catalog';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase, testEngines } from '../domain/db/testing';
import type { Store } from '../domain/stores';
import { subdomains } from '../domain/stores';
import {
  createTestPage,
  createTestProduct,
  createTestStore,
  visitorContext,
} from '../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from './testing';

/**
 * Two servers on one database, as two processes behind a load balancer: what one writes, the other's
 * caches forget at once (the PostgreSQL run has each listen on a connection of its own).
 */
describe.each(testEngines)('cache invalidation between two servers on %s', (engine) => {
  let database: DatabaseHandle;
  let writer: FastifyInstance;
  let other: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let session: string;
  const host = 'fresh.localhost';

  /** Pretends the other server rendered and kept a page showing these things. */
  const keep = (key: string, tags: string[]) =>
    other.pageCache.set(key, 200, new Headers(), Buffer.from(key), {
      storeId: store.id,
      tags: new Set(tags),
      since: other.pageCache.mark(),
    });
  const kept = (...keys: string[]) => keys.filter((key) => other.pageCache.get(key) !== null);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'fresh' });
    const owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] });
    writer = await buildTestServer(database);
    other = await buildTestServer(database);
    client = await apiClient(writer);
    const login = await client.send('POST', '/omnis/v3/dashboard/secure/login/', host, {
      email: owner.email,
      password: TEST_PASSWORD,
      twoFactorAuthCode: '',
    });
    expect(login.statusCode).toBe(200);
    session = login.cookies.find((cookie) => cookie.name === 'pf_session')?.value ?? '';
  });
  afterAll(async () => {
    await writer.close();
    await other.close();
    await database.close();
  });

  it("drops the other server's render and page record of a page saved here, and nothing else", async () => {
    const page = await createTestPage(database.db, store.id, {
      url: '/about/',
      properties: { title: 'About' },
    });
    const ctx = visitorContext(database.db, store);
    expect((await other.pageReader.read(ctx, '/about/'))?.properties.title).toBe('About');
    await other.changes.settle();
    keep('about', ['page:/about/']);
    keep('home', ['page:/', 'listings']);

    const saved = await client.send(
      'PATCH',
      `/omnis/v3/divisions/${store.id}/pages/${page.id}/`,
      host,
      { properties: { title: 'About us' } },
      { cookie: `pf_session=${session}` },
    );
    expect(saved.statusCode).toBe(200);
    await other.changes.settle();

    expect(kept('about', 'home')).toEqual(['home']);
    const loads = other.pageReader.stats.loads;
    expect((await other.pageReader.read(ctx, '/about/'))?.properties.title).toBe('About us');
    expect(other.pageReader.stats.loads).toBe(loads + 1);
  });

  it('hides a page unpublished through one server from the other at once', async () => {
    const page = await createTestPage(database.db, store.id, {
      url: '/sale/',
      properties: { title: 'Sale' },
    });
    const ctx = visitorContext(database.db, store);
    expect(await other.pageReader.read(ctx, '/sale/')).not.toBeNull();
    const saved = await client.send(
      'PATCH',
      `/omnis/v3/divisions/${store.id}/pages/${page.id}/`,
      host,
      { published: false },
      { cookie: `pf_session=${session}` },
    );
    expect(saved.statusCode).toBe(200);
    await other.changes.settle();
    expect(await other.pageReader.read(ctx, '/sale/')).toBeNull();
  });

  it("drops the pages that show a repriced product, and keeps the others'", async () => {
    const tee = await createTestProduct(database.db, store.id);
    const mug = await createTestProduct(database.db, store.id);
    await other.changes.settle();
    keep('tee', [`product:${tee.id}`]);
    keep('mug', [`product:${mug.id}`]);
    keep('about', ['page:/about/']);
    keep('bestsellers', ['listings', `product:${mug.id}`]);
    await database.db.update(products).set({ price: 1999 }).where(eq(products.id, tee.id));
    await other.changes.settle();
    // Bestsellers are not ordered by price: only the pages showing the tee go.
    expect(kept('tee', 'mug', 'about', 'bestsellers')).toEqual(['mug', 'about', 'bestsellers']);
    await database.db.update(products).set({ enabled: false }).where(eq(products.id, tee.id));
    await other.changes.settle();
    expect(kept('mug', 'about', 'bestsellers')).toEqual(['mug', 'about']);
  });

  it("forgets the other server's copy of the store when its theme changes", async () => {
    expect((await other.directory.resolve(host)).kind).toBe('store');
    await other.changes.settle();
    keep('about', ['page:/about/']);
    await database.db.update(subdomains).set({ theme: 'joy' }).where(eq(subdomains.divisionId, store.id));
    await other.changes.settle();
    const tenant = await other.directory.resolve(host);
    expect(tenant.kind === 'store' && tenant.store.settings.theme).toBe('joy');
    expect(kept('about')).toEqual([]);
  });
});
