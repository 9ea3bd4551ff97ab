import { describe, expect, it, vi } from 'vitest';
import { isBlockTypeLoaded, loadBlockComponent, loadBlockTypes } from './block-modules';

// The text block's chunk fails to load (a network error, a deployment that removed it).
vi.mock('./types/text', () => {
  throw new Error('chunk failed');
});

describe('a block type whose chunk fails to load', () => {
  it('does not hold up the page: the batch settles, the others load, the type is tried again', async () => {
    const batch = loadBlockTypes(['text', 'quote']);
    await expect(batch).resolves.toBeUndefined();
    expect((batch as { status?: string }).status).toBe('fulfilled');
    expect(isBlockTypeLoaded('quote')).toBe(true);
    expect(isBlockTypeLoaded('text')).toBe(false);
    // Not the failed promise again: a later render that needs the type fetches it anew.
    const again = loadBlockComponent('text');
    await expect(again).rejects.toThrow();
    const third = loadBlockComponent('text');
    expect(third).not.toBe(again);
    await expect(third).rejects.toThrow();
  });
});
