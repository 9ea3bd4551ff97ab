import { type FactoryRecord, type FactorySource, factoryItem } from '../../../core/blocks/factories';
import type { VisibleBlock } from '../../../core/blocks/publishing';
import type { BlockData } from './context';

/**
 * The items of a block: its own, or, when it has none, cards made from the records the server resolved
 * for it (collections, blog posts, images or products: BlockData keyed by its uid).
 */
export function itemsOf(block: VisibleBlock, data: BlockData): VisibleBlock[] {
  if (block.items.length > 0) return block.items;
  const sources: [FactorySource, readonly FactoryRecord[] | undefined][] = [
    ['collections', data.collections?.[block.uid]],
    ['blogPosts', data.posts?.[block.uid]],
    ['uploadedImages', data.images?.[block.uid]],
    [
      'products',
      data.products?.[block.uid]?.map((product) => ({
        id: product.id,
        name: product.name,
        urlName: product.urlName,
        image: product.image,
        price: product.price,
        salePrice: product.salePrice,
      })),
    ],
  ];
  for (const [source, records] of sources) {
    if (records && records.length > 0) {
      return records.map((entry) => ({
        ...factoryItem(source, entry, block.uid),
        faded: false,
        fixed: false,
        items: [],
      }));
    }
  }
  return [];
}

/** The types whose components render itemsOf: their own items or, without them, the data's. */
const LAYOUT_TYPES: ReadonlySet<string> = new Set(['row', 'grid', 'carousel']);

/** The items a block renders as blocks of their own (a slideshow's slides; a row's, grid's or carousel's). */
export function renderedItems(block: VisibleBlock, data: BlockData): VisibleBlock[] {
  return LAYOUT_TYPES.has(block.type) ? itemsOf(block, data) : block.items;
}
