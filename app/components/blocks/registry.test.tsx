import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE_NAMES } from '../../../core/blocks/types/index';
import type { BlockComponent, BlockData } from './context';
import { BLOCK_COMPONENTS } from './every-block-type';
import { BlockRenderer, blockRegistry, cellClassName } from './registry';
import { block, product, renderInRouter, visitor } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

const brokenBlock: BlockComponent = () => {
  throw new Error('broken block');
};

describe('blockRegistry', () => {
  it('has a component for every block type of core, and nothing else', () => {
    expect(BLOCK_TYPE_NAMES).toHaveLength(48);
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPE_NAMES].sort());
    for (const name of BLOCK_TYPE_NAMES) {
      expect(blockRegistry.get(name).component, name).toBeTypeOf('function');
    }
  });
});

describe('every block type renders its defaults', () => {
  for (const name of BLOCK_TYPE_NAMES) {
    it(`${name} renders with its defaults in native and preview mode`, async () => {
      const error = vi.spyOn(console, 'error');
      const blocks = [block(name)];
      const native = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
      const preview = await renderInRouter(
        <BlockRenderer blocks={blocks} mode="preview" visitor={visitor} />,
      );
      expect(native).toContain('class="blocks"');
      expect(preview).toContain(`data-block="${name}"`);
      expect(preview).toContain('Edit<span class="visually-hidden">');
      expect(error).not.toHaveBeenCalled();
    });
  }
});

const data: BlockData = {
  products: { 'products-1': [product(1, 'Organic Tee'), product(2, 'Hoodie')] },
  images: {
    'feed-1': [{ id: 1, src: '/media/insta/1.jpg', href: 'https://instagram.com/p/1', caption: 'Beach day' }],
  },
  posts: {
    'feed-2': [{ id: 7, title: 'How we print', url: '/blog/how-we-print/', image: '/media/blog/7.jpg' }],
  },
  values: {
    'values-1': { unlocked: 2, total: 5 },
    'values-2': {
      points: [
        { label: 'Mon', value: 3 },
        { label: 'Tue', value: 5 },
      ],
    },
    'values-3': { clicks: 120, earnings: '£40.00' },
    'values-4': { items: [{ text: 'New order #12', date: '2025-09-30T10:00:00Z' }] },
    'values-5': { code: 'ALEX10', link: 'https://shop.test/?ref=ALEX10' },
  },
};

const slide = (title: string) => ({ uid: `slide-${title}`, type: 'slide', properties: { title } });

