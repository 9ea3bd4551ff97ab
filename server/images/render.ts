import sharp, { type Sharp } from 'sharp';
import type { ImageFormat, NormalisedTransform } from '../../core/images';
import { planCrop } from './crop';

/** Bump when encoder settings change, so cached renders are not reused. */
export const RENDER_VERSION = 1;

/** Sources above this many pixels are refused (decompression bombs). 50 MP covers phone photos. */
export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

export const EXTENSIONS: Readonly<Record<ImageFormat, string>> = {
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
  avif: 'avif',
};

/**
 * libvips keeps recent operations and open files in memory (50 MB by default), for the whole process: the
 * seed's drawings and the studio's renders included. Renders are kept on disk (RenderCache), so a small
 * bound is enough; setting it also trims what is held beyond it.
 */
export function boundImageMemory(): void {
  sharp.cache({ memory: 16, files: 0, items: 50 });
}

/** The source could not be decoded: corrupt, unsupported, or too many pixels. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`unreadable image: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UnreadableImageError';
  }
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 8 });
  }
}

/**
 * Renders the image `input` as `transform` asks: crop to the planned region (focal point and zoom), resize to the
 * output size without enlarging, re-encode. Metadata is not copied (sharp's default).
 */
export async function renderImage(
  image: Buffer,
  transform: NormalisedTransform,
  options: { maxInputPixels?: number } = {},
): Promise<Buffer> {
  const input = () =>
    sharp(image, {
      autoOrient: true,
      failOn: 'error',
      limitInputPixels: options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS,
    });
  try {
    const metadata = await input().metadata();
    const source = {
      width: metadata.autoOrient?.width ?? metadata.width,
      height: metadata.autoOrient?.height ?? metadata.height,
    };
    if (!source.width || !source.height) throw new Error('image has no dimensions');
    const pixels = source.width * source.height;
    if (pixels > (options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS)) throw new Error('too many pixels');
    const { region, output } = planCrop(source, transform);
    let pipeline = input();
    if (region.width !== source.width || region.height !== source.height) pipeline = pipeline.extract(region);
    if (output.width !== region.width || output.height !== region.height) {
      pipeline = pipeline.resize(output.width, output.height, { fit: 'cover', withoutEnlargement: true });
    }
    return await encode(pipeline, transform.format).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
