import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromJsonText, toJsonText } from '../json-text';
import type { StaticMarkup } from './blocks/static-markup';
import { StaticMarkupContext } from './blocks/static-markup';
import { countingMarkup, product, renderForHydration } from './blocks/test-utils';
import { ProductGrid } from './product-card';

/** A store with favourites, and a shopper whose heart is on the second product. */
const ROOT_DATA = {
  store: { storeCurrency: 'GBP', companyName: 'Test store', favouritesEnabled: true },
  favourites: { productUuids: ['uuid-2'] },
};

function renderCards(element: ReactElement, path = '/collection/tees/?sort=new', rootData = {}) {
  return renderForHydration(element, path, { ...ROOT_DATA, ...rootData });
}

/** Every shape of card: a sale, no picture, a png, a focal point, colours, and a name with markup in it. */
const PRODUCTS = [
  product(1, 'Organic Tee', { colours: [{ name: 'White', hex: '#ffffff' }] }),
  product(2, 'Sunrise Hoodie', {
    salePrice: 2000,
    onSale: true,
    colours: [
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'Forest', hex: '#2e5e3e' },
    ],
  }),
  product(3, 'Plain Card', { image: null }),
  product(4, 'Tote <b>"bag"</b> & co', { image: '/media/products/4.png', imageFocus: { x: 0.2, y: 0.8 } }),
  product(5, 'Evergreen Hoodie', { image: '/media/products/5.webp' }),
];

function grid(markup: StaticMarkup | null, products = PRODUCTS, priorityCount = 1) {
  const element = <ProductGrid products={products} label="Tees" priorityCount={priorityCount} />;
  return markup ? (
    <StaticMarkupContext.Provider value={markup}>{element}</StaticMarkupContext.Provider>
  ) : (
    element
  );
}

describe('product cards rendered on their own and kept', () => {
  it('are the HTML the page renders in place, byte for byte, so the browser hydrates them as they are', async () => {
    const inPlace = await renderCards(grid(null));
    const { markup, renders } = countingMarkup();
    const kept = await renderCards(grid(markup));
    // The priority card preloads its picture from the page's head: it is rendered in place.
    expect(renders()).toBe(PRODUCTS.length - 1);
    expect(kept).toBe(inPlace);
    expect(kept).toContain('aria-pressed="true" aria-label="Favourite Sunrise Hoodie"');
    expect(kept).toContain('<input type="hidden" name="redirectTo" value="/collection/tees/?sort=new"/>');
    expect(kept).toContain('£20.00');
    expect(kept).toContain('Tote &lt;b&gt;&quot;bag&quot;&lt;/b&gt; &amp; co');
  });

  it('renders a card once, and again only when what it is rendered from changes', async () => {
    const { markup, renders } = countingMarkup();
    await renderCards(grid(markup));
    const first = renders();
    await renderCards(grid(markup));
    expect(renders()).toBe(first);

    // Another currency: every kept card's price changes.
    const inDollars = await renderCards(grid(markup), undefined, { currency: 'USD' });
    expect(renders()).toBe(first * 2);
    expect(inDollars).toBe(await renderCards(grid(null), undefined, { currency: 'USD' }));
    expect(inDollars).not.toContain('£');

    // Another heart: only that card is rendered anew.
    const before = renders();
    const hearts = { favourites: { productUuids: ['uuid-2', 'uuid-5'] } };
    const withHeart = await renderCards(grid(markup), undefined, hearts);
    expect(renders()).toBe(before + 1);
    expect(withHeart).toBe(await renderCards(grid(null), undefined, hearts));

    // Another page (the heart's redirect without JavaScript), a changed product, favourites switched off.
    for (const [path, products, rootData] of [
      ['/search/?q=tee', PRODUCTS, {}],
      [undefined, PRODUCTS.map((product) => ({ ...product, price: product.price + 100 })), {}],
      [undefined, PRODUCTS, { store: { storeCurrency: 'GBP', favouritesEnabled: false } }],
    ] as const) {
      const html = await renderCards(grid(markup, [...products]), path, rootData);
      expect(html).toBe(await renderCards(grid(null, [...products]), path, rootData));
    }
    expect(
      await renderCards(grid(markup), undefined, {
        store: { storeCurrency: 'GBP', favouritesEnabled: false },
      }),
    ).not.toContain('favourite-form');
  });

  it('names a product read back from JSON text by its id: one render for each, again when its text changes', async () => {
    const { markup, renders } = countingMarkup();
    const shared = fromJsonText(toJsonText(PRODUCTS));
    const kept = await renderCards(grid(markup, shared));
    expect(kept).toBe(await renderCards(grid(null)));
    const first = renders();
    expect(first).toBe(PRODUCTS.length - 1);
    // The same products sent again (another read, the same text): the same objects, nothing rendered.
    await renderCards(grid(markup, fromJsonText(toJsonText(structuredClone(PRODUCTS)))));
    expect(renders()).toBe(first);
    // A product whose price changed is another text: every card is rendered anew, with the new price.
    const dearer = PRODUCTS.map((product) => ({ ...product, price: product.price + 100 }));
    const html = await renderCards(grid(markup, fromJsonText(toJsonText(dearer))));
    expect(renders()).toBe(first * 2);
    expect(html).toBe(await renderCards(grid(null, dearer)));
    // Another currency: rendered anew, by its key's other part.
    const inDollars = await renderCards(grid(markup, shared), undefined, { currency: 'USD' });
    expect(renders()).toBe(first * 3);
    expect(inDollars).toBe(await renderCards(grid(null), undefined, { currency: 'USD' }));
  });

  it('renders a card in place when its render on its own fails', async () => {
    const failing: StaticMarkup = () => null;
    expect(await renderCards(grid(failing))).toBe(await renderCards(grid(null)));
  });
});
