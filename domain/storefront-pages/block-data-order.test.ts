import { describe, expect, it, vi } from 'vitest';
import { blockFromStored } from '../../core/blocks';
import type { listProductSummaries } from '../catalog';
import type { ServiceContext } from '../context';

// The first block's list answers last, as a slower query or a cold cache would.
vi.mock(import('../catalog'), async (importOriginal) => ({
  ...(await importOriginal()),
  listProductSummaries: async (_ctx: unknown, options: { limit: number }) => {
    await new Promise((resolve) => setTimeout(resolve, options.limit === 5 ? 30 : 0));
    return [{ name: `limit ${options.limit}` }] as Awaited<ReturnType<typeof listProductSummaries>>;
  },
}));

const { resolveBlockData } = await import('./block-data');

describe("resolveBlockData's order", () => {
  it("keeps the blocks' order, not the order their queries answered in", async () => {
    const blocks = [
      blockFromStored({ uid: 'first', type: 'productList', properties: { limit: 5 } }),
      blockFromStored({ uid: 'second', type: 'productList', properties: { limit: 2 } }),
      blockFromStored({
        uid: 'third',
        type: 'carousel',
        properties: { factory: { source: 'products', params: { limit: 1 } } },
      }),
    ];
    const data = await resolveBlockData({} as ServiceContext, blocks);
    expect(Object.keys(data.products)).toEqual(['first', 'second', 'third']);
    expect(data.products.first?.map((product) => product.name)).toEqual(['limit 5']);
  });
});
