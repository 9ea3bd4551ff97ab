import { and, eq } from 'drizzle-orm';
import { invalid, notFound } from '../../core/errors';
import { RANGE_MESSAGES } from '../../core/product-ranges';
import { fileExtensions } from '../../core/validation/messages';
import type { ServiceContext } from '../context';
import type { MediaStorage } from '../storage';
import { assertMayManage } from '../store-admin';
import { saveUpload, studioUploads, type UploadView, uploadView } from '../studio';

/** The artwork formats a range takes: PNG and SVG (print-ready files with transparency). */
export const ARTWORK_CONTENT_TYPES = ['image/png', 'image/svg+xml'] as const;
/** §5 file extensions. */
export const ARTWORK_FORMATS_MESSAGE = fileExtensions(['png', 'svg']);

/**
 * Stores a seller's artwork for one of their stores with the studio's upload cleaning (PNG re-encoded
 * without metadata, SVG sanitised, 15 MB and 50 MP at most).
 */
export async function uploadArtwork(
  ctx: ServiceContext,
  media: MediaStorage,
  upload: { contentType: string | undefined; data: unknown },
): Promise<UploadView> {
  await assertMayManage(ctx, 'products');
  const type = (upload.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(ARTWORK_CONTENT_TYPES as readonly string[]).includes(type))
    throw invalid({ file: [ARTWORK_FORMATS_MESSAGE] });
  return saveUpload(ctx, media, upload);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One of this store's uploads by its uuid: 404 for anything else (another store's included). */
export async function artworkUpload(ctx: ServiceContext, uuid: string): Promise<UploadView> {
  if (!UUID.test(uuid)) throw notFound(RANGE_MESSAGES.uploadNotFound);
  const [row] = await ctx.db
    .select()
    .from(studioUploads)
    .where(and(eq(studioUploads.divisionId, ctx.store.id), eq(studioUploads.uuid, uuid)))
    .limit(1);
  if (!row) throw notFound(RANGE_MESSAGES.uploadNotFound);
  return uploadView(row);
}
