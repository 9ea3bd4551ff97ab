import { describe, expect, it, vi } from 'vitest';
import { SharedReads } from './shared-reads';
import { collectShown, noteShown } from './shown';

describe('SharedReads', () => {
  it('keys reads by store and parts', () => {
    expect(SharedReads.key(7, 'product', 'tee')).toBe('7\u0000product\u0000tee');
  });

  it('shares a kept read, notes its tags for every user, and forgets it when what it shows changes', async () => {
    const reads = new SharedReads<string>();
    const load = vi.fn(async () => {
      noteShown('product:1');
      return 'tee';
    });
    const key = SharedReads.key(7, 'product', 'tee');
    await reads.get(key, load);
    const { tags } = await collectShown(() => reads.get(key, load));
    expect(load).toHaveBeenCalledTimes(1);
    expect([...tags]).toEqual(['product:1']);
    reads.applyChange({ storeId: 7, tags: ['product:2'] });
    await reads.get(key, load);
    expect(load).toHaveBeenCalledTimes(1);
    reads.applyChange({ storeId: 7, tags: ['product:1'] });
    await reads.get(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a value it may not keep, and reads again next time', async () => {
    const reads = new SharedReads<string | null>();
    const load = vi.fn(async () => null);
    const notNull = (value: string | null) => value !== null;
    const key = SharedReads.key(7, 'product', 'missing');
    expect(await reads.get(key, load, notNull)).toBeNull();
    expect(await reads.get(key, load, notNull)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reads.size).toBe(0);
  });
});