/** Each type with properties that give it content, and what must appear. */
const CONTENT: [
  type: string,
  properties: Record<string, unknown>,
  expected: string[],
  extra?: Record<string, unknown>,
][] = [
  ['placeholder', {}, ['Add new block']],
  ['action', { text: 'Chat now', action: '@open-chat' }, ['Chat now', 'href="#open-chat"']],
  ['appIcon', { title: 'Orders', href: '/dashboard/orders/' }, ['Orders', 'href="/dashboard/orders/"']],
  ['badge', { title: 'First sale', image: '/media/badges/first.png' }, ['First sale', 'Locked']],
  ['badgeProgress', { title: 'Progress' }, ['2 of 5 badges unlocked'], { uid: 'values-1' }],
  [
    'banner',
    { title: 'Summer sale', copy: 'Everything organic' },
    ['<h1 class="banner-title">Summer sale</h1>', 'Everything organic'],
  ],
  [
    'button',
    { text: 'Shop now', href: '/collection/new-in/' },
    ['Shop now', 'href="/collection/new-in/"', 'button-primary'],
  ],
  [
    'carousel',
    { title: 'Picks' },
    ['aria-roledescription="carousel"', 'Picks', 'One', 'Scroll forward'],
    {
      items: [
        { uid: 'c1', type: 'pod', properties: { title: 'One' } },
        { uid: 'c2', type: 'pod', properties: { title: 'Two' } },
      ],
    },
  ],
  ['feature', { title: 'Free returns', copy: 'Within 30 days' }, ['Free returns', 'Within 30 days']],
  [
    'feed',
    { title: 'Instagram' },
    ['Beach day', 'https://instagram.com/p/1', 'target="_blank"'],
    { uid: 'feed-1' },
  ],
  [
    'feed',
    { title: 'Blog', source: 'blog' },
    ['How we print', 'href="/blog/how-we-print/"'],
    { uid: 'feed-2' },
  ],
  [
    'gate',
    { title: 'Unlock', copy: 'Finish your profile', buttonText: 'Continue', href: '/dashboard/' },
    ['Unlock', 'Continue'],
  ],
  ['graph', { title: 'Sales' }, ['Sales', '<polyline', '<th scope="row">Tue</th>'], { uid: 'values-2' }],
  [
    'grid',
    { title: 'Collections' },
    ['Collections', '--grid-xs:2', 'A tile'],
    { items: [{ uid: 'g1', type: 'pod', properties: { title: 'A tile' } }] },
  ],
  [
    'iframe',
    { src: 'https://embed.example/page', title: 'Size guide' },
    [
      '<iframe',
      'title="Size guide"',
      'loading="lazy"',
      'height="1000"',
      'sandbox="allow-scripts allow-same-origin allow-forms allow-popups"',
    ],
  ],
  [
    'image',
    { src: '/media/photo.jpg', alt: 'A tee', caption: 'Our tee' },
    ['alt="A tee"', '<figcaption>Our tee</figcaption>'],
  ],
  [
    'pod',
    { title: 'Tees', href: '/collection/tees/', badge: 'New', image: '/media/tees.jpg' },
    ['Tees', 'New', 'href="/collection/tees/"', 'aspect-ratio:1 / 1.026'],
  ],
  [
    'productList',
    { title: 'Bestsellers' },
    ['Bestsellers', 'Organic Tee', 'Hoodie', 'product-grid'],
    { uid: 'products-1' },
  ],
  [
    'productMockup',
    { title: 'Mockup', image: '/media/mockup.png', productType: 'T-shirt' },
    ['Mockup', 'T-shirt'],
  ],
  [
    'quote',
    { quote: 'Love it', author: 'Sam' },
    ['<blockquote><p>Love it</p></blockquote>', 'Sam', 'text-align:right', '--block-font-size:24px'],
  ],
  [
    'row',
    {},
    ['block-row', 'Left', 'Right'],
    {
      items: [
        { uid: 'r1', type: 'text', properties: { text: '<p>Left</p>' }, size: { x: 6 } },
        { uid: 'r2', type: 'text', properties: { text: '<p>Right</p>' }, size: { x: 6 } },
      ],
    },
  ],
  ['slide', { title: 'A slide' }, ['A slide']],
  [
    'slideshow',
    {},
    [
      'aria-roledescription="carousel"',
      'First',
      'Second',
      'Pause slideshow',
      'Next slide',
      'aria-live="off"',
    ],
    { items: [slide('First'), slide('Second')] },
  ],
  [
    'socials',
    { links: { instagram: 'https://instagram.com/shop', facebook: '' } },
    ['Instagram', 'https://instagram.com/shop', 'aria-label="Social media"'],
  ],
  ['spacer', {}, ['block-spacer', 'aspect-ratio:1 / 0.1']],
  ['storeHidden', {}, ['This store is not open yet']],
  ['text', { text: '<p>Hello <strong>world</strong></p>' }, ['<p>Hello <strong>world</strong></p>']],
  ['youtube', { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, ['Play video']],
  [
    'expandable',
    { title: 'Do you ship abroad?', copy: 'Yes, worldwide.' },
    ['aria-expanded="false"', 'Do you ship abroad?', 'Yes, worldwide.', 'hidden=""'],
  ],
  [
    'proBenefits',
    { title: 'Go pro', benefits: ['Custom domain'], buttonText: 'Upgrade', href: '/teemill-plans/' },
    ['Custom domain', 'Upgrade'],
  ],
  ['remillReturn', {}, ['Return an item', '100% cotton', 'type="email"']],
  [
    'newsletterSubscribe',
    { title: 'Join us' },
    ['Join us', 'action="/forms/newsletter/"', 'name="email"', 'name="firstName"'],
  ],
  [
    'card',
    {
      title: 'Organic tee',
      price: 2500,
      salePrice: 2000,
      pricePrefix: 'From',
      buttonText: 'Buy',
      href: '/product/tee/',
    },
    ['Organic tee', '£20.00', '£25.00', 'From', 'Buy', '<h4 class="card-title">'],
  ],
  [
    'announcement',
    { text: 'Free delivery', action: { text: 'Details', href: '/help/' } },
    ['Free delivery', 'Details', 'button-primary'],
  ],
  [
    'announcementV2',
    { text: 'New drop', dismissible: true },
    ['New drop', 'Dismiss announcement', 'announcement-v2'],
  ],
  [
    'summary',
    { title: 'Why us', points: [{ title: 'Organic', copy: 'Cotton', icon: '' }] },
    ['Why us', 'Organic'],
  ],
  ['interactions', {}, ['New order #12'], { uid: 'values-4' }],
  ['mailContactForm', {}, ['action="/forms/contact/"', 'name="message"', 'Send message']],
  ['priceBreakdown', {}, ['£25.00', '£10.00', '£15.00', 'Your profit']],
  ['profitPerMonth', {}, ['type="range"', '£500.00']],
  ['studioSuggestion', { title: 'Make your own' }, ['Make your own', 'href="/studio/"']],
  ['affiliateAttribution', { code: 'ALEX10', title: 'Referred by Alex' }, ['ALEX10', 'Referred by Alex']],
  ['affiliateSettings', {}, ['ALEX10', 'https://shop.test/?ref=ALEX10'], { uid: 'values-5' }],
  ['affiliateStats', {}, ['Clicks', '120', '£40.00'], { uid: 'values-3' }],
  ['taglets', { tags: ['organic', 'vegan'] }, ['organic', 'href="/search/?q=vegan"']],
  ['tag', { text: 'Limited', href: '/collection/limited/' }, ['Limited']],
  ['liveChat', { group: 'support' }, ['Chat with us', 'Support']],
  ['customisationCatalog', { title: 'Customise' }, ['Customise', 'Organic Tee'], { uid: 'products-1' }],
  ['html', { html: '<h2>Made here</h2>' }, ['<h2>Made here</h2>']],
];

describe('every block type renders its key content', () => {
  it('covers every type', () => {
    expect(new Set(CONTENT.map(([type]) => type))).toEqual(new Set(BLOCK_TYPE_NAMES));
  });
  for (const [type, properties, expected, extra] of CONTENT) {
    it(`${type}: ${expected[0]}`, async () => {
      const blocks = [block(type, properties, extra)];
      const mode = type === 'placeholder' ? 'preview' : 'native';
      const html = await renderInRouter(
        <BlockRenderer blocks={blocks} mode={mode} visitor={visitor} data={data} />,
      );
      for (const text of expected) expect(html).toContain(text);
    });
  }
});

describe('BlockRenderer visibility', () => {
  const page = () => [
    block('text', { text: '<p>Published</p>' }, { order: 0 }),
    block('text', { text: '<p>Draft</p>' }, { order: 1, unpublished: true }),
    block('text', { text: '<p>Off</p>', published: false }, { order: 2 }),
    block('_add_', { text: 'Pseudo' }, { order: 3 }),
    block('text', { text: '<p>Gone</p>' }, { order: 4, flags: { deleted: true } }),
  ];

  it('native mode hides unpublished blocks, pseudo-items and deleted blocks, and shows no editor controls', async () => {
    const html = await renderInRouter(<BlockRenderer blocks={page()} mode="native" visitor={visitor} />);
    expect(html).toContain('Published');
    for (const hidden of ['Draft', 'Off', 'Pseudo', 'Gone', 'Add new block', 'block-edit', 'block-faded']) {
      expect(html).not.toContain(hidden);
    }
  });

  it('preview mode shows unpublished blocks faded, an Edit control per block and Add new block between blocks', async () => {
    const html = await renderInRouter(<BlockRenderer blocks={page()} mode="preview" visitor={visitor} />);
    expect(html).toContain('Published');
    expect(html).toContain('Draft');
    expect(html).toContain('Off');
    expect(html).not.toContain('Pseudo');
    expect(html).not.toContain('Gone');
    expect(html.match(/block-faded/g)).toHaveLength(2);
    expect(html.match(/class="block-edit"/g)).toHaveLength(3);
    // One slot before, between and after the three blocks.
    expect(html.match(/>Add new block</g)).toHaveLength(4);
    expect(html).toContain('(unpublished)');
  });

  it('a block with items is unpublished when none of its items is', async () => {
    const row = block(
      'row',
      {},
      { items: [{ uid: 'i1', type: 'text', properties: { text: '<p>Item</p>' }, unpublished: true }] },
    );
    const native = await renderInRouter(<BlockRenderer blocks={[row]} mode="native" visitor={visitor} />);
    expect(native).not.toContain('Item');
    const preview = await renderInRouter(<BlockRenderer blocks={[row]} mode="preview" visitor={visitor} />);
    expect(preview).toContain('Item');
    expect(preview).toContain('block-faded');
  });

  it('orders blocks by their order, the default (Infinity) last', async () => {
    const blocks = [
      block('text', { text: '<p>Last</p>' }),
      block('text', { text: '<p>First</p>' }, { order: 0 }),
    ];
    const html = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Last'));
  });

  it('hides a block whose conditions fail for the visitor', async () => {
    const blocks = [
      block('text', { text: '<p>Members</p>', conditions: ['loggedIn'] }),
      block('text', { text: '<p>Guests</p>', conditions: ['loggedOut'] }),
    ];
    const html = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
    expect(html).toContain('Guests');
    expect(html).not.toContain('Members');
    const member = await renderInRouter(
      <BlockRenderer blocks={blocks} mode="native" visitor={{ ...visitor, loggedIn: true }} />,
    );
    expect(member).toContain('Members');
    expect(member).not.toContain('Guests');
  });

  it('hides a block with an unknown condition and warns Invalid block conditions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = [
      block('text', { text: '<p>Secret</p>', conditions: ['fullMoon'] }),
      block('text', { text: '<p>Visible</p>' }),
    ];
    const html = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
    expect(html).not.toContain('Secret');
    expect(html).toContain('Visible');
    expect(warn).toHaveBeenCalledWith(
      'Invalid block conditions',
      expect.objectContaining({ conditions: ['fullMoon'] }),
    );
  });

  it('hides a block whose component throws, logs it, and renders its siblings', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const original = blockRegistry.get('tag').component as BlockComponent;
    blockRegistry.attach('tag', { component: brokenBlock });
    try {
      const blocks = [
        block('text', { text: '<p>Before</p>' }),
        block('tag', { text: 'Broken' }),
        block('text', { text: '<p>After</p>' }),
      ];
      const html = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
      expect(html).toContain('Before');
      expect(html).toContain('After');
      expect(html).not.toContain('Broken');
      expect(error).toHaveBeenCalledWith(
        'Block failed to render',
        expect.objectContaining({ type: 'tag' }),
        expect.any(Error),
      );
    } finally {
      blockRegistry.attach('tag', { component: original });
    }
  });

  it('hides a block of an unregistered type and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = [block('hologram', {}), block('text', { text: '<p>Still here</p>' })];
    const html = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
    expect(html).toContain('Still here');
    expect(html).not.toContain('hologram');
    expect(warn).toHaveBeenCalledWith("Block type of hologram hasn't been registered");
  });
});

