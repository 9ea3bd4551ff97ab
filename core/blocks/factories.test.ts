import { describe, expect, it, vi } from 'vitest';
import {
  FactoryCache,
  type FactoryRecord,
  type FetchSource,
  isSafeAsyncPath,
  itemsFromAnswer,
  recordFromAnswer,
  resolveFactory,
} from './factories';
import { type Block, blockFromStored } from './types';

const grid = (factory: unknown, uid = 'grid'): Block =>
  blockFromStored({ uid, type: 'grid', properties: factory === undefined ? {} : { factory } });

const products: FactoryRecord[] = Array.from({ length: 10 }, (_, index) => ({
  id: index,
  name: `Tee ${index}`,
  urlName: `tee-${index}`,
  image: `/media/tee-${index}.webp`,
  price: 25,
  salePrice: index === 0 ? 20 : null,
}));

function fetcher(records: Partial<Record<string, FactoryRecord[]>> = { products }) {
  return vi.fn<FetchSource>(async (source) => records[source] ?? []);
}

describe('resolveFactory', () => {
  it('fills items from the source, as cards linking to products', async () => {
    const fetchSource = fetcher();
    const block = await resolveFactory(
      grid({ source: 'products', params: { collection: 'tees' } }),
      fetchSource,
    );
    expect(fetchSource).toHaveBeenCalledWith('products', { collection: 'tees', limit: 4 });
    expect(block.items).toHaveLength(4);
    expect(block.items[0]).toMatchObject({
      type: 'card',
      parent: 'grid',
      properties: {
        title: 'Tee 0',
        href: '/product/tee-0/',
        image: '/media/tee-0.webp',
        price: 25,
        salePrice: 20,
      },
    });
    expect(new Set(block.items.map((item) => item.uid)).size).toBe(4);
  });

  it('fetches each (source, params) once, then serves it from the cache', async () => {
    const fetchSource = fetcher();
    await resolveFactory(grid({ source: 'products', params: { limit: 2, collection: 'a' } }), fetchSource);
    await resolveFactory(
      grid({ source: 'products', params: { collection: 'a', limit: 2 } }, 'other'),
      fetchSource,
    );
    expect(fetchSource).toHaveBeenCalledTimes(1);
    await resolveFactory(grid({ source: 'products', params: { collection: 'b', limit: 2 } }), fetchSource);
    expect(fetchSource).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent requests', async () => {
    const fetchSource = fetcher();
    const block = grid({ source: 'products' });
    await Promise.all([resolveFactory(block, fetchSource), resolveFactory(block, fetchSource)]);
    expect(fetchSource).toHaveBeenCalledTimes(1);
  });

  it('keeps caches apart per fetcher (so per store)', async () => {
    const storeA = fetcher();
    const storeB = fetcher();
    const block = grid({ source: 'products' });
    await resolveFactory(block, storeA);
    await resolveFactory(block, storeB);
    expect(storeA).toHaveBeenCalledTimes(1);
    expect(storeB).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed fetch', async () => {
    const fetchSource = vi
      .fn<FetchSource>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(products);
    const block = grid({ source: 'products' });
    await expect(resolveFactory(block, fetchSource)).rejects.toThrow('down');
    await expect(resolveFactory(block, fetchSource)).resolves.toMatchObject({ items: expect.any(Array) });
    expect(fetchSource).toHaveBeenCalledTimes(2);
  });

  it("throws 'Factory has no source' without one", async () => {
    const fetchSource = fetcher();
    await expect(resolveFactory(grid({}), fetchSource)).rejects.toThrow(new Error('Factory has no source'));
    await expect(resolveFactory(grid({ source: 'pinterest' }), fetchSource)).rejects.toThrow(
      'Factory has no source',
    );
    expect(fetchSource).not.toHaveBeenCalled();
  });

  it('returns a block without a factory unchanged', async () => {
    const block = grid(undefined);
    expect(await resolveFactory(block, fetcher())).toBe(block);
  });

  it('maps every source', async () => {
    const fetchSource = fetcher({
      collections: [{ id: 'c', name: 'Tees', urlName: 'tees', image: '/c.webp' }],
      blogPosts: [{ id: 'p', title: 'News', url: '/blog/news/', image: '/p.webp' }],
      instagramPosts: [
        { id: 'i', image: 'https://cdn.example/i.jpg', href: 'https://instagram.com/p/1', caption: 'Hi' },
      ],
      uploadedImages: [{ id: 'u', src: '/media/u.webp' }],
    });
    const first = async (source: string) => (await resolveFactory(grid({ source }), fetchSource)).items[0];
    expect(await first('collections')).toMatchObject({
      type: 'card',
      properties: { title: 'Tees', href: '/collection/tees/' },
    });
    expect(await first('blogPosts')).toMatchObject({
      type: 'card',
      properties: { title: 'News', href: '/blog/news/' },
    });
    expect(await first('instagramPosts')).toMatchObject({
      type: 'image',
      properties: { src: 'https://cdn.example/i.jpg', alt: 'Hi', href: 'https://instagram.com/p/1' },
    });
    expect(await first('uploadedImages')).toMatchObject({
      type: 'image',
      properties: { src: '/media/u.webp' },
    });
  });

  it('uses source default limits (Instagram 20) and caps at 100', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ id: index, image: `/i${index}.jpg` }));
    const fetchSource = fetcher({ instagramPosts: many });
    expect((await resolveFactory(grid({ source: 'instagramPosts' }), fetchSource)).items).toHaveLength(20);
    expect(
      (await resolveFactory(grid({ source: 'instagramPosts', params: { limit: 500 } }), fetchSource)).items,
    ).toHaveLength(100);
  });

  it('accepts a cache of its own', async () => {
    const cache = new FactoryCache();
    const fetchSource = fetcher();
    await resolveFactory(grid({ source: 'products' }), fetchSource, { cache });
    expect(cache.size).toBe(1);
    cache.clear();
    await resolveFactory(grid({ source: 'products' }), fetchSource, { cache });
    expect(fetchSource).toHaveBeenCalledTimes(2);
  });
});

