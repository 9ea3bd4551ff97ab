import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockFromStored } from '../../core/blocks';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { blogPosts, instagramPosts, mediaFiles } from '../content';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { manufacturers } from '../stores';
import { divisions } from '../stores/tables';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { resolveBlockData } from './block-data';

describe.each(testEngines)('resolveBlockData on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it("fills product lists and product factories from this store's catalogue only", async () => {
    const store = await createTestStore(database.db, { subdomain: 'blocks-a' });
    const other = await createTestStore(database.db, { subdomain: 'blocks-b' });
    await createTestProduct(database.db, store.id, { name: 'Ours one', bestsellerRank: 2 });
    await createTestProduct(database.db, store.id, { name: 'Ours two', bestsellerRank: 1 });
    await createTestProduct(database.db, other.id, { name: 'Theirs', bestsellerRank: 0 });
    const blocks = [
      blockFromStored({ uid: 'list', type: 'productList', properties: { limit: 5 } }),
      blockFromStored({
        uid: 'row',
        type: 'carousel',
        properties: { factory: { source: 'products', params: { limit: 1 } } },
      }),
      blockFromStored({ uid: 'text', type: 'text', properties: { text: 'hi' } }),
    ];
    const data = await resolveBlockData(visitorContext(database.db, store), blocks);
    expect(data.products.list?.map((product) => product.name)).toEqual(['Ours two', 'Ours one']);
    expect(data.products.row?.map((product) => product.name)).toEqual(['Ours two']);
    expect(data.products.text).toBeUndefined();
  });

  it('fills blog, Instagram and uploaded-image factories and feeds from this store only', async () => {
    const store = await createTestStore(database.db, { subdomain: 'blocks-content' });
    const other = await createTestStore(database.db, { subdomain: 'blocks-content-other' });
    await database.db.insert(blogPosts).values([
      { divisionId: store.id, urlName: 'hello', title: 'Hello', banner: '/media/hello.webp' },
      { divisionId: other.id, urlName: 'theirs', title: 'Theirs' },
    ]);
    await database.db.insert(instagramPosts).values([
      {
        divisionId: store.id,
        externalId: 'ig1',
        caption: 'Ours',
        image: '/media/ig1.webp',
        permalink: 'https://www.instagram.com/p/ig1/',
      },
      {
        divisionId: other.id,
        externalId: 'ig2',
        image: '/media/ig2.webp',
        permalink: 'https://www.instagram.com/p/ig2/',
      },
    ]);
    await database.db.insert(mediaFiles).values([
      { divisionId: store.id, name: 'a.webp', path: '/media/a.webp', mimeType: 'image/webp', altText: 'A' },
      { divisionId: store.id, name: 'b.pdf', path: '/media/b.pdf', mimeType: 'application/pdf' },
    ]);
    const blocks = [
      blockFromStored({ uid: 'posts', type: 'grid', properties: { factory: { source: 'blogPosts' } } }),
      blockFromStored({ uid: 'ig', type: 'carousel', properties: { factory: { source: 'instagramPosts' } } }),
      blockFromStored({ uid: 'files', type: 'grid', properties: { factory: { source: 'uploadedImages' } } }),
      blockFromStored({ uid: 'blog-feed', type: 'feed', properties: { source: 'blog', limit: 2 } }),
      blockFromStored({ uid: 'ig-feed', type: 'feed', properties: {} }),
    ];
    const data = await resolveBlockData(visitorContext(database.db, store), blocks);
    expect(data.posts.posts).toEqual([
      { id: '/blog/hello/', title: 'Hello', url: '/blog/hello/', image: '/media/hello.webp' },
    ]);
    expect(data.posts['blog-feed']).toHaveLength(1);
    expect(data.images.ig).toEqual([
      { id: 'ig1', src: '/media/ig1.webp', href: 'https://www.instagram.com/p/ig1/', caption: 'Ours' },
    ]);
    expect(data.images['ig-feed']?.map((record) => record.id)).toEqual(['ig1']);
    expect(data.images.files?.map((record) => record.src)).toEqual(['/media/a.webp']);
  });

  it('gives badge figures to those who edit the store, and to nobody else', async () => {
    const store = await createTestStore(database.db, { subdomain: 'blocks-badges' });
    const [project] = await database.db
      .insert(manufacturers)
      .values({
        hash: 'blocks-badges',
        name: 'Badges',
        badges: [
          { code: 'card', unlocked: true, groups: ['sign-up'] },
          { code: 'theme', unlocked: false, groups: ['sign-up'] },
        ],
      })
      .returning();
    await database.db
      .update(divisions)
      .set({ manufacturerId: project?.id })
      .where(eq(divisions.id, store.id));
    const blocks = [
      blockFromStored({ uid: 'card', type: 'badge', properties: { code: 'card' } }),
      blockFromStored({ uid: 'progress', type: 'badgeProgress', properties: {} }),
    ];
    const owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] });
    const data = await resolveBlockData(customerContext(database.db, store, owner), blocks);
    expect(data.values).toEqual({ card: { unlocked: true }, progress: { total: 2, unlocked: 1 } });
    const shopper = await resolveBlockData(visitorContext(database.db, store), blocks);
    expect(shopper.values).toEqual({});
  });
});
