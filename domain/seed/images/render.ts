import sharp from 'sharp';
import type { MediaStorage } from '../../storage';
import type { SeedStore } from '../data/types';
import { collectionBannerSvg } from './banner';
import { productImageSvg } from './compose';
import { logoSvg } from './logo';
import { collectionImagePath, imagePathsFor, logoPath, productImagePath, type RenderedImages } from './paths';
import { mapLimit } from './pool';
import { contentHash, loadCache, saveCache } from './render-cache';

export { collectionBannerSvg } from './banner';
export { productImageSvg } from './compose';
export { type ImageManifest, imagePathsFor, type RenderedImages, type StoreImagePaths } from './paths';

/** Bump when rasterising changes in a way the SVG text does not capture. */
const RENDER_VERSION = 'v1';
export const WEBP_QUALITY = 82;

export interface RenderOptions {
  onProgress?(done: number, total: number): void;
  /** Called once per output file with whether it was (re)written or already up to date. */
  onFile?(relativePath: string, status: 'written' | 'skipped'): void;
  /** Files rendered at once (default 4). */
  concurrency?: number;
}

interface Job {
  path: string;
  /** Builds the SVG inside the worker, so markup is not all held in memory up front. */
  svg: () => string;
  format: 'webp' | 'svg';
}

function jobsFor(stores: readonly SeedStore[]): Job[] {
  const jobs: Job[] = [];
  for (const store of stores) {
    jobs.push({ path: logoPath(store.subdomain), svg: () => logoSvg(store.logo), format: 'svg' });
    for (const collection of store.collections) {
      jobs.push({
        path: collectionImagePath(store.subdomain, collection.urlName),
        svg: () => collectionBannerSvg(collection, collection.bannerPalette),
        format: 'webp',
      });
    }
    for (const product of store.products) {
      for (const colour of product.colours) {
        jobs.push({
          path: productImagePath(store.subdomain, product.urlName, colour.name),
          svg: () => productImageSvg(product, colour),
          format: 'webp',
        });
      }
    }
  }
  return jobs;
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

/**
 * Renders every product x colour photo and collection banner to WebP and writes store logos as SVG,
 * into `media`. Files already rendered from the same content are left untouched.
 */
export async function renderImages(
  media: MediaStorage,
  stores: readonly SeedStore[],
  opts: RenderOptions = {},
): Promise<RenderedImages> {
  const jobs = jobsFor(stores);
  const cache = await loadCache(media);
  let done = 0;
  let dirty = false;
  try {
    await mapLimit(jobs, opts.concurrency ?? 4, async (job) => {
      const svg = job.svg();
      const hash = contentHash(RENDER_VERSION, job.format, String(WEBP_QUALITY), svg);
      if (cache.files[job.path] === hash && (await media.head(job.path))) {
        opts.onFile?.(job.path, 'skipped');
      } else {
        await media.put(job.path, job.format === 'svg' ? Buffer.from(svg) : await rasterise(svg));
        cache.files[job.path] = hash;
        dirty = true;
        opts.onFile?.(job.path, 'written');
      }
      done += 1;
      opts.onProgress?.(done, jobs.length);
    });
  } finally {
    if (dirty) await saveCache(media, cache);
  }
  return imagePathsFor(stores);
}
