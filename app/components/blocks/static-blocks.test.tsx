import { describe, expect, it } from 'vitest';
import type { Block } from '../../../core/blocks';
import { visibleBlocks } from '../../../core/blocks/publishing';
import type { BlockData } from './context';
import { BlockRenderer } from './registry';
import { rendersStatically } from './static-blocks';
import { block, product, renderInRouter, visitor } from './test-utils';

const visible = (stored: Block) => {
  const [shown] = visibleBlocks([stored], 'native');
  if (!shown) throw new Error(`${stored.type} is not visible`);
  return shown;
};

describe('rendersStatically', () => {
  it('keeps the server HTML of blocks that only show content and links', () => {
    for (const type of ['text', 'html', 'quote', 'card', 'pod', 'spacer', 'button', 'taglets', 'socials']) {
      expect(rendersStatically(visible(block(type, { text: 'x', title: 'x' })), {}), type).toBe(true);
    }
    expect(rendersStatically(visible(block('image', { src: '/a.jpg' })), {})).toBe(true);
    expect(rendersStatically(visible(block('banner', { title: 'Sale', image: '/a.jpg' })), {})).toBe(true);
    // A feed's posts or pictures are links with images, from the server's data.
    const feed = visible(block('feed', { title: 'Instagram' }));
    const pictures: BlockData = {
      images: { [feed.uid]: [{ id: 'p1', src: '/a.webp', href: 'https://x.test/' }] },
    };
    expect(rendersStatically(feed, pictures)).toBe(true);
  });

  it('hydrates blocks with behaviour of their own', () => {
    for (const type of [
      'slideshow',
      'expandable',
      'carousel',
      'productList',
      'newsletterSubscribe',
      'youtube',
    ]) {
      expect(rendersStatically(visible(block(type)), {}), type).toBe(false);
    }
    expect(rendersStatically(visible(block('image', { src: '/a.jpg', zoom: true })), {})).toBe(false);
    expect(rendersStatically(visible(block('banner', { media: { video: '/a.mp4' } })), {})).toBe(false);
    expect(rendersStatically(visible(block('banner', { video: '/a.mp4' })), {})).toBe(false);
    expect(rendersStatically(visible(block('text', { text: 'x', asyncData: '/omnis/v3/x/' })), {})).toBe(
      false,
    );
  });

  it('judges a grid or row by every item it shows, its own or its factory’s', () => {
    const cards = block('grid', {}, { items: [{ uid: 'a', type: 'card', properties: { title: 'A' } }] });
    expect(rendersStatically(visible(cards), {})).toBe(true);
    const withForm = block(
      'row',
      {},
      {
        items: [
          { uid: 'b', type: 'card', properties: { title: 'B' } },
          { uid: 'c', type: 'newsletterSubscribe', properties: {} },
        ],
      },
    );
    expect(rendersStatically(visible(withForm), {})).toBe(false);
    const factoryGrid = visible(block('grid', { factory: { source: 'products' } }));
    const data: BlockData = { products: { [factoryGrid.uid]: [product(1, 'Organic Tee')] } };
    expect(rendersStatically(factoryGrid, data)).toBe(true);
  });
});

describe('static blocks in the server HTML', () => {
  it('marks the blocks after the first that keep their HTML, in native mode only', async () => {
    const blocks = [block('text', { text: 'First' }), block('text', { text: 'Second' }), block('expandable')];
    const native = await renderInRouter(
      <BlockRenderer blocks={blocks} mode="native" visitor={visitor} path="/a/" />,
    );
    const marked = [...native.matchAll(/data-static-block="([^"]+)"/g)].map((match) => match[1]);
    expect(marked).toEqual([`/a/ ${blocks[1]?.uid}`]);
    expect(native).toContain('Second');
    const preview = await renderInRouter(
      <BlockRenderer blocks={blocks} mode="preview" visitor={visitor} path="/a/" />,
    );
    expect(preview).not.toContain('data-static-block');
  });
});
