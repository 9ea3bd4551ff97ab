import sharp from 'sharp';
import type { MockupImages, MockupView } from '../../../core/design';
import type { MediaStorage } from '../../storage';
import { slugify } from '../data/slug';
import type { StudioBaseProduct } from '../data/studio-products';
import { drawHoodieBack, drawSweaterBack, drawTshirtBack } from './garment-backs';
import { drawTote } from './garment-tote';
import { garmentScene, PRODUCT_IMAGE_SIZE } from './garments';
import { mapLimit } from './pool';
import { contentHash, loadCache, saveCache } from './render-cache';
import { studioBackdrop } from './studio';
import { svgDocument } from './svg';

/** Bump when the layers are made differently in a way the SVG does not capture. */
const STUDIO_RENDER_VERSION = 'studio-v1';
const QUALITY = 85;

export type GarmentLayer = keyof MockupImages;

/** The views a base product is photographed from: those its sides are placed on. */
export function studioViews(product: StudioBaseProduct): MockupView[] {
  const views = new Set(Object.values(product.sides).map((side) => side.placement.view));
  return (['front', 'back'] as const).filter((view) => views.has(view));
}

/** Where a base product's photo layers live under the media directory. */
export function studioGarmentPath(
  product: StudioBaseProduct,
  colour: string,
  view: MockupView,
  layer: GarmentLayer,
): string {
  return `studio/garments/${product.key}/${slugify(colour)}-${view}-${layer}.webp`;
}

/** The three layers of one photo: backdrop and body, the shading over the print, and the whole. */
export function studioGarmentImages(
  product: StudioBaseProduct,
  colour: string,
  view: MockupView,
): MockupImages {
  const path = (layer: GarmentLayer) => `/media/${studioGarmentPath(product, colour, view, layer)}`;
  return { photo: path('photo'), base: path('base'), overlay: path('overlay') };
}

function scene(product: StudioBaseProduct, hex: string, view: MockupView) {
  const options = { id: 's', colour: hex, fit: product.fit };
  if (view === 'front') return garmentScene(product.kind, options);
  const backdrop = studioBackdrop('s-studio');
  switch (product.kind) {
    case 't-shirt':
      return { backdrop, ...drawTshirtBack(options) };
    case 'hoodie':
      return { backdrop, ...drawHoodieBack(options) };
    case 'sweater':
      return { backdrop, ...drawSweaterBack(options) };
    case 'tote-bag':
      return { backdrop, ...drawTote(options) };
    default:
      return garmentScene(product.kind, options);
  }
}

interface Job {
  product: StudioBaseProduct;
  colour: { name: string; hex: string };
  view: MockupView;
}

/**
 * The studio's garment photos, generated (never downloaded): for every base product, colour and view, a
 * base layer (backdrop and garment), an overlay (shading, folds and seams, transparent) that the mockup
 * renderer draws over the design, and the blank photo. Files already made from the same drawing are kept.
 */
export async function renderStudioGarments(
  media: MediaStorage,
  products: readonly StudioBaseProduct[],
  options: { concurrency?: number; onProgress?(done: number, total: number): void } = {},
): Promise<void> {
  const jobs: Job[] = products.flatMap((product) =>
    product.colours.flatMap((colour) => studioViews(product).map((view) => ({ product, colour, view }))),
  );
  const cache = await loadCache(media);
  let dirty = false;
  let done = 0;
  try {
    await mapLimit(jobs, options.concurrency ?? 3, async ({ product, colour, view }) => {
      const drawing = scene(product, colour.hex, view);
      const baseSvg = svgDocument(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, drawing.backdrop + drawing.under);
      const overlaySvg = svgDocument(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, drawing.over);
      const hash = contentHash(STUDIO_RENDER_VERSION, String(QUALITY), baseSvg, overlaySvg);
      const paths = {
        base: studioGarmentPath(product, colour.name, view, 'base'),
        overlay: studioGarmentPath(product, colour.name, view, 'overlay'),
        photo: studioGarmentPath(product, colour.name, view, 'photo'),
      };
      const fresh = Object.values(paths).every((path) => cache.files[path] === hash);
      const present = await Promise.all(Object.values(paths).map((path) => media.head(path)));
      if (!fresh || present.includes(null)) {
        const base = await sharp(Buffer.from(baseSvg)).png({ compressionLevel: 1 }).toBuffer();
        const overlay = await sharp(Buffer.from(overlaySvg)).png({ compressionLevel: 1 }).toBuffer();
        await media.put(paths.base, await sharp(base).webp({ quality: QUALITY, effort: 2 }).toBuffer());
        await media.put(
          paths.overlay,
          await sharp(overlay).webp({ quality: QUALITY, alphaQuality: 90, effort: 2 }).toBuffer(),
        );
        await media.put(
          paths.photo,
          await sharp(base)
            .composite([{ input: overlay }])
            .webp({ quality: QUALITY, effort: 2 })
            .toBuffer(),
        );
        for (const path of Object.values(paths)) cache.files[path] = hash;
        dirty = true;
      }
      done += 1;
      options.onProgress?.(done, jobs.length);
    });
  } finally {
    if (dirty) await saveCache(media, cache);
  }
}
