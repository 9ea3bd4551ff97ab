import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../core/blocks';
import { fromJsonText, toJsonText } from '../../json-text';
import { createStaticMarkup } from '../../static-markup.server';
import type { BlockData } from './context';
import { BlockRenderer } from './registry';
import { type StaticMarkup, StaticMarkupContext } from './static-markup';
import { block, countingMarkup, product, renderInRouter, visitor } from './test-utils';

/** Every static type, with what they show: text, links, images, prices, icons, items of their own or a factory's. */
function staticPage(): { blocks: Block[]; data: BlockData } {
  const factoryGrid = block('grid', { factory: { source: 'products' } });
  const instagram = block('feed', { title: 'On Instagram' });
  const blog = block('feed', { title: 'From the blog', source: 'blog' });
  const blocks = [
    block('text', { text: 'The first block always hydrates' }),
    block('text', { text: '<p>Printed <strong>to order</strong></p>' }),
    block('card', {
      title: 'Organic tee',
      copy: 'Soft.',
      price: 2500,
      salePrice: 2000,
      href: '/product/tee/',
    }),
    block('button', { text: 'Shop now', href: '/collection/all/' }),
    block('image', { image: '/media/a.png', alt: 'A field', href: '/about/' }),
    block('quote', { quote: 'Lovely', author: 'Sam' }),
    block('feature', { title: 'Free returns', copy: 'Within 30 days', icon: 'heart' }),
    block('socials', { instagram: 'https://instagram.com/x' }),
    block('spacer', { height: 40 }),
    block('pod', { title: 'Made here', icon: 'heart' }),
    block('banner', {
      title: 'Autumn',
      subTitle: 'New prints',
      image: '/media/b.png',
      href: '/collection/autumn/',
    }),
    block(
      'taglets',
      {},
      {
        items: [
          { uid: 'taglet-1', type: 'tag', properties: { text: 'Organic', href: '/search/?q=organic' } },
        ],
      },
    ),
    block(
      'row',
      {},
      { items: [{ uid: 'row-card', type: 'card', properties: { title: 'In a row', price: 1500 } }] },
    ),
    factoryGrid,
    instagram,
    blog,
  ];
  return {
    blocks,
    data: {
      products: { [factoryGrid.uid]: [product(1, 'Organic Tee'), product(2, 'Sunrise Hoodie')] },
      images: {
        [instagram.uid]: [
          { id: 'p1', src: '/media/feed-1.webp', href: 'https://instagram.com/p/1', caption: 'Beach day' },
        ],
      },
      posts: {
        [blog.uid]: [{ id: 7, title: 'How we print', url: '/blog/how-we-print/', image: '/media/post.webp' }],
      },
    },
  };
}

function page(markup: StaticMarkup | null, { blocks, data }: ReturnType<typeof staticPage>) {
  const renderer = (
    <BlockRenderer blocks={blocks} mode="native" visitor={visitor} data={data} path="/home/" />
  );
  return markup ? (
    <StaticMarkupContext.Provider value={markup}>{renderer}</StaticMarkupContext.Provider>
  ) : (
    renderer
  );
}

describe('static blocks rendered on their own and kept', () => {
  it('is the HTML the page renders, block for block', async () => {
    const content = staticPage();
    const inPage = await renderInRouter(page(null, content));
    const { markup, renders } = countingMarkup();
    const onTheirOwn = await renderInRouter(page(markup, content));
    expect(renders()).toBe(content.blocks.length - 1);
    expect(onTheirOwn).toBe(inPage);
    expect(onTheirOwn).toContain('£20.00');
    expect(onTheirOwn).toContain('Sunrise Hoodie');
    expect(onTheirOwn).toContain('href="/collection/autumn/"');
    expect(onTheirOwn).toContain('Beach day');
    expect(onTheirOwn).toContain('href="/blog/how-we-print/"');
  });

  it('renders a block once, and again only when what it is rendered from changes', async () => {
    const content = staticPage();
    const { markup, renders } = countingMarkup();
    await renderInRouter(page(markup, content));
    const first = renders();
    await renderInRouter(page(markup, content));
    expect(renders()).toBe(first);

    // Another currency for the shopper: the cards' prices change, so their HTML is rendered anew.
    const inDollars = await renderInRouter(page(markup, content), '/', { currency: 'USD' });
    expect(renders()).toBeGreaterThan(first);
    expect(inDollars).toBe(await renderInRouter(page(null, content), '/', { currency: 'USD' }));
    expect(inDollars).not.toContain('£20.00');

    // Another product in the factory's grid.
    const moved = renders();
    const grid = content.blocks.find((shown) => shown.type === 'grid' && shown.items.length === 0);
    const changed = {
      ...content,
      data: { ...content.data, products: { [grid?.uid ?? '']: [product(3, 'Evergreen Hoodie')] } },
    };
    const html = await renderInRouter(page(markup, changed));
    expect(renders()).toBe(moved + 1);
    expect(html).toContain('Evergreen Hoodie');
    expect(html).not.toContain('Sunrise Hoodie');
  });
});

