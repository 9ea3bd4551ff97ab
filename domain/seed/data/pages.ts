import type { StoredBlock } from '../../pages/tables';
import type { SeedStore } from './types';

/** Block pages for the demo stores: a home page, an about page and a showcase of every block type. */

let sequence = 0;
function block(
  type: string,
  properties: Record<string, unknown> = {},
  x = 12,
  items: StoredBlock[] = [],
): StoredBlock {
  sequence += 1;
  return {
    uid: `seed-${type}-${sequence}`,
    type,
    order: sequence,
    size: { x, y: 1 },
    flags: {},
    properties,
    items,
  };
}

const media = (relative: string) => `/media/${relative}`;

function faqBlocks(store: SeedStore): StoredBlock[] {
  return [
    block('expandable', {
      title: 'How long does delivery take?',
      copy: 'Every piece is printed to order and usually leaves us within three working days. UK delivery takes one to three days more.',
    }),
    block('expandable', {
      title: 'Can I return something?',
      copy: `Yes: send unworn items back within 30 days and ${store.companyName} refunds you. In the UK returns are free.`,
    }),
    block('expandable', {
      title: 'What are your clothes made of?',
      copy: 'Organic cotton, grown without pesticides and printed with water-based inks.',
    }),
  ];
}

export function homePageBlocks(store: SeedStore): StoredBlock[] {
  const [first, second, third, fourth] = store.collections;
  const banner = (urlName: string | undefined) =>
    urlName ? media(`collections/${store.subdomain}/${urlName}.webp`) : '';
  return [
    block('slideshow', { speed: 5000, mode: 'slideshow' }, 12, [
      block('slide', {
        title: first?.name ?? store.companyName,
        copy: store.tagline,
        image: banner(first?.urlName),
        actions: [
          {
            text: `Shop ${first?.name ?? 'now'}`,
            href: `/collection/${first?.urlName ?? 'new-in'}/`,
            primary: true,
          },
        ],
      }),
      block('slide', {
        title: second?.name ?? 'New in',
        copy: second?.description ?? '',
        image: banner(second?.urlName),
        actions: [
          { text: 'Take a look', href: `/collection/${second?.urlName ?? 'new-in'}/`, primary: true },
        ],
      }),
    ]),
    block('productList', { title: 'Bestsellers', sortBy: 'bestsellerOrder', limit: 8 }),
    ...[first, second, third, fourth]
      .filter((collection): collection is NonNullable<typeof collection> => Boolean(collection))
      .map((collection) =>
        block(
          'pod',
          {
            title: collection.name,
            href: `/collection/${collection.urlName}/`,
            image: banner(collection.urlName),
          },
          3,
        ),
      ),
    block('quote', {
      quote: 'The softest tee I own, and it still looks new after a year.',
      author: 'A happy customer',
    }),
  ];
}

/**
 * A store's home page of 30 blocks, the page the block-page performance budget is measured on: a leading
 * slideshow, product lists, collection pods, banners, the design studio, products, blog and Instagram posts,
 * text, quotes, FAQ and the newsletter form, each in the store's own voice (its SeedStory) and each collection
 * shown once.
 */
