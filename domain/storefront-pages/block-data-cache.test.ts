import { describe, expect, it, vi } from 'vitest';
import { collectShown, noteShown } from '../cache-invalidation';
import type { ResolvedBlockData } from './block-data';
import { BlockDataCache } from './block-data-cache';

const empty = (): ResolvedBlockData => ({ products: {}, collections: {}, posts: {}, images: {}, values: {} });

describe('BlockDataCache', () => {
  it('shares one read per store, page and version for its time to live', async () => {
    let now = 1_000;
    const cache = new BlockDataCache(10_000, () => now);
    const load = vi.fn(async () => empty());
    const key = BlockDataCache.key(1, '/', 3);
    await Promise.all([cache.get(key, load), cache.get(key, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(BlockDataCache.key(1, '/', 4), load);
    await cache.get(BlockDataCache.key(2, '/', 3), load);
    expect(load).toHaveBeenCalledTimes(3);
    now += 10_000;
    await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps no failed read', async () => {
    const cache = new BlockDataCache();
    const key = BlockDataCache.key(1, '/', 1);
    await expect(cache.get(key, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    const load = vi.fn(async () => empty());
    await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets what a change touches, and reads still running for its store', async () => {
    const cache = new BlockDataCache();
    const showing =
      (...tags: string[]) =>
      async () => {
        noteShown(...tags);
        return empty();
      };
    await cache.get(BlockDataCache.key(1, '/', 1), showing('product:1', 'listings'));
    await cache.get(BlockDataCache.key(1, '/about/', 1), showing('product:2'));
    await cache.get(BlockDataCache.key(2, '/', 1), showing('product:1'));
    cache.applyChange({ storeId: 1, tags: ['product:1'] });
    expect(cache.size).toBe(2);
    const running = cache.get(BlockDataCache.key(1, '/sale/', 1), showing('product:9'));
    cache.applyChange({ storeId: 1, tags: ['collection:4'] });
    await running;
    // The read of /sale/ is gone; /about/ and the other store's page are kept.
    expect(cache.size).toBe(2);
  });

  it('tags the render that uses a shared read with what the read showed', async () => {
    const cache = new BlockDataCache();
    const key = BlockDataCache.key(1, '/', 1);
    await cache.get(key, async () => {
      noteShown('product:7');
      return empty();
    });
    const { tags } = await collectShown(() => cache.get(key, async () => empty()));
    expect([...tags]).toEqual(['product:7']);
  });
});
