import sharp from 'sharp';
import type { DesignDocument, ImageLayer, Side } from '../../../core/design';
import type { MediaStorage } from '../../storage';

/** An upload's src: '/images/studio/uploads/{store}/{hash}.{ext}' (see uploads/save-upload.ts). */
const UPLOAD_SRC = /^\/images\/(studio\/uploads\/(\d+)\/[0-9a-f]{32}\.(png|jpg|webp|svg))$/;

/** Beyond this many pixels an image is left at its own size and resvg scales it. */
const MAX_PRESCALED_PIXELS = 40_000_000;

/** The media key of an upload src of this store, or null for anything else (nothing outside uploads is read). */
export function uploadKey(storeId: number, src: string): string | null {
  const match = UPLOAD_SRC.exec(src);
  if (!match?.[1] || Number(match[2]) !== storeId) return null;
  return match[1];
}

export interface LayerImages {
  /** The href of each image layer, by layer id: a data URI, so the renderer fetches nothing. */
  hrefs: Map<string, string>;
  /** True when every image is exactly the size it is drawn at and upright, so it can be copied, not resampled. */
  exact: boolean;
}

/**
 * The images of one side, ready for resvg at `pixelsPerMm`: each raster upload scaled by libvips (Lanczos,
 * multi-threaded) to the pixel size of its layer, so resvg only copies pixels, and handed over as JPEG
 * (opaque photos) or PNG. SVG uploads are passed as they are. An unreadable image is drawn as nothing.
 */
export async function layerImages(
  media: MediaStorage,
  storeId: number,
  document: DesignDocument,
  side: Side,
  pixelsPerMm: number,
): Promise<LayerImages> {
  const layers = (document.sides[side]?.layers ?? []).filter(
    (layer): layer is ImageLayer => layer.kind === 'image',
  );
  const hrefs = new Map<string, string>();
  let exact = true;
  await Promise.all(
    layers.map(async (layer) => {
      const file = uploadKey(storeId, layer.src);
      const data = file ? await media.get(file).catch(() => null) : null;
      if (!file || !data) return;
      if (file.endsWith('.svg')) {
        hrefs.set(layer.id, `data:image/svg+xml;base64,${data.toString('base64')}`);
        return;
      }
      const width = Math.max(1, Math.round(layer.width * pixelsPerMm));
      const height = Math.max(1, Math.round(layer.height * pixelsPerMm));
      const prescale = width * height <= MAX_PRESCALED_PIXELS;
      if (!prescale || layer.rotation % 90 !== 0) exact = false;
      const pipeline = sharp(data, { limitInputPixels: false });
      const sized = prescale ? pipeline.resize(width, height, { fit: 'fill', kernel: 'lanczos3' }) : pipeline;
      if (file.endsWith('.jpg')) {
        const jpeg = await sized.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
        hrefs.set(layer.id, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
      } else {
        const png = await sized.png({ compressionLevel: 1 }).toBuffer();
        hrefs.set(layer.id, `data:image/png;base64,${png.toString('base64')}`);
      }
    }),
  );
  return { hrefs, exact };
}

/** An imageHref for renderSideSvg: the layer's data URI, or an empty href (nothing drawn) when missing. */
export const hrefFrom =
  (images: LayerImages) =>
  (_src: string, layer: ImageLayer): string =>
    images.hrefs.get(layer.id) ?? '';