export function storeHomeBlocks(store: SeedStore): StoredBlock[] {
  const [first, second, third, fourth, fifth, sixth] = store.collections;
  const { story } = store;
  const banner = (urlName: string | undefined) =>
    urlName ? media(`collections/${store.subdomain}/${urlName}.webp`) : '';
  const collectionLink = (urlName: string | undefined) => `/collection/${urlName ?? 'new-in'}/`;
  const studio = '/design-your-own-t-shirt/';
  const studioPhoto = media('studio/garments/mens-t-shirt/white-front-photo.webp');
  const later = fifth ?? third;
  const last = sixth ?? fourth ?? first;
  return [
    block('slideshow', { speed: 5000, mode: 'slideshow' }, 12, [
      block('slide', {
        title: first?.name ?? store.companyName,
        copy: store.tagline,
        image: banner(first?.urlName),
        titleType: 'h2',
        actions: [
          { text: `Shop ${first?.name ?? 'now'}`, href: collectionLink(first?.urlName), primary: true },
        ],
      }),
      block('slide', {
        title: second?.name ?? 'New in',
        copy: second?.description ?? '',
        image: banner(second?.urlName),
        titleType: 'h2',
        actions: [{ text: 'Take a look', href: collectionLink(second?.urlName), primary: true }],
      }),
      block('slide', {
        title: story.studioTitle,
        copy: story.studioCopy,
        image: banner(third?.urlName),
        titleType: 'h2',
        actions: [{ text: 'Open the design studio', href: studio, primary: true }],
      }),
    ]),
    block('text', {
      text: `<h2>Welcome to ${store.companyName}</h2><p>${story.welcome}</p>`,
      align: 'center',
    }),
    block('productList', { title: 'Bestsellers', sortBy: 'bestsellerOrder', limit: 8 }),
    ...[first, second, third, fourth]
      .filter((collection): collection is NonNullable<typeof collection> => Boolean(collection))
      .map((collection) =>
        block(
          'pod',
          {
            title: collection.name,
            href: collectionLink(collection.urlName),
            image: banner(collection.urlName),
          },
          3,
        ),
      ),
    block('banner', {
      title: story.studioTitle,
      copy: story.studioCopy,
      image: studioPhoto,
      titleType: 'h2',
      horizontalAlignment: 'left',
      actions: [{ text: 'Start designing', href: studio, primary: true }],
    }),
    block('productList', { title: 'New in', sortBy: 'new-in', limit: 4 }),
    block('quote', { quote: story.quote.text, author: story.quote.author }, 6),
    block('image', { src: banner(later?.urlName), alt: later?.name ?? 'Our collection', ratio: 'short' }, 6),
    block('text', { text: `<h2>${story.craftHeading}</h2><p>${story.craft}</p>` }),
    ...story.promises.map((promise) =>
      block('card', { icon: promise.icon, title: promise.title, copy: promise.copy, titleSize: 1 }, 4),
    ),
    block('spacer', { ratio: 'regular' }),
    block('grid', { title: 'All our collections', factory: { source: 'collections', params: { limit: 8 } } }),
    block('carousel', { title: 'More to love', factory: { source: 'products', params: { limit: 6 } } }),
    block('feed', { title: 'From the journal', source: 'blog', limit: 3 }),
    block('banner', {
      title: last?.name ?? 'Something new',
      copy: last?.description ?? store.tagline,
      image: banner(last?.urlName),
      ratio: 0.36,
      titleType: 'h2',
      actions: [{ text: 'Discover', href: collectionLink(last?.urlName), primary: true }],
    }),
    block('button', { text: 'Shop everything', href: collectionLink(first?.urlName) }, 6),
    block('button', { text: 'Our story', href: '/about/', primary: false }, 6),
    ...faqBlocks(store),
    block('taglets', { tags: story.promises.map((promise) => promise.title.toLowerCase()), align: 'center' }),
    block('socials', { links: { instagram: 'https://www.instagram.com/printfront/' }, align: 'center' }),
    block('newsletterSubscribe', {
      title: 'Join our mailing list',
      copy: 'New designs and the odd discount, once a month.',
    }),
    block('feed', { title: 'On Instagram', source: 'instagram', limit: 8 }),
    block('text', {
      text: '<p>Questions? Our <a href="/help/">help pages</a> answer most of them.</p>',
      align: 'center',
    }),
  ];
}

export function aboutPageBlocks(store: SeedStore): StoredBlock[] {
  return [
    block('banner', {
      title: `About ${store.companyName}`,
      copy: store.tagline,
      image: media(`collections/${store.subdomain}/${store.collections[0]?.urlName ?? 'new-in'}.webp`),
    }),
    block('text', {
      text: `<p>${store.companyName} prints every piece to order, so nothing is made that nobody wants. Our garments are organic cotton, and when one is worn out you can send it back: the material is remade into new clothes.</p>`,
    }),
    ...faqBlocks(store),
  ];
}

