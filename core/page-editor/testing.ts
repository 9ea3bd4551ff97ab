/**
 * Pages and blocks for the page editor's tests and benchmark (not used by the editor itself).
 */
import { createBlockRegistry } from '../blocks/catalogue';
import { sortBlocks } from '../blocks/publishing';
import type { Block, BlockOverrides, Page } from '../blocks/types';
import { createPage } from '../pages/model';
import type { EditorEnvironment } from './placement';

export const testRegistry = createBlockRegistry();

export function testEnvironment(isPro = false): EditorEnvironment {
  return { registry: testRegistry, isPro };
}

/** A block of a type with its defaults, its uid and order given (order = position unless told). */
export function testBlock(type: string, uid: string, overrides: BlockOverrides = {}): Block {
  return testRegistry.makeBlock(type, { uid, ...overrides });
}

/** A block's items with their parent set and orders 0..n-1. */
export function withItems(block: Block, items: Block[]): Block {
  return { ...block, items: items.map((item, order) => ({ ...item, parent: block.uid, order })) };
}

/** A store page of these blocks, orders 0..n-1 in the order given. */
export function testPage(blocks: Block[], overrides: Partial<Page> = {}): Page {
  return createPage({
    id: 7,
    divisionId: 3,
    url: '/about/',
    version: 4,
    kind: 'subdomain',
    ...overrides,
    blocks: blocks.map((block, order) => ({ ...block, parent: null, order })),
  });
}

/**
 * A page headed by the fixed slideshow (two slides), then a row holding a text and a button, a grid of two
 * cards, a text and an image.
 */
export function samplePage(overrides: Partial<Page> = {}): Page {
  return testPage(
    [
      withItems(testBlock('slideshow', 'show'), [
        testBlock('slide', 'slide-1'),
        testBlock('slide', 'slide-2'),
      ]),
      withItems(testBlock('row', 'row'), [testBlock('text', 'row-text'), testBlock('button', 'row-button')]),
      withItems(testBlock('grid', 'grid'), [testBlock('card', 'card-1'), testBlock('card', 'card-2')]),
      testBlock('text', 'text'),
      testBlock('image', 'image'),
    ],
    overrides,
  );
}

/** uids of a container's live blocks in page order. */
export function order(blocks: readonly Block[]): string[] {
  return sortBlocks(blocks)
    .filter((block) => !block.flags.deleted)
    .map((block) => block.uid);
}
