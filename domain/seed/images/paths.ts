import { slugify } from '../data/slug';
import type { SeedStore } from '../data/types';

/** Where one store's images live, relative to the image output directory (always '/'-separated). */
export interface StoreImagePaths {
  logo: string;
  /** urlName -> colour name -> path */
  products: Record<string, Record<string, string>>;
  /** urlName -> path */
  collections: Record<string, string>;
}

/** subdomain -> that store's image paths. */
export type RenderedImages = Record<string, StoreImagePaths>;

/** Alias of RenderedImages. */
export type ImageManifest = RenderedImages;

export const productImagePath = (store: string, urlName: string, colourName: string): string =>
  `products/${store}/${urlName}-${slugify(colourName)}.webp`;

export const collectionImagePath = (store: string, urlName: string): string =>
  `collections/${store}/${urlName}.webp`;

export const logoPath = (store: string): string => `logos/${store}.svg`;

/** The manifest renderImages() produces, computed without rendering anything. */
export function imagePathsFor(stores: readonly SeedStore[]): RenderedImages {
  const manifest: RenderedImages = {};
  for (const store of stores) {
    const products: StoreImagePaths['products'] = {};
    for (const product of store.products) {
      const byColour: Record<string, string> = {};
      for (const colour of product.colours) {
        byColour[colour.name] = productImagePath(store.subdomain, product.urlName, colour.name);
      }
      products[product.urlName] = byColour;
    }
    const collections: StoreImagePaths['collections'] = {};
    for (const collection of store.collections) {
      collections[collection.urlName] = collectionImagePath(store.subdomain, collection.urlName);
    }
    manifest[store.subdomain] = { logo: logoPath(store.subdomain), products, collections };
  }
  return manifest;
}