describe('the masonry grid', () => {
  it('gives each cell its span on the 6-column (xs) and 12-column grids, never below the minimum', () => {
    expect(cellClassName(block('pod', {}, { size: { x: 3 } }))).toBe(
      'blocks-cell blocks-span-xs-3 blocks-span-3',
    );
    expect(cellClassName(block('text', {}, { size: { x: 6 } }))).toBe(
      'blocks-cell blocks-span-xs-3 blocks-span-6',
    );
    expect(cellClassName(block('text', {}, { size: { x: 9 } }))).toBe(
      'blocks-cell blocks-span-xs-5 blocks-span-9',
    );
    expect(cellClassName(block('text', {}, { size: { x: 12 } }))).toBe(
      'blocks-cell blocks-span-xs-6 blocks-span-12',
    );
    // Below the minimum (3; banner and carousel 12).
    expect(cellClassName(block('text', {}, { size: { x: 1 } }))).toBe(
      'blocks-cell blocks-span-xs-3 blocks-span-3',
    );
    expect(cellClassName(block('banner', {}, { size: { x: 4 } }))).toBe(
      'blocks-cell blocks-span-xs-6 blocks-span-12',
    );
    expect(cellClassName(block('carousel', {}, { size: { x: 6 } }))).toBe(
      'blocks-cell blocks-span-xs-6 blocks-span-12',
    );
  });

  it('spaces rows by the page ySpacing (24px by default) and lets tall blocks span rows', async () => {
    const blocks = [block('text', { text: '<p>Tall</p>' }, { size: { x: 6, y: 2 } })];
    const standard = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
    expect(standard).toContain('--blocks-y-spacing:24px');
    expect(standard).toContain('grid-row:span 2');
    const spaced = await renderInRouter(
      <BlockRenderer blocks={blocks} mode="native" visitor={visitor} ySpacing={40} />,
    );
    expect(spaced).toContain('--blocks-y-spacing:40px');
  });

  it('renders every block on the server even when the first is a slideshow', async () => {
    const blocks = [
      block('slideshow', {}, { order: 0, items: [slide('Hero')] }),
      block('text', { text: '<p>Below the fold</p>' }, { order: 1 }),
    ];
    const html = await renderInRouter(<BlockRenderer blocks={blocks} mode="native" visitor={visitor} />);
    expect(html).toContain('Hero');
    expect(html).toContain('Below the fold');
    expect(html).toContain('block-fixed');
  });
});
