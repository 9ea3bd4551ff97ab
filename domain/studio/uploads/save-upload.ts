import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { invalid } from '../../../core/errors';
import { guardAttempt } from '../../accounts';
import type { ServiceContext } from '../../context';
import { type MediaStorage, putOnce } from '../../storage';
import { MAX_UPLOAD_MEGABYTES, MAX_UPLOAD_MEGAPIXELS, STUDIO_MESSAGES } from '../messages';
import { studioUploads } from '../tables';
import { sanitiseSvg, UnsafeSvgError } from './sanitise-svg';

export const UPLOAD_LIMITS = Object.freeze({
  maxBytes: MAX_UPLOAD_MEGABYTES * 1024 * 1024,
  maxPixels: MAX_UPLOAD_MEGAPIXELS * 1_000_000,
  /** Vector images report this many pixels on their long side, so they never print "below" a resolution. */
  vectorLongSide: 20_000,
});

type Format = (typeof studioUploads.$inferSelect)['format'];

const CONTENT_TYPES: Readonly<Record<string, Format>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const SHARP_FORMAT: Readonly<Record<Exclude<Format, 'svg'>, string>> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
};

export interface UploadView {
  uuid: string;
  /** What an image layer's src is: the upload through the image endpoint. */
  src: string;
  format: Format;
  pixelWidth: number;
  pixelHeight: number;
  /** SVG uploads: resolution-independent. */
  vector: boolean;
  bytes: number;
}

export const uploadSrc = (relativePath: string): string => `/images/${relativePath}`;

const fileError = (message: string) => invalid({ file: [message] });

/** The upload's format from its Content-Type header, or a 422 naming the formats allowed. */
export function uploadFormat(contentType: string | undefined): Format {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const format = CONTENT_TYPES[type];
  if (!format) throw fileError(STUDIO_MESSAGES.uploadFormats);
  return format;
}

export interface Cleaned {
  data: Buffer;
  width: number;
  height: number;
}

/** libvips refuses images above limitInputPixels with this message. */
const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Raster images are decoded (refusing more than 50 MP), turned upright and re-encoded without metadata. */
export async function cleanRaster(data: Buffer, format: Exclude<Format, 'svg'>): Promise<Cleaned> {
  const open = () => sharp(data, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' });
  let metadata: sharp.Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    throw fileError(
      tooManyPixels(error) ? STUDIO_MESSAGES.uploadTooManyPixels : STUDIO_MESSAGES.uploadUnreadable,
    );
  }
  if (metadata.format !== SHARP_FORMAT[format]) throw fileError(STUDIO_MESSAGES.uploadWrongType(format));
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_LIMITS.maxPixels) {
    throw fileError(STUDIO_MESSAGES.uploadTooManyPixels);
  }
  try {
    const pipeline = open().rotate();
    const encoded =
      format === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : format === 'jpg'
          ? pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
          : pipeline.webp({ quality: 92, alphaQuality: 100 });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height };
  } catch (error) {
    throw fileError(
      tooManyPixels(error) ? STUDIO_MESSAGES.uploadTooManyPixels : STUDIO_MESSAGES.uploadUnreadable,
    );
  }
}

/** An SVG sanitised (no scripts, handlers or external references), sized as a vector. */
export function cleanSvg(data: Buffer): Cleaned {
  try {
    const clean = sanitiseSvg(data.toString('utf8'));
    const scale = UPLOAD_LIMITS.vectorLongSide / Math.max(clean.width, clean.height);
    return {
      data: Buffer.from(clean.svg, 'utf8'),
      width: Math.max(1, Math.round(clean.width * scale)),
      height: Math.max(1, Math.round(clean.height * scale)),
    };
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw fileError(STUDIO_MESSAGES.svgUnsafe);
    throw error;
  }
}

/**
 * Stores an image for this store's studio: PNG, JPEG, WebP (cleaned and without metadata) or SVG (after
 * sanitising), at most 15 MB and 50 MP, as media key studio/uploads/{store}/{hash}.{ext}. The same file
 * uploaded twice is stored once.
 */
export async function saveUpload(
  ctx: ServiceContext,
  media: MediaStorage,
  upload: { contentType: string | undefined; data: unknown },
): Promise<UploadView> {
  const format = uploadFormat(upload.contentType);
  if (!Buffer.isBuffer(upload.data) || upload.data.length === 0) throw fileError(STUDIO_MESSAGES.uploadEmpty);
  if (upload.data.length > UPLOAD_LIMITS.maxBytes) throw fileError(STUDIO_MESSAGES.uploadTooLarge);
  await guardAttempt(ctx, 'studio-upload');
  const cleaned = format === 'svg' ? cleanSvg(upload.data) : await cleanRaster(upload.data, format);
  const hash = createHash('sha256').update(cleaned.data).digest('hex').slice(0, 32);
  const relative = `studio/uploads/${ctx.store.id}/${hash}.${format}`;
  await putOnce(media, relative, cleaned.data);
  const actor = ctx.actor;
  const [inserted] = await ctx.db
    .insert(studioUploads)
    .values({
      uuid: randomUUID(),
      divisionId: ctx.store.id,
      hash,
      path: relative,
      format,
      pixelWidth: cleaned.width,
      pixelHeight: cleaned.height,
      bytes: cleaned.data.length,
      visitorId: actor.kind === 'system' ? null : actor.sessionId,
      customerId: actor.kind === 'customer' ? actor.customerId : null,
    })
    .onConflictDoNothing({ target: [studioUploads.divisionId, studioUploads.hash] })
    .returning();
  const row =
    inserted ??
    (
      await ctx.db
        .select()
        .from(studioUploads)
        .where(and(eq(studioUploads.divisionId, ctx.store.id), eq(studioUploads.hash, hash)))
        .limit(1)
    )[0];
  if (!row) throw new Error('upload not recorded');
  return uploadView(row);
}

export function uploadView(row: typeof studioUploads.$inferSelect): UploadView {
  return {
    uuid: row.uuid,
    src: uploadSrc(row.path),
    format: row.format,
    pixelWidth: row.pixelWidth,
    pixelHeight: row.pixelHeight,
    vector: row.format === 'svg',
    bytes: row.bytes,
  };
}

/** The stored file of an image layer's src, if it is one of this store's uploads. */
export async function findUploadBySrc(
  ctx: ServiceContext,
  src: string,
): Promise<typeof studioUploads.$inferSelect | undefined> {
  const match = /^\/images\/(studio\/uploads\/(\d+)\/([0-9a-f]{32})\.(png|jpg|webp|svg))$/.exec(src);
  if (!match || Number(match[2]) !== ctx.store.id) return undefined;
  const [row] = await ctx.db
    .select()
    .from(studioUploads)
    .where(and(eq(studioUploads.divisionId, ctx.store.id), eq(studioUploads.path, match[1] ?? '')))
    .limit(1);
  return row;
}
