import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { collections } from '../../domain/catalog';
import type { DatabaseHandle } from '../../domain/db';
import { pages } from '../../domain/pages';
import { createTestPage, createTestProduct } from '../../domain/testing/fixtures';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the page and catalogue-feed routes, in the shape of the `probes` map of
 * server/api/tenancy.test.ts (merge them into it). Call preparePageProbes(database, ids) in its beforeAll,
 * after the two stores exist: it gives store A a page, a product and a collection for the probes to aim at
 * from store B's host.
 */
const API = '/omnis/v3';
const FROM_ANOTHER_STORE = "Oops... Looks like you're trying to access a page from another store";
const A_PAGE_TITLE = 'A probe page title';
const A_PRODUCT = 'A probe product';
const A_COLLECTION = 'A probe collection';

/** Store A's data the probes aim at. */
const target = { pageId: 0 };

export async function preparePageProbes(database: DatabaseHandle, ids: TenancyIds): Promise<void> {
  const page = await createTestPage(database.db, ids.a, {
    url: '/a-probe-page/',
    properties: { title: A_PAGE_TITLE },
  });
  target.pageId = page.id;
  await createTestProduct(database.db, ids.a, { name: A_PRODUCT });
  await database.db
    .insert(collections)
    .values({ divisionId: ids.a, name: A_COLLECTION, urlName: 'a-probe-collection' });
}

async function pageOfA(database: DatabaseHandle) {
  const [row] = await database.db.select().from(pages).where(eq(pages.id, target.pageId));
  return row;
}

export const pageProbes: Record<string, Probe> = {
  'GET /divisions/:division/pages/:id/': {
    // B's own division, A's page id.
    attack: (client, ids) =>
      client.get(`${API}/divisions/${ids.b}/pages/${target.pageId}/?imageType=object`, B),
    async verify(response) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: FROM_ANOTHER_STORE });
      expect(response.body).not.toContain(A_PAGE_TITLE);
    },
  },
  'POST /divisions/:division/pages/': {
    attack: (client, ids) =>
      client.send('POST', `${API}/divisions/${ids.a}/pages/?imageType=object`, B, {
        url: '/probe-planted/',
        divisionId: ids.a,
        properties: { title: 'Planted' },
        blocks: [],
      }),
    async verify(response, database) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: FROM_ANOTHER_STORE });
      expect(await database.db.select().from(pages).where(eq(pages.url, '/probe-planted/'))).toHaveLength(0);
    },
  },
  'PATCH /divisions/:division/pages/:id/': {
    attack: (client, ids) =>
      client.send('PATCH', `${API}/divisions/${ids.b}/pages/${target.pageId}/?imageType=object`, B, {
        properties: { title: 'Defaced' },
        divisionId: ids.b,
      }),
    async verify(response, database) {
      expect(response.statusCode).toBe(403);
      const row = await pageOfA(database);
      expect(row).toMatchObject({ version: 1, deletedAt: null, properties: { title: A_PAGE_TITLE } });
    },
  },
  'DELETE /divisions/:division/pages/:id/': {
    attack: (client, ids) => client.send('DELETE', `${API}/divisions/${ids.b}/pages/${target.pageId}/`, B),
    async verify(response, database) {
      expect(response.statusCode).toBe(403);
      expect((await pageOfA(database))?.deletedAt).toBeNull();
    },
  },
  'GET /divisions/:division/pages': {
    attack: (client, ids) => client.get(`${API}/divisions/${ids.a}/pages?page-type=StorePage`, B),
    async verify(response) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: FROM_ANOTHER_STORE });
      expect(response.body).not.toContain('/a-probe-page/');
    },
  },
  'GET /division/:division/products/': {
    attack: (client, ids) => client.get(`${API}/division/${ids.a}/products/?limit=100`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(A_PRODUCT);
    },
  },
  'GET /collections/get/:division/': {
    attack: (client, ids) => client.get(`${API}/collections/get/${ids.a}/`, B),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(A_COLLECTION);
      const [kept] = await database.db
        .select()
        .from(collections)
        .where(and(eq(collections.divisionId, ids.a), eq(collections.urlName, 'a-probe-collection')));
      expect(kept?.name).toBe(A_COLLECTION);
    },
  },
};
