import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { studioBaseForKind } from '../../core/design/studio-paths';
import { insertColourOption } from '../catalog';
import {
  collections,
  productCollections,
  productImages,
  products,
  productTags,
  tags,
} from '../catalog/tables';
import type { Database } from '../db';
import { pages } from '../pages/tables';
import { divisions, manufacturers, subdomains } from '../stores/tables';
import { seedStoreContent } from './content';
import { aboutPageBlocks, homePageBlocks, showcaseBlocks, storeHomeBlocks } from './data/pages';
import type { SeedStore } from './data/types';
import type { ImageManifest } from './images/render';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const media = (relative: string) => `/media/${relative}`;

/** Inserts one demo store with its catalogue; returns its division id. */
export async function seedStore(tx: Transaction, seed: SeedStore, manifest: ImageManifest): Promise<number> {
  const images = manifest[seed.subdomain];
  const [manufacturer] = await tx
    .insert(manufacturers)
    .values({
      hash: `demo-${seed.subdomain}`,
      name: seed.companyName,
      email: 'owner@printfront.test',
      isPro: seed.variant === 'pro',
      isTurbo: seed.variant === 'pro',
      badges: [],
    })
    .returning({ id: manufacturers.id });
  const [division] = await tx
    .insert(divisions)
    .values({
      name: seed.companyName,
      code: seed.subdomain,
      subdomain: seed.subdomain,
      companyName: seed.companyName,
      companyInfo: { email: `hello@${seed.subdomain}.printfront.test` },
      logo: images ? media(images.logo) : null,
      logoThumbnail: images ? media(images.logo) : null,
      manufacturerId: manufacturer?.id ?? null,
    })
    .returning({ id: divisions.id });
  if (!division) throw new Error(`could not create store ${seed.subdomain}`);
  const divisionId = division.id;

  await tx.insert(subdomains).values({
    divisionId,
    isPro: seed.variant === 'pro',
    approvalStatus: 'approved',
    theme: seed.theme,
    mainMenu: seed.mainMenu,
    searchRedirects: seed.searchRedirects,
    plugins: {
      currency: seed.currencyPlugin,
      'cookie-policy': { enabled: true, allowEssentialOnly: true },
      'christmas-banner': { disabled: false },
      // Written but off: once on, its sign-up form sits in every page's footer.
      'email-subscriber-offer': {
        enabled: false,
        heading: 'Get 10% off your first order',
        description: 'New designs and the odd offer, about once a month.',
        discount: '10% off with the code WELCOME10',
      },
    },
    announcement: { text: seed.announcement },
    currency: seed.currency,
    metaOgImage: images ? media(images.logo) : null,
    favicon: images ? media(images.logo) : null,
  });

  const collectionIds = new Map<string, number>();
  for (const [position, collection] of seed.collections.entries()) {
    const [row] = await tx
      .insert(collections)
      .values({
        divisionId,
        name: collection.name,
        urlName: collection.urlName,
        description: collection.description,
        banner: images?.collections[collection.urlName]
          ? media(images.collections[collection.urlName] ?? '')
          : null,
        position,
      })
      .returning({ id: collections.id });
    if (row) collectionIds.set(collection.urlName, row.id);
  }

  const tagIds = new Map<string, number>();
  const tagNames = [
    ...new Set(seed.products.flatMap((product) => product.tags.map((tag) => tag.toLowerCase()))),
  ];
  if (tagNames.length > 0) {
    const rows = await tx
      .insert(tags)
      .values(tagNames.map((name) => ({ divisionId, name })))
      .returning({ id: tags.id, name: tags.name });
    for (const row of rows) tagIds.set(row.name, row.id);
  }

  const createdAt = Date.now();
  for (const [index, product] of seed.products.entries()) {
    const [row] = await tx
      .insert(products)
      .values({
        uuid: randomUUID(),
        divisionId,
        sku: product.sku,
        name: product.name,
        urlName: product.urlName,
        description: product.description,
        metaTitle: product.name,
        metaDescription: product.metaDescription,
        price: product.price,
        salePrice: product.salePrice,
        onSale: product.salePrice !== null && product.salePrice < product.price,
        gender: product.gender,
        kind: product.kind,
        type: product.type,
        manufacturerId: manufacturer?.id ?? null,
        defaultColour: product.defaultColour,
        customiseIt: studioBaseForKind(product.kind, product.gender),
        isEditableInStudio: studioBaseForKind(product.kind, product.gender) !== null,
        bestsellerRank: product.bestsellerRank,
        designs: { front: `artwork:${product.artwork.motif}` },
        // Newer products come later in the list, so "new in" has a stable order.
        createdAt: new Date(createdAt - (seed.products.length - index) * 3_600_000),
      })
      .returning({ id: products.id });
    if (!row) continue;
    const productId = row.id;
    const productImagesByColour = images?.products[product.urlName] ?? {};

    for (const [position, colour] of product.colours.entries()) {
      const optionId = await insertColourOption(tx, {
        divisionId,
        productId,
        sku: product.sku,
        colour,
        sizes: product.sizes,
        position,
      });
      if (optionId === null) continue;
      const image = productImagesByColour[colour.name];
      if (image) {
        await tx.insert(productImages).values({
          divisionId,
          productId,
          optionId,
          original: media(image),
          position: 0,
          altText: `${product.name} in ${colour.name}`,
          color: colour.hex,
        });
      }
    }

    const links = product.collections.flatMap((urlName, position) => {
      const collectionId = collectionIds.get(urlName);
      return collectionId ? [{ divisionId, productId, collectionId, position: index * 10 + position }] : [];
    });
    if (links.length > 0) await tx.insert(productCollections).values(links);
    const productTagRows = [...new Set(product.tags.map((tag) => tag.toLowerCase()))].flatMap((name) => {
      const tagId = tagIds.get(name);
      return tagId ? [{ divisionId, productId, tagId }] : [];
    });
    if (productTagRows.length > 0) await tx.insert(productTags).values(productTagRows);
  }

  await tx.insert(pages).values([
    {
      uuid: randomUUID(),
      divisionId,
      url: '/',
      flags: { homepage: true },
      properties: { title: seed.companyName, description: seed.tagline, isStorePage: true },
      blocks: storeHomeBlocks(seed),
    },
    {
      uuid: randomUUID(),
      divisionId,
      url: '/welcome/',
      properties: { title: `Welcome to ${seed.companyName}`, description: seed.tagline, isStorePage: true },
      blocks: homePageBlocks(seed),
    },
    {
      uuid: randomUUID(),
      divisionId,
      url: '/about/',
      properties: { title: 'About us', description: `The story of ${seed.companyName}.`, isStorePage: true },
      blocks: aboutPageBlocks(seed),
    },
    {
      uuid: randomUUID(),
      divisionId,
      url: '/blocks/',
      sitemap: false,
      properties: {
        title: 'Every block',
        description: 'Each block type of the page builder.',
        isStorePage: true,
      },
      blocks: showcaseBlocks(seed),
    },
  ]);
  await seedStoreContent(tx, divisionId, seed, images);
  return divisionId;
}

export async function storeExists(tx: Transaction, subdomain: string): Promise<boolean> {
  const rows = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(and(eq(divisions.subdomain, subdomain)))
    .limit(1);
  return rows.length > 0;
}