/** One of each block type, with content where the type needs it. */
export function showcaseBlocks(store: SeedStore): StoredBlock[] {
  const image = media(`collections/${store.subdomain}/${store.collections[0]?.urlName ?? 'new-in'}.webp`);
  const firstCollection = store.collections[0]?.urlName ?? 'new-in';
  return [
    block('announcement', {
      text: 'Free UK delivery on orders over £50',
      alignment: 'center',
      actionStyle: 'none',
    }),
    block('announcementV2', { text: 'New: the winter collection', alignment: 'space-between' }),
    block('banner', {
      title: 'Every block, on one page',
      copy: 'This page shows each block type the page builder offers.',
      image,
      actions: [{ text: 'Shop now', href: `/collection/${firstCollection}/`, primary: true }],
    }),
    block('slideshow', { speed: 5000 }, 12, [
      block('slide', { title: 'First slide', image }),
      block('slide', { title: 'Second slide', image }),
    ]),
    block('text', {
      text: '<h2>Text</h2><p>Rich text with <strong>bold</strong> and <a href="/sitemap/">a link</a>.</p>',
    }),
    block('text', { text: '<p>An unpublished block: only the editor sees it.</p>', published: false }),
    block('button', { text: 'A button', href: `/collection/${firstCollection}/` }, 6),
    block('action', { text: 'An action', action: '@open-chat' }, 6),
    block('pod', { title: 'A content pod', copy: 'With a picture', image, href: '/sitemap/' }, 3),
    block('card', { title: 'A card', copy: 'Cards carry a price', price: 2500, image }, 3),
    block('image', { src: image, alt: 'A collection banner', zoom: true }, 6),
    block('quote', { quote: 'Design is how it works.', author: 'Someone wise' }, 6),
    block('spacer', { ratio: 'regular' }),
    block('row', {}, 12, [
      block('text', { text: '<p>Inside a row</p>' }, 6),
      block('button', { text: 'Row button', href: '/' }, 6),
    ]),
    block('grid', { title: 'Collections', factory: { source: 'collections', params: { limit: 4 } } }),
    block('carousel', { title: 'Products', factory: { source: 'products', params: { limit: 6 } } }),
    block('productList', { title: 'New in', sortBy: 'new-in', limit: 4 }),
    block('productMockup', { title: 'A mockup', image }, 6),
    block('customisationCatalog', {
      title: 'Make your own',
      productTypes: ['T-shirt', 'Hoodie', 'Tote bag'],
    }),
    block('feed', { title: 'From the journal', source: 'blog' }),
    block('feature', { title: 'Printed to order', copy: 'Nothing is made until you order it.' }, 4),
    block('socials', { links: { instagram: 'https://instagram.com/printfront' } }, 4),
    block('appIcon', { title: 'Printfront', href: '/' }, 4),
    block('badge', { code: 'homepage', title: 'Home page' }, 4),
    block('badgeProgress', { title: 'Getting started' }, 4),
    block('gate', { title: 'Members only', copy: 'Sign in to see this.' }, 4),
    block('graph', { title: 'Sales' }, 6),
    block('summary', { title: 'Summary' }, 6),
    block('interactions', { title: 'Recent activity' }, 6),
    block('priceBreakdown', { title: 'Where your money goes' }, 6),
    block('profitPerMonth', { title: 'Profit per month' }, 6),
    block('proBenefits', { title: 'Pro benefits' }, 6),
    block('studioSuggestion', { title: 'Design your own', href: '/design-your-own-t-shirt/' }, 6),
    block('affiliateAttribution', { code: 'FRIEND10' }, 4),
    block('affiliateSettings', { title: 'Affiliate settings' }, 4),
    block('affiliateStats', { title: 'Affiliate stats' }, 4),
    block('taglets', { tags: ['organic', 'printed to order'] }, 6),
    block('tag', { text: 'New' }, 6),
    block('storeHidden', { title: 'This store is being prepared' }),
    block('iframe', { src: 'https://example.com/', title: 'An embedded page', height: 300 }),
    block('youtube', { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    block('html', { html: '<p>Sanitised <em>HTML</em>.</p>' }),
    ...faqBlocks(store),
    block('newsletterSubscribe', { title: 'Stay in touch' }, 6),
    block('mailContactForm', { contactEmail: `hello@${store.subdomain}.printfront.test` }, 6),
    block('remillReturn', { title: 'Return a worn-out item' }),
    block('liveChat', { group: 'support' }, 4),
    block('placeholder', {}, 4),
  ];
}
