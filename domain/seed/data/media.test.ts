import { describe, expect, it } from 'vitest';
import type { StoredBlock } from '../../pages/tables';
import { imagePathsFor } from '../images/paths';
import { studioGarmentPath, studioViews } from '../images/studio-garments';
import { aboutPageBlocks, homePageBlocks, showcaseBlocks, storeHomeBlocks } from './pages';
import { seedStores } from './stores';
import { STUDIO_BASE_PRODUCTS } from './studio-products';

/** Every file the seed renders under the media directory, as the /media/ paths pages name them. */
function renderedMedia(): Set<string> {
  const files = new Set<string>();
  for (const store of Object.values(imagePathsFor(seedStores))) {
    files.add(`/media/${store.logo}`);
    for (const path of Object.values(store.collections)) files.add(`/media/${path}`);
    for (const colours of Object.values(store.products))
      for (const path of Object.values(colours)) files.add(`/media/${path}`);
  }
  for (const product of STUDIO_BASE_PRODUCTS)
    for (const colour of product.colours)
      for (const view of studioViews(product))
        for (const layer of ['photo', 'base', 'overlay'] as const)
          files.add(`/media/${studioGarmentPath(product, colour.name, view, layer)}`);
  return files;
}

/** Every string in a block's properties (and its items') that names a file under /media/. */
function mediaNamedBy(blocks: readonly StoredBlock[]): { block: string; path: string }[] {
  const found: { block: string; path: string }[] = [];
  const visit = (value: unknown, block: string) => {
    if (typeof value === 'string' && value.startsWith('/media/')) found.push({ block, path: value });
    else if (Array.isArray(value)) for (const item of value) visit(item, block);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) visit(item, block);
  };
  for (const block of blocks) {
    visit(block.properties, block.uid);
    found.push(...mediaNamedBy(block.items ?? []));
  }
  return found;
}

/** Blocks whose whole point is a picture: an empty one renders as a grey box. */
const PICTURE_BLOCKS = new Set(['slide', 'banner', 'pod', 'image']);

function pictureBlocksWithoutImage(blocks: readonly StoredBlock[]): string[] {
  return blocks.flatMap((block) => {
    const own =
      PICTURE_BLOCKS.has(block.type) && !block.properties?.image && !block.properties?.src ? [block.uid] : [];
    return [...own, ...pictureBlocksWithoutImage(block.items ?? [])];
  });
}

describe('the demo stores’ pages', () => {
  const files = renderedMedia();
  const pages = seedStores.flatMap((store) =>
    [storeHomeBlocks, homePageBlocks, aboutPageBlocks, showcaseBlocks].map(
      (build) => [`${store.subdomain} ${build.name}`, build(store)] as const,
    ),
  );

  it.each(pages)('%s names only media the seed renders', (_name, blocks) => {
    const missing = mediaNamedBy(blocks).filter(({ path }) => !files.has(path));
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s has a picture in every picture block', (_name, blocks) => {
    expect(pictureBlocksWithoutImage(blocks)).toEqual([]);
  });

  it('each store tells its own story', () => {
    const quotes = new Set(seedStores.map((store) => store.story.quote.text));
    const welcomes = new Set(seedStores.map((store) => store.story.welcome));
    expect(quotes.size).toBe(seedStores.length);
    expect(welcomes.size).toBe(seedStores.length);
  });
});
