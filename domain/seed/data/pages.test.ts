import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NAMES, blockFromStored, createBlockRegistry } from '../../../core/blocks';
import { validatePage } from '../../../core/blocks/validate';
import { createPage } from '../../../core/pages';
import { aboutPageBlocks, homePageBlocks, showcaseBlocks, storeHomeBlocks } from './pages';
import { seedStores } from './stores';

function typesIn(blocks: { type: string; items?: unknown[] }[]): string[] {
  return blocks.flatMap((block) => [block.type, ...typesIn((block.items ?? []) as { type: string }[])]);
}

describe('seeded block pages', () => {
  const store = seedStores[0]!;
  const registry = createBlockRegistry();

  it('use every visible block type somewhere', () => {
    const used = new Set(
      typesIn([...homePageBlocks(store), ...aboutPageBlocks(store), ...showcaseBlocks(store)]),
    );
    const visible = BLOCK_TYPE_NAMES.filter((name) => !/^_.*_$/.test(name));
    expect(visible.filter((name) => !used.has(name))).toEqual([]);
  });

  it('the store home page has 30 blocks', () => {
    for (const seed of seedStores) expect(storeHomeBlocks(seed)).toHaveLength(30);
  });

  it.each([
    ['store home', storeHomeBlocks],
    ['home', homePageBlocks],
    ['about', aboutPageBlocks],
    ['showcase', showcaseBlocks],
  ])('the %s page passes the save validation', (_name, build) => {
    for (const seed of seedStores) {
      const page = createPage({
        url: '/x/',
        divisionId: 1,
        blocks: build(seed).map((stored) => blockFromStored(stored)),
      });
      const result = validatePage(page, registry);
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
  });
});
