import { describe, expect, it, vi } from 'vitest';
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
});
