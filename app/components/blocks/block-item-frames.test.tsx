import { describe, expect, it } from 'vitest';
import type { Block } from '../../../core/blocks';
import type { BlockData } from './context';
import { BlockRenderer } from './registry';
import { type StaticMarkup, StaticMarkupContext } from './static-markup';
import { block, countingMarkup, product, renderForHydration, visitor } from './test-utils';

/** A carousel (which hydrates) of static items of its own and a factory's, and a row with a button. */
function page(): { blocks: Block[]; data: BlockData } {
  const carousel = block('carousel', { title: 'More to love', factory: { source: 'products' } });
  const blocks = [
    block('text', { text: 'The first block always hydrates' }),
    carousel,
    block(
      'carousel',
      { title: 'Picked for you' },
      {
        items: [
          {
            uid: 'own-card',
            type: 'card',
            properties: { title: 'Organic <tee>', price: 2500, salePrice: 2000 },
          },
          {
            uid: 'own-image',
            type: 'image',
            properties: { image: '/media/a.png', alt: 'A field', href: '/about/' },
          },
          {
            uid: 'own-expandable',
            type: 'expandable',
            properties: { title: 'Hydrates', copy: 'Its own way' },
          },
        ],
      },
    ),
    block('newsletterSubscribe', { title: 'Join us' }),
  ];
  return {
    blocks,
    data: { products: { [carousel.uid]: [product(1, 'Organic Tee'), product(2, 'Sunrise Hoodie')] } },
  };
}

function rendered(markup: StaticMarkup | null, { blocks, data }: ReturnType<typeof page>) {
  const renderer = (
    <BlockRenderer blocks={blocks} mode="native" visitor={visitor} data={data} path="/home/" />
  );
  return markup ? (
    <StaticMarkupContext.Provider value={markup}>{renderer}</StaticMarkupContext.Provider>
  ) : (
    renderer
  );
}

describe('static items of a block that hydrates, rendered on their own and kept', () => {
  it('are the HTML the page renders in place, byte for byte, hydration markers and all', async () => {
    const content = page();
    const inPlace = await renderForHydration(rendered(null, content));
    const { markup, renders } = countingMarkup();
    const kept = await renderForHydration(rendered(markup, content));
    // The factory's two cards, and the card and image of the second carousel; not the expandable.
    expect(renders()).toBe(4);
    expect(kept).toBe(inPlace);
    expect(kept).toContain('Sunrise Hoodie');
    expect(kept).toContain('£20.00');
    expect(kept).toContain('<!--$-->');
  });

  it('renders an item again only when what it is rendered from changes', async () => {
    const content = page();
    const { markup, renders } = countingMarkup();
    await renderForHydration(rendered(markup, content));
    await renderForHydration(rendered(markup, content));
    expect(renders()).toBe(4);
    // The currencies are in every item's key (any item may show a price).
    const inDollars = await renderForHydration(rendered(markup, content), '/', { currency: 'USD' });
    expect(renders()).toBe(8);
    expect(inDollars).toBe(await renderForHydration(rendered(null, content), '/', { currency: 'USD' }));
  });

  it('renders an item in place when its render on its own cannot be had', async () => {
    const content = page();
    const inPlace = await renderForHydration(rendered(null, content));
    expect(await renderForHydration(rendered(() => null, content))).toBe(inPlace);
  });
});
