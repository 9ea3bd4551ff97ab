import { describe, expect, it } from 'vitest';
import type { Block } from '../../../core/blocks';
import { blockFromStored } from '../../../core/blocks/types';
import type { BlockData } from './context';
import { DEFAULT_VISITOR } from './context';
import { blockTypesToRender } from './page-block-types';

const block = (uid: string, type: string, extra: Record<string, unknown> = {}): Block =>
  blockFromStored({ uid, type, properties: {}, ...extra });

const slideshow = block('s', 'slideshow', { items: [{ uid: 's1', type: 'slide', properties: {} }] });
const text = block('t', 'text', { properties: { text: 'Hello' } });
const quote = block('q', 'quote', { properties: { quote: 'Hi' } });
const list = block('p', 'productList');
const rowWithForm = block('r', 'row', {
  items: [
    { uid: 'r1', type: 'card', properties: { title: 'A' } },
    { uid: 'r2', type: 'newsletterSubscribe', properties: {} },
  ],
});

const page = (blocks: Block[], extra: { mode?: 'native' | 'preview'; data?: BlockData } = {}) => ({
  blocks,
  mode: extra.mode ?? 'native',
  visitor: DEFAULT_VISITOR,
  data: extra.data ?? {},
});

const sorted = (types: string[]) => [...types].sort();

describe('blockTypesToRender', () => {
  it('leaves out the static blocks of a page hydrating from the server, never the first', () => {
    const blocks = [text, slideshow, quote, list];
    expect(sorted(blockTypesToRender(page(blocks), () => true))).toEqual([
      'productList',
      'slide',
      'slideshow',
      'text',
    ]);
  });

  it('needs every type, items included, when the page renders in the browser', () => {
    expect(sorted(blockTypesToRender(page([slideshow, quote, list, rowWithForm]), () => false))).toEqual([
      'card',
      'newsletterSubscribe',
      'productList',
      'quote',
      'row',
      'slide',
      'slideshow',
    ]);
  });

  it('follows a hydrating layout block into its items, its own or made from data', () => {
    expect(sorted(blockTypesToRender(page([slideshow, rowWithForm]), () => true))).toEqual([
      'card',
      'newsletterSubscribe',
      'row',
      'slide',
      'slideshow',
    ]);
    const carousel = block('c', 'carousel', { properties: { factory: { source: 'products' } } });
    const data: BlockData = {
      products: {
        c: [{ id: 1, uuid: 'u', urlName: 'tee', name: 'Tee', price: 2500, salePrice: null, image: null }],
        p: [{ id: 1, uuid: 'u', urlName: 'tee', name: 'Tee', price: 2500, salePrice: null, image: null }],
      } as unknown as BlockData['products'],
    };
    // The carousel shows cards made from its products; the product list shows its own grid, no blocks.
    expect(sorted(blockTypesToRender(page([slideshow, carousel, list], { data }), () => true))).toEqual([
      'card',
      'carousel',
      'productList',
      'slide',
      'slideshow',
    ]);
  });

  it('hydrates every block in the editor’s preview', () => {
    expect(sorted(blockTypesToRender(page([slideshow, quote], { mode: 'preview' }), () => true))).toEqual([
      'quote',
      'slide',
      'slideshow',
    ]);
  });

  it('leaves out blocks the visitor is not shown', () => {
    const hidden = block('h', 'youtube', { properties: { published: false } });
    expect(sorted(blockTypesToRender(page([slideshow, hidden]), () => false))).toEqual([
      'slide',
      'slideshow',
    ]);
  });
});
