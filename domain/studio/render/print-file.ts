import {
  type DesignDocument,
  fontFaces,
  MM_PER_INCH,
  PRINT_DPI,
  renderSideSvg,
  type Side,
} from '../../../core/design';
import type { MediaStorage } from '../../storage';
import type { FontFiles } from '../fonts';
import { hrefFrom, layerImages } from './image-data';
import { pixelsToSharp, rasterise } from './rasterise';

export const PRINT_PIXELS_PER_MM = PRINT_DPI / MM_PER_INCH;

export interface PrintFile {
  png: Buffer;
  width: number;
  height: number;
}

export interface PrintFileDependencies {
  fonts: FontFiles;
  media: MediaStorage;
  storeId: number;
}

/**
 * A side's print file: a transparent PNG of the whole print area at 300 DPI (A3: 3508 x 4961 px) with
 * its resolution in the pHYs chunk, rendered by resvg from the same SVG the editor shows. Images are
 * scaled to their printed pixel size first (see layerImages), so resvg copies rather than resamples them.
 */
export async function renderPrintFile(
  document: DesignDocument,
  side: Side,
  deps: PrintFileDependencies,
): Promise<PrintFile> {
  const [fontFiles, images] = await Promise.all([
    deps.fonts.filesFor(fontFaces(document)),
    layerImages(deps.media, deps.storeId, document, side, PRINT_PIXELS_PER_MM),
  ]);
  const svg = renderSideSvg(document, side, {
    pixelsPerMm: PRINT_PIXELS_PER_MM,
    imageHref: hrefFrom(images),
    imageRendering: images.exact ? 'pixelated' : 'smooth',
  });
  const image = await rasterise(svg, fontFiles);
  const png = await pixelsToSharp(image)
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .withMetadata({ density: PRINT_DPI })
    .toBuffer();
  return { png, width: image.width, height: image.height };
}
