import sharp from 'sharp';
import {
  type DesignDocument,
  fontFaces,
  type MockupParams,
  type MockupView,
  renderSideSvg,
  SIDES,
  type Side,
} from '../../../core/design';
import { type MediaStorage, mediaKeyOfUrl } from '../../storage';
import type { FontFiles } from '../fonts';
import { hrefFrom, layerImages } from './image-data';
import { pixelsToSharp, rasterise } from './rasterise';

export const MOCKUP_WEBP_QUALITY = 85;

/** The printed sides seen on a view, in side order. */
export function sidesOnView(params: MockupParams, view: MockupView, printed: readonly Side[]): Side[] {
  return SIDES.filter((side) => printed.includes(side) && params.placements[side]?.view === view);
}

async function placedSide(
  document: DesignDocument,
  side: Side,
  params: MockupParams,
  deps: { fontFiles: string[]; media: MediaStorage; storeId: number },
): Promise<sharp.OverlayOptions | null> {
  const placement = params.placements[side];
  const area = document.sides[side]?.printArea;
  if (!placement || !area) return null;
  const pixelsPerMm = placement.width / area.widthMm;
  const images = await layerImages(deps.media, deps.storeId, document, side, pixelsPerMm);
  const svg = renderSideSvg(document, side, {
    pixelsPerMm,
    imageHref: hrefFrom(images),
    idPrefix: `m-${side}-`,
  });
  const image = await rasterise(svg, deps.fontFiles);
  let design = await pixelsToSharp(image).png({ compressionLevel: 1 }).toBuffer();
  if (placement.shape === 'circle') {
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}"><ellipse cx="${image.width / 2}" cy="${image.height / 2}" rx="${image.width / 2}" ry="${image.height / 2}"/></svg>`,
    );
    design = await sharp(design)
      .composite([{ input: mask, blend: 'dest-in' }])
      .png({ compressionLevel: 1 })
      .toBuffer();
  }
  const left = Math.round(placement.x);
  const top = Math.round(placement.y);
  // Keep the design inside the photo: sharp refuses overlays that reach outside it.
  const width = Math.min(image.width, params.width - left);
  const height = Math.min(image.height, params.height - top);
  if (width <= 0 || height <= 0 || left < 0 || top < 0) return null;
  if (width < image.width || height < image.height) {
    design = await sharp(design).extract({ left: 0, top: 0, width, height }).png().toBuffer();
  }
  return { input: design, left, top };
}

/**
 * A product photo with the design printed on it: the garment's base layer, each printed side seen on this
 * view at its mockupParams placement, then the garment's shading layer (folds and seams over the print).
 */
export async function renderMockup(options: {
  document: DesignDocument;
  printed: readonly Side[];
  params: MockupParams;
  colour: string;
  view: MockupView;
  media: MediaStorage;
  storeId: number;
  fonts: FontFiles;
}): Promise<Buffer> {
  const layers = options.params.images[options.colour]?.[options.view];
  const read = (url: string | undefined) => {
    const key = url ? mediaKeyOfUrl(url) : null;
    return key ? options.media.get(key) : null;
  };
  const [base, overlay] = await Promise.all([read(layers?.base), read(layers?.overlay)]);
  if (!base || !overlay) throw new Error(`no ${options.view} images for ${options.colour}`);
  const fontFiles = await options.fonts.filesFor(fontFaces(options.document));
  const placed = await Promise.all(
    sidesOnView(options.params, options.view, options.printed).map((side) =>
      placedSide(options.document, side, options.params, {
        fontFiles,
        media: options.media,
        storeId: options.storeId,
      }),
    ),
  );
  const composites = [
    ...placed.filter((layer): layer is sharp.OverlayOptions => layer !== null),
    { input: overlay },
  ];
  return sharp(base)
    .resize(options.params.width, options.params.height, { fit: 'fill' })
    .composite(composites)
    .webp({ quality: MOCKUP_WEBP_QUALITY, effort: 3 })
    .toBuffer();
}