describe('static blocks of a page read back from JSON text', () => {
  /** The page as its loader sends it and the route reads it (json-text.ts). */
  const sent = (content: ReturnType<typeof staticPage>) => ({
    blocks: fromJsonText(toJsonText(content.blocks)),
    data: fromJsonText(toJsonText(content.data)),
  });

  it("is the page's HTML, each block named by its properties' id and rendered once", async () => {
    const content = staticPage();
    const { markup, renders } = countingMarkup();
    const html = await renderInRouter(page(markup, sent(content)));
    expect(html).toBe(await renderInRouter(page(null, content)));
    expect(renders()).toBe(content.blocks.length - 1);
    // The same page sent again: the same objects, nothing rendered.
    await renderInRouter(page(markup, sent(structuredClone(content))));
    expect(renders()).toBe(content.blocks.length - 1);
  });

  it('renders the blocks anew when the data, the currency or the visitor change', async () => {
    const content = staticPage();
    const { markup, renders } = countingMarkup();
    await renderInRouter(page(markup, sent(content)));
    const first = renders();

    const grid = content.blocks.find((shown) => shown.type === 'grid' && shown.items.length === 0);
    const changed = {
      ...content,
      data: { ...content.data, products: { [grid?.uid ?? '']: [product(3, 'Evergreen Hoodie')] } },
    };
    const html = await renderInRouter(page(markup, sent(changed)));
    expect(renders()).toBe(first * 2);
    expect(html).toBe(await renderInRouter(page(null, changed)));
    expect(html).toContain('Evergreen Hoodie');

    const inDollars = await renderInRouter(page(markup, sent(content)), '/', { currency: 'USD' });
    expect(renders()).toBe(first * 3);
    expect(inDollars).toBe(await renderInRouter(page(null, content), '/', { currency: 'USD' }));

    const signedIn = { ...visitor, loggedIn: true };
    const forSignedIn = await renderInRouter(
      <StaticMarkupContext.Provider value={markup}>
        <BlockRenderer {...sent(content)} mode="native" visitor={signedIn} path="/home/" />
      </StaticMarkupContext.Provider>,
    );
    expect(renders()).toBe(first * 4);
    expect(forSignedIn).toBe(
      await renderInRouter(<BlockRenderer {...content} mode="native" visitor={signedIn} path="/home/" />),
    );
  });
});

const neverLoaded = new Promise<never>(() => {});

/** A lazy piece whose code never arrives: its boundary stays unfinished. */
function NeverLoaded(): never {
  throw neverLoaded;
}

describe('createStaticMarkup', () => {
  it('keeps HTML by key, forgets the least recently used beyond its size, and keeps no failed render', () => {
    const markup = createStaticMarkup({ maxBytes: 40 });
    let renders = 0;
    const paragraph = (text: string) => () => {
      renders += 1;
      return <p>{text}</p>;
    };
    expect(markup('a', 'a-', paragraph('one'))).toBe('<p>one</p>');
    expect(markup('a', 'a-', paragraph('changed'))).toBe('<p>one</p>');
    expect(renders).toBe(1);
    markup('b', 'b-', paragraph('x'.repeat(30)));
    expect(markup('a', 'a-', paragraph('two'))).toBe('<p>two</p>');
    const failing = () => {
      throw new Error('render failed');
    };
    expect(markup('c', 'c-', failing)).toBeNull();
    expect(markup('c', 'c-', paragraph('three'))).toBe('<p>three</p>');
  });

  it('gives no HTML that hydrates with an unfinished suspense boundary, and does not render it again', () => {
    const markup = createStaticMarkup({ maxBytes: 1024 });
    let renders = 0;
    const suspending = () => {
      renders += 1;
      return (
        <Suspense fallback={<p>loading</p>}>
          <NeverLoaded />
        </Suspense>
      );
    };
    expect(markup('lazy', 'l-', suspending, { hydrates: true })).toBeNull();
    expect(markup('lazy', 'l-', suspending, { hydrates: true })).toBeNull();
    expect(renders).toBe(1);
    const finished = () => (
      <Suspense fallback={<p>loading</p>}>
        <p>ready</p>
      </Suspense>
    );
    expect(markup('ready', 'r-', finished, { hydrates: true })).toBe('<!--$--><p>ready</p><!--/$-->');
  });
});
