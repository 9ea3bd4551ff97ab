import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, productCollections, products } from '../../domain/catalog';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { manufacturers, type Store } from '../../domain/stores';
import { createTestProduct, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient } from '../testing';
import { buildPagesTestApp } from './pages.testing';

describe.each(testEngines)('the catalogue feeds on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let other: Store;
  const host = 'feeds.localhost';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'feeds' });
    other = await createTestStore(db, { subdomain: 'feeds-other' });
    const [maker] = await db
      .insert(manufacturers)
      .values({ hash: 'feeds-maker', name: 'Maker Co' })
      .returning();
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    for (const [key, values] of Object.entries({
      tee: {
        name: 'Tee',
        bestsellerRank: 2,
        createdAt: day(1),
        description: 'A tee',
        manufacturerId: maker!.id,
      },
      hoodie: { name: 'Hoodie', bestsellerRank: 1, createdAt: day(2), salePrice: 1999 },
      teeAgain: { name: 'tee ', bestsellerRank: 3, createdAt: day(3) },
      tote: { name: 'Tote', bestsellerRank: 4, createdAt: day(4) },
      mug: { name: 'Mug', bestsellerRank: 5, createdAt: day(5) },
      hidden: { name: 'Hidden', bestsellerRank: 0, createdAt: day(6), enabled: false },
    })) {
      ids[key] = (await createTestProduct(db, store.id, values)).id;
    }
    ids.theirs = (await createTestProduct(db, other.id, { name: 'Their secret tee' })).id;
    const [summer, winter, off] = await db
      .insert(collections)
      .values([
        {
          divisionId: store.id,
          name: 'Summer',
          urlName: 'summer',
          banner: '/media/summer.webp',
          position: 2,
        },
        { divisionId: store.id, name: 'Winter', urlName: 'winter', position: 1 },
        { divisionId: store.id, name: 'Off', urlName: 'off', enabled: false, position: 0 },
      ])
      .returning();
    await db.insert(collections).values({ divisionId: other.id, name: 'Theirs', urlName: 'theirs' });
    await db.insert(productCollections).values([
      { divisionId: store.id, collectionId: summer!.id, productId: ids.tote!, position: 0 },
      { divisionId: store.id, collectionId: summer!.id, productId: ids.tee!, position: 1 },
      { divisionId: store.id, collectionId: summer!.id, productId: ids.hidden!, position: 2 },
      { divisionId: store.id, collectionId: winter!.id, productId: ids.hoodie!, position: 0 },
      { divisionId: store.id, collectionId: off!.id, productId: ids.mug!, position: 0 },
    ]);
    ({ app } = await buildPagesTestApp(database));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const names = (body: { name: string }[]) => body.map((product) => product.name);

  describe('GET /division/{division}/products/', () => {
    it('lists four bestsellers by default, with the fields blocks use', async () => {
      const response = await client.get(`/omnis/v3/division/${store.id}/products/`, host);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(names(body)).toEqual(['Hoodie', 'Tee', 'tee ', 'Tote']);
      expect(body[1]).toEqual({
        id: ids.tee,
        urlName: expect.any(String),
        name: 'Tee',
        description: 'A tee',
        image: expect.stringMatching(/^\/media\//),
        price: 2500,
        salePrice: null,
        manufacturer: { id: expect.any(Number), name: 'Maker Co' },
        reviews: [],
      });
      expect(body[0]).toMatchObject({ salePrice: 1999, manufacturer: null });
    });

    it('takes limit, sort new-in, removeDuplicates and a collection', async () => {
      const url = (query: string) => `/omnis/v3/division/feeds/products/?${query}`;
      expect(names((await client.get(url('limit=2'), host)).json())).toEqual(['Hoodie', 'Tee']);
      expect(names((await client.get(url('limit=3&sort=new-in'), host)).json())).toEqual([
        'Mug',
        'Tote',
        'tee ',
      ]);
      expect(names((await client.get(url('limit=10&removeDuplicates=1'), host)).json())).toEqual([
        'Hoodie',
        'Tee',
        'Tote',
        'Mug',
      ]);
      expect(names((await client.get(url('collection=summer&limit=10'), host)).json())).toEqual([
        'Tote',
        'Tee',
      ]);
      expect(names((await client.get(url('collection=Summer&sort=new-in'), host)).json())).toEqual([
        'Tote',
        'Tee',
      ]);
      expect((await client.get(url('collection=off'), host)).json()).toEqual([]);
      expect((await client.get(url('collection=theirs'), host)).json()).toEqual([]);
      expect((await client.get(url('collection=nope'), host)).json()).toEqual([]);
    });

    it('ignores malformed query values and clamps the limit', async () => {
      const junk = await client.get(
        `/omnis/v3/division/${store.id}/products/?limit=lots&sort=%3Cscript%3E&removeDuplicates=maybe`,
        host,
      );
      expect(junk.statusCode).toBe(200);
      expect(junk.json()).toHaveLength(4);
      const huge = await client.get(`/omnis/v3/division/${store.id}/products/?limit=100000`, host);
      expect(huge.json()).toHaveLength(5);
    });

    it("never lists another store's products: its division answers 404", async () => {
      const response = await client.get(`/omnis/v3/division/${other.id}/products/?limit=100`, host);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Their secret tee');
      const mine = await client.get(`/omnis/v3/division/${store.id}/products/?limit=100`, host);
      expect(mine.body).not.toContain('Their secret tee');
      expect(mine.body).not.toContain('Hidden');
      expect(
        (await client.get(`/omnis/v3/division/${store.id}/products/`, 'ghost.localhost')).statusCode,
      ).toBe(404);
    });
  });

  describe('GET /collections/get/{division}/', () => {
    it('lists enabled collections in order: name, banner.thumbnails.full, urlName', async () => {
      const response = await client.get(`/omnis/v3/collections/get/${store.id}/`, host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { name: 'Winter', urlName: 'winter', banner: null },
        { name: 'Summer', urlName: 'summer', banner: { thumbnails: { full: '/media/summer.webp' } } },
      ]);
      expect((await client.get('/omnis/v3/collections/get/feeds/?limit=1', host)).json()).toHaveLength(1);
    });

    it("refuses another store's division with 404", async () => {
      const response = await client.get(`/omnis/v3/collections/get/${other.id}/`, host);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Theirs');
    });
  });

  it('leaves disabled products out even when they are bestsellers', async () => {
    await database.db.update(products).set({ enabled: true }).where(eq(products.id, ids.hidden!));
    const response = await client.get(`/omnis/v3/division/${store.id}/products/?limit=1`, host);
    expect(names(response.json())).toEqual(['Hidden']);
    await database.db.update(products).set({ enabled: false }).where(eq(products.id, ids.hidden!));
    expect(
      names((await client.get(`/omnis/v3/division/${store.id}/products/?limit=1`, host)).json()),
    ).toEqual(['Hoodie']);
  });
});