describe('isSafeAsyncPath', () => {
  it.each([
    ['/omnis/v3/blog/paginate/?lite=1', true],
    ['/x', true],
    ['//evil.example/x', false],
    ['https://evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['relative/path', false],
    ['/with space', false],
    [42, false],
  ])('%s → %s', (path, expected) => {
    expect(isSafeAsyncPath(path)).toBe(expected);
  });
});

describe('itemsFromAnswer', () => {
  it('makes cards of a lite blog answer ({ data })', () => {
    const items = itemsFromAnswer(
      {
        data: [{ url: '/blog/hello/', title: 'Hello', metaImage: { banner: '/media/hello.webp' } }],
        meta: {},
      },
      'feed',
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'card',
      parent: 'feed',
      properties: { title: 'Hello', href: '/blog/hello/', image: '/media/hello.webp' },
    });
  });

  it('makes images of uploaded files and Instagram posts', () => {
    const items = itemsFromAnswer(
      [
        { id: 4, name: 'a.webp', altText: 'Peaks', thumbnails: { original: '/media/a.webp' } },
        { id: 'ig1', image: '/media/ig.webp', href: 'https://www.instagram.com/p/ig1/', caption: 'Hi' },
      ],
      'grid',
    );
    expect(items.map((item) => [item.type, item.properties])).toEqual([
      ['image', { src: '/media/a.webp', alt: 'Peaks', href: '' }],
      ['image', { src: '/media/ig.webp', alt: 'Hi', href: 'https://www.instagram.com/p/ig1/' }],
    ]);
  });

  it('makes cards of collections and products, keeping blocks as they are', () => {
    const items = itemsFromAnswer(
      {
        items: [
          { name: 'Summer', urlName: 'summer', banner: { thumbnails: { full: '/media/summer.webp' } } },
          { id: 7, name: 'Tee', urlName: 'tee', image: '/media/tee.webp', price: 2500, salePrice: null },
          { uid: 'kept', type: 'text', properties: { text: 'Hi' } },
          'junk',
          { unknown: true },
        ],
      },
      'row',
    );
    expect(items.map((item) => item.properties.href ?? item.uid)).toEqual([
      '/collection/summer/',
      '/product/tee/',
      'kept',
    ]);
    expect(items[1]?.properties.price).toBe(2500);
    expect(items[2]).toMatchObject({ uid: 'kept', parent: 'row', type: 'text' });
  });

  it('answers nothing for an answer that holds no list', () => {
    expect(itemsFromAnswer({ message: 'nope' }, 'x')).toEqual([]);
    expect(itemsFromAnswer(null, 'x')).toEqual([]);
    expect(recordFromAnswer(42)).toBeNull();
  });
});
