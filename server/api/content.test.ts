import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../domain/accounts/testing';
import { blogPosts, instagramPosts, mediaFiles } from '../../domain/content';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import type { Store } from '../../domain/stores';
import { createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient } from '../testing';
import { API_PREFIX } from '.';
import { actingAs, buildPagesTestApp } from './pages.testing';

const HOST = 'journal.localhost';

describe.each(testEngines)('the content calls on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let other: Store;
  let owner: { id: number };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'journal' });
    other = await createTestStore(db, { subdomain: 'journal-other' });
    owner = await createTestCustomer(db, { stores: [{ divisionId: store.id }] });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await db.insert(blogPosts).values([
      { divisionId: store.id, urlName: 'one', title: 'One', banner: '/media/one.webp', publishedAt: day(3) },
      { divisionId: store.id, urlName: 'two', title: 'Two', publishedAt: day(2) },
      { divisionId: store.id, urlName: 'three', title: 'Three', publishedAt: day(1) },
      { divisionId: other.id, urlName: 'secret', title: 'Their secret post' },
    ]);
    await db.insert(instagramPosts).values(
      Array.from({ length: 22 }, (_, index) => ({
        divisionId: store.id,
        externalId: `ig-${index}`,
        image: `/media/ig-${index}.webp`,
        permalink: `https://www.instagram.com/p/ig-${index}/`,
        postedAt: day(index),
      })),
    );
    await db.insert(mediaFiles).values([
      { divisionId: store.id, name: 'logo.svg', path: '/media/logo.svg', mimeType: 'image/svg+xml' },
      { divisionId: other.id, name: 'their-file.webp', path: '/media/theirs.webp', mimeType: 'image/webp' },
    ]);
    ({ app } = await buildPagesTestApp(database));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('GET /blog/paginate/', () => {
    it('answers the store’s posts newest first, lite or full, a page at a time', async () => {
      const lite = await client.get(
        `${API_PREFIX}/blog/paginate/?paginate=2&lite=1&divisions=${store.id}`,
        HOST,
      );
      expect(lite.statusCode).toBe(200);
      expect(lite.json()).toEqual({
        data: [
          { url: '/blog/three/', title: 'Three', metaImage: { banner: null } },
          { url: '/blog/two/', title: 'Two', metaImage: { banner: null } },
        ],
        meta: { page: 1, perPage: 2, total: 3, lastPage: 2 },
      });
      const full = await client.get(`${API_PREFIX}/blog/paginate/?paginate=2&page=2&divisions=journal`, HOST);
      expect(full.json().data).toEqual([
        expect.objectContaining({ title: 'One', urlName: 'one', metaImage: { banner: '/media/one.webp' } }),
      ]);
    });

    it('refuses a page size out of range with its message', async () => {
      const response = await client.get(`${API_PREFIX}/blog/paginate/?paginate=0`, HOST);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Min 1', errors: { paginate: ['Min 1'] } });
      const big = await client.get(`${API_PREFIX}/blog/paginate/?paginate=51`, HOST);
      expect(big.json()).toEqual({ message: 'Max 50', errors: { paginate: ['Max 50'] } });
    });

    it('never answers another store’s posts', async () => {
      const response = await client.get(`${API_PREFIX}/blog/paginate/?divisions=${other.id}`, HOST);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Their secret post');
      const mixed = await client.get(`${API_PREFIX}/blog/paginate/?divisions=${store.id},${other.id}`, HOST);
      expect(mixed.statusCode).toBe(404);
    });
  });

  describe('GET /divisions/{division}/social/instagram/posts', () => {
    it('answers 20 posts by default and the limit asked for', async () => {
      const response = await client.get(`${API_PREFIX}/divisions/${store.id}/social/instagram/posts`, HOST);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(20);
      expect(response.json()[0]).toMatchObject({
        id: 'ig-0',
        image: '/media/ig-0.webp',
        href: 'https://www.instagram.com/p/ig-0/',
      });
      const three = await client.get(`${API_PREFIX}/divisions/journal/social/instagram/posts?limit=3`, HOST);
      expect(three.json()).toHaveLength(3);
    });

    it('refuses a bad limit with its message', async () => {
      const response = await client.get(
        `${API_PREFIX}/divisions/${store.id}/social/instagram/posts?limit=x`,
        HOST,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Must be a number',
        errors: { limit: ['Must be a number'] },
      });
      const big = await client.get(
        `${API_PREFIX}/divisions/${store.id}/social/instagram/posts?limit=51`,
        HOST,
      );
      expect(big.json().message).toBe('Max 50');
    });

    it('never answers another store’s posts', async () => {
      const response = await client.get(`${API_PREFIX}/divisions/${other.id}/social/instagram/posts`, HOST);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /artemis/query/', () => {
    it('answers the store’s files to its owner, with thumbnails.original', async () => {
      const response = await client.get(
        `${API_PREFIX}/artemis/query/?macros=images,newest&page=1&perPage=10&searchTerm=logo&division=${store.id}`,
        HOST,
        actingAs(owner),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: [{ name: 'logo.svg', type: 'image', thumbnails: { original: '/media/logo.svg' } }],
        meta: { page: 1, perPage: 10, total: 1, lastPage: 1 },
      });
    });

    it('is refused to shoppers', async () => {
      const response = await client.get(`${API_PREFIX}/artemis/query/`, HOST);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: '403 Permission denied' });
    });

    it('refuses an unknown macro and a bad page size with their messages', async () => {
      const macro = await client.get(`${API_PREFIX}/artemis/query/?macros=videos`, HOST, actingAs(owner));
      expect(macro.statusCode).toBe(422);
      expect(macro.json()).toEqual({
        message: 'Must be one of: images, newest, oldest, name',
        errors: { macros: ['Must be one of: images, newest, oldest, name'] },
      });
      const perPage = await client.get(`${API_PREFIX}/artemis/query/?perPage=101`, HOST, actingAs(owner));
      expect(perPage.json()).toEqual({ message: 'Max 100', errors: { perPage: ['Max 100'] } });
    });

    it('never answers another store’s files, even to its owner', async () => {
      const response = await client.get(
        `${API_PREFIX}/artemis/query/?division=${other.id}`,
        HOST,
        actingAs(owner),
      );
      expect(response.statusCode).toBe(404);
      const theirs = await client.get(
        `${API_PREFIX}/artemis/query/`,
        'journal-other.localhost',
        actingAs(owner),
      );
      expect(theirs.statusCode).toBe(403);
      expect(theirs.body).not.toContain('their-file');
      const [kept] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.divisionId, other.id));
      expect(kept?.name).toBe('their-file.webp');
    });
  });
});
