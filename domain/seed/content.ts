import { blogPosts, instagramPosts, mediaFiles } from '../content/tables';
import type { Database } from '../db';
import type { SeedStore } from './data/types';
import { BANNER_HEIGHT, BANNER_WIDTH } from './images/banner';
import { PRODUCT_IMAGE_SIZE } from './images/garments';
import type { ImageManifest } from './images/render';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const media = (relative: string) => `/media/${relative}`;
const DAY_MS = 24 * 60 * 60_000;

/** Blog posts of a demo store: a few journal entries about its collections and how it works. */
export function blogPostsFor(seed: SeedStore, images: ImageManifest[string] | undefined, now = Date.now()) {
  const banner = (urlName: string | undefined) =>
    urlName && images?.collections[urlName] ? media(images.collections[urlName] ?? '') : null;
  const [first, second, third] = seed.collections;
  return [
    {
      urlName: 'printed-to-order',
      title: 'Why we print everything to order',
      summary: `Nothing at ${seed.companyName} is made until you order it. Here is why.`,
      body: [
        `Every piece ${seed.companyName} sells is printed the moment it is ordered. There is no warehouse of unsold stock and nothing is thrown away at the end of a season.`,
        'Printing to order also means we can offer every design in every colour and size, and keep adding new ones without guessing how many people will want them.',
        'It takes a few days longer than picking a shirt off a shelf, and we think that is a fair trade.',
      ].join('\n\n'),
      banner: banner(first?.urlName),
      tags: ['how we work'],
      publishedAt: new Date(now - 2 * DAY_MS),
    },
    {
      urlName: 'caring-for-your-prints',
      title: 'Caring for your prints',
      summary: 'Wash cold, inside out, and your print will outlast the shirt.',
      body: [
        'Our inks are water based and cured into the fibres, so they do not crack like plastisol prints.',
        'Wash at 30 degrees, inside out, and skip the tumble dryer. Iron on the reverse if you must.',
        'When a garment is finally worn out, send it back to us: the cotton is remade into new yarn.',
      ].join('\n\n'),
      banner: banner(second?.urlName ?? first?.urlName),
      tags: ['care'],
      publishedAt: new Date(now - 9 * DAY_MS),
    },
    {
      urlName: `introducing-${third?.urlName ?? first?.urlName ?? 'our-collection'}`,
      title: `Introducing ${third?.name ?? first?.name ?? 'our new collection'}`,
      summary: third?.description ?? first?.description ?? seed.tagline,
      body: [
        third?.description ?? seed.tagline,
        'Every design in the collection started as a sketch in our studio and was redrawn until it printed crisply on every colour we offer.',
      ].join('\n\n'),
      banner: banner(third?.urlName ?? first?.urlName),
      tags: ['collections'],
      publishedAt: new Date(now - 21 * DAY_MS),
    },
    {
      urlName: 'from-cotton-field-to-your-door',
      title: 'From cotton field to your door',
      summary: 'The journey of one of our organic cotton tees.',
      body: [
        'Our cotton is grown without pesticides and spun, knitted and sewn in certified factories.',
        'Blanks arrive at our print room undyed or garment dyed, and your design is printed within a day of your order.',
        'A renewable-energy print room, plastic-free packaging and a carbon-neutral courier do the rest.',
      ].join('\n\n'),
      banner: banner(first?.urlName),
      tags: ['how we work', 'materials'],
      publishedAt: new Date(now - 40 * DAY_MS),
    },
  ];
}

/** Instagram posts of a demo store: its product photos, as its account would post them. */
export function instagramPostsFor(
  seed: SeedStore,
  images: ImageManifest[string] | undefined,
  now = Date.now(),
) {
  if (!images) return [];
  return seed.products.slice(0, 12).flatMap((product, index) => {
    const photo = images.products[product.urlName]?.[product.defaultColour];
    if (!photo) return [];
    const externalId = `${seed.subdomain}-${String(index + 1).padStart(4, '0')}`;
    return [
      {
        externalId,
        caption: `${product.name}, printed to order. #${seed.subdomain}store #printedtoorder`,
        image: media(photo),
        permalink: `https://www.instagram.com/p/${externalId}/`,
        postedAt: new Date(now - (index + 1) * 2 * DAY_MS),
      },
    ];
  });
}

/** The files a demo store has uploaded to its library: its logo, collection banners and product photos. */
export function mediaFilesFor(seed: SeedStore, images: ImageManifest[string] | undefined, now = Date.now()) {
  if (!images) return [];
  const files: Omit<typeof mediaFiles.$inferInsert, 'divisionId'>[] = [
    {
      name: `${seed.subdomain}-logo.svg`,
      path: media(images.logo),
      mimeType: 'image/svg+xml',
      altText: `${seed.companyName} logo`,
      createdAt: new Date(now - 60 * DAY_MS),
    },
  ];
  for (const [index, collection] of seed.collections.entries()) {
    const path = images.collections[collection.urlName];
    if (!path) continue;
    files.push({
      name: `${collection.urlName}-banner.webp`,
      path: media(path),
      mimeType: 'image/webp',
      width: BANNER_WIDTH,
      height: BANNER_HEIGHT,
      altText: `${collection.name} banner`,
      createdAt: new Date(now - (50 - index) * DAY_MS),
    });
  }
  for (const [index, product] of seed.products.slice(0, 16).entries()) {
    const path = images.products[product.urlName]?.[product.defaultColour];
    if (!path) continue;
    files.push({
      name: `${product.urlName}.webp`,
      path: media(path),
      mimeType: 'image/webp',
      width: PRODUCT_IMAGE_SIZE,
      height: PRODUCT_IMAGE_SIZE,
      altText: `${product.name} in ${product.defaultColour}`,
      createdAt: new Date(now - (30 - index) * DAY_MS),
    });
  }
  return files;
}

/** Seeds a demo store's blog, Instagram feed and file library. */
export async function seedStoreContent(
  tx: Transaction,
  divisionId: number,
  seed: SeedStore,
  images: ImageManifest[string] | undefined,
): Promise<void> {
  const now = Date.now();
  await tx.insert(blogPosts).values(blogPostsFor(seed, images, now).map((post) => ({ ...post, divisionId })));
  const posts = instagramPostsFor(seed, images, now);
  if (posts.length > 0)
    await tx.insert(instagramPosts).values(posts.map((post) => ({ ...post, divisionId })));
  const files = mediaFilesFor(seed, images, now);
  if (files.length > 0) await tx.insert(mediaFiles).values(files.map((file) => ({ ...file, divisionId })));
}
