import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { getBlogPost, listBlogPosts, listInstagramPosts, listMediaFiles, queryMediaFiles } from '.';
import { blogPosts, instagramPosts, mediaFiles } from './tables';

const DAY = 24 * 60 * 60_000;

describe.each(testEngines)('store content on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'content-a' });
    other = await createTestStore(db, { subdomain: 'content-b' });
    const now = Date.now();
    await db.insert(blogPosts).values([
      { divisionId: store.id, urlName: 'oldest', title: 'Oldest', publishedAt: new Date(now - 3 * DAY) },
      {
        divisionId: store.id,
        urlName: 'Middle',
        title: 'Middle',
        summary: 'In between',
        banner: '/media/middle.webp',
        tags: ['news'],
        publishedAt: new Date(now - 2 * DAY),
      },
      { divisionId: store.id, urlName: 'newest', title: 'Newest', publishedAt: new Date(now - DAY) },
      { divisionId: store.id, urlName: 'draft', title: 'Draft', published: false },
      { divisionId: store.id, urlName: 'scheduled', title: 'Scheduled', publishedAt: new Date(now + DAY) },
      { divisionId: other.id, urlName: 'theirs', title: 'Their post', publishedAt: new Date(now) },
    ]);
    await db.insert(instagramPosts).values(
      Array.from({ length: 25 }, (_, index) => ({
        divisionId: store.id,
        externalId: `post-${index}`,
        caption: `Post ${index}`,
        image: `/media/ig/${index}.webp`,
        permalink: `https://www.instagram.com/p/post-${index}/`,
        postedAt: new Date(now - index * DAY),
      })),
    );
    await db.insert(instagramPosts).values({
      divisionId: other.id,
      externalId: 'theirs',
      image: '/media/theirs.webp',
      permalink: 'https://www.instagram.com/p/theirs/',
    });
    await db.insert(mediaFiles).values([
      {
        divisionId: store.id,
        name: 'beach_banner.webp',
        path: '/media/beach.webp',
        mimeType: 'image/webp',
        width: 1920,
        height: 768,
        createdAt: new Date(now - 3 * DAY),
      },
      {
        divisionId: store.id,
        name: 'Alpine.webp',
        path: '/media/alpine.webp',
        mimeType: 'image/webp',
        altText: 'Snowy peaks',
        createdAt: new Date(now - 2 * DAY),
      },
      {
        divisionId: store.id,
        name: 'price-list.pdf',
        path: '/media/price-list.pdf',
        mimeType: 'application/pdf',
        createdAt: new Date(now - DAY),
      },
      { divisionId: other.id, name: 'secret.webp', path: '/media/secret.webp', mimeType: 'image/webp' },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  describe('blog posts', () => {
    it('lists published posts of the store only, newest first, a page at a time', async () => {
      const ctx = visitorContext(database.db, store);
      const first = await listBlogPosts(ctx, { perPage: 2 });
      expect(first.data.map((post) => post.title)).toEqual(['Newest', 'Middle']);
      expect(first.meta).toEqual({ page: 1, perPage: 2, total: 3, lastPage: 2 });
      const second = await listBlogPosts(ctx, { perPage: 2, page: 2 });
      expect(second.data.map((post) => post.title)).toEqual(['Oldest']);
    });

    it('answers url, title and metaImage.banner only when lite', async () => {
      const ctx = visitorContext(database.db, store);
      const { data } = await listBlogPosts(ctx, { perPage: 3, lite: true });
      expect(data[1]).toEqual({
        url: '/blog/Middle/',
        title: 'Middle',
        metaImage: { banner: '/media/middle.webp' },
      });
      const full = await listBlogPosts(ctx, { perPage: 3 });
      expect(full.data[1]).toMatchObject({ summary: 'In between', tags: ['news'], urlName: 'Middle' });
    });

    it('reads one published post by its urlName, case-insensitively, never a draft or another store’s', async () => {
      const ctx = visitorContext(database.db, store);
      expect((await getBlogPost(ctx, 'middle'))?.title).toBe('Middle');
      expect(await getBlogPost(ctx, 'draft')).toBeNull();
      expect(await getBlogPost(ctx, 'scheduled')).toBeNull();
      expect(await getBlogPost(ctx, 'theirs')).toBeNull();
    });
  });

  describe('Instagram posts', () => {
    it('answers the latest 20 by default, at most 50, newest first, this store only', async () => {
      const ctx = visitorContext(database.db, store);
      const posts = await listInstagramPosts(ctx);
      expect(posts).toHaveLength(20);
      expect(posts[0]).toMatchObject({ id: 'post-0', href: 'https://www.instagram.com/p/post-0/' });
      expect((await listInstagramPosts(ctx, { limit: 3 })).map((post) => post.id)).toEqual([
        'post-0',
        'post-1',
        'post-2',
      ]);
      expect(await listInstagramPosts(ctx, { limit: 500 })).toHaveLength(25);
      expect((await listInstagramPosts(visitorContext(database.db, other))).map((post) => post.id)).toEqual([
        'theirs',
      ]);
    });
  });

  describe('uploaded files', () => {
    it('answers newest first with thumbnails.original, filtered by macros and a search term', async () => {
      const ctx = visitorContext(database.db, store);
      const all = await listMediaFiles(ctx);
      expect(all.data.map((file) => file.name)).toEqual([
        'price-list.pdf',
        'Alpine.webp',
        'beach_banner.webp',
      ]);
      expect(all.data[2]).toMatchObject({ type: 'image', thumbnails: { original: '/media/beach.webp' } });
      expect((await listMediaFiles(ctx, { macros: ['images'] })).data.map((file) => file.name)).toEqual([
        'Alpine.webp',
        'beach_banner.webp',
      ]);
      expect((await listMediaFiles(ctx, { macros: ['name'] })).data.map((file) => file.name)).toEqual([
        'Alpine.webp',
        'beach_banner.webp',
        'price-list.pdf',
      ]);
      expect((await listMediaFiles(ctx, { macros: ['oldest'] })).data[0]?.name).toBe('beach_banner.webp');
      expect((await listMediaFiles(ctx, { searchTerm: 'snowy' })).data.map((file) => file.name)).toEqual([
        'Alpine.webp',
      ]);
      // '_' is a literal underscore, not a wildcard.
      expect((await listMediaFiles(ctx, { searchTerm: 'h_b' })).data.map((file) => file.name)).toEqual([
        'beach_banner.webp',
      ]);
      const paged = await listMediaFiles(ctx, { perPage: 2, page: 2 });
      expect(paged).toMatchObject({ meta: { page: 2, perPage: 2, total: 3, lastPage: 2 } });
      expect(paged.data).toHaveLength(1);
    });

    it('is only for those who edit the store', async () => {
      await expect(queryMediaFiles(visitorContext(database.db, store))).rejects.toMatchObject({
        status: 403,
        message: '403 Permission denied',
      });
      const outsider = await createTestCustomer(database.db, { stores: [{ divisionId: other.id }] });
      await expect(queryMediaFiles(customerContext(database.db, store, outsider))).rejects.toMatchObject({
        status: 403,
      });
      const owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] });
      const files = await queryMediaFiles(customerContext(database.db, store, owner));
      expect(files.data.map((file) => file.name)).not.toContain('secret.webp');
      expect(files.meta.total).toBe(3);
    });
  });
});
