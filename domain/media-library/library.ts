import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { conflict, invalid, notFound, parseOrThrow } from '../../core/errors';
import {
  altTextFormSchema,
  cleanFileName,
  deleteFileFormSchema,
  LIBRARY_MAX_BYTES,
  LIBRARY_MESSAGES,
  LIBRARY_PAGE_SIZE,
  type LibraryFormat,
  libraryFormatOf,
} from '../../core/store/media-library';
import { listMediaFiles, type MediaFile, mediaFiles } from '../content';
import type { ServiceContext } from '../context';
import { type MediaStorage, putOnce } from '../storage';
import { assertMayManage } from '../store-admin';
import { cleanRaster, cleanSvg } from '../studio';
import { type FileUse, whereUsed } from './where-used';

/** A library file as the Files page shows it: where it is served and where it is used. */
export interface LibraryFile extends MediaFile {
  /** The original, a /media/ path. */
  path: string;
  /** A small picture of it through the resizer, for images. */
  thumbnail: string | null;
  uses: FileUse[];
}

export interface LibraryPage {
  files: LibraryFile[];
  page: number;
  lastPage: number;
  total: number;
  search: string;
}

/** The resizer's address of a /media/ file, or null for files it does not draw (PDFs). */
export function thumbnailOf(file: { path: string; mimeType: string }, width = 160): string | null {
  if (!file.mimeType.startsWith('image/') || !file.path.startsWith('/media/')) return null;
  return `/images/${file.path.slice('/media/'.length)}?w=${width}`;
}

/** The store's library, newest first, 50 a page, searched by name or description (§7 artemis). */
export async function listLibrary(
  ctx: ServiceContext,
  options: { page?: number; search?: string } = {},
): Promise<LibraryPage> {
  await assertMayManage(ctx, 'files');
  const search = options.search?.trim() ?? '';
  const { data, meta } = await listMediaFiles(ctx, {
    page: options.page ?? 1,
    perPage: LIBRARY_PAGE_SIZE,
    searchTerm: search,
  });
  const uses = await whereUsed(
    ctx,
    data.map((file) => file.thumbnails.original),
  );
  return {
    files: data.map((file) => ({
      ...file,
      path: file.thumbnails.original,
      thumbnail: thumbnailOf({ path: file.thumbnails.original, mimeType: file.mimeType }),
      uses: uses.get(file.thumbnails.original) ?? [],
    })),
    page: meta.page,
    lastPage: meta.lastPage,
    total: meta.total,
    search,
  };
}

async function fileOf(ctx: ServiceContext, fileId: number) {
  const [row] = await ctx.db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, fileId), eq(mediaFiles.divisionId, ctx.store.id)))
    .limit(1);
  if (!row) throw notFound(LIBRARY_MESSAGES.noSuchFile);
  return row;
}

/** One of the store's files by id (404 for another store's), for settings that point at it. */
export async function findLibraryFile(ctx: ServiceContext, fileId: number) {
  return fileOf(ctx, fileId);
}

export interface UploadInput {
  name: string | null | undefined;
  contentType: string | null | undefined;
  data: unknown;
}

const fileError = (message: string) => invalid({ file: [message] });

interface CleanedFile {
  data: Buffer;
  /** Pixels of a raster image; null for drawings (SVG) and documents, which have no fixed size. */
  width: number | null;
  height: number | null;
}

async function cleanUpload(format: LibraryFormat, data: Buffer): Promise<CleanedFile> {
  if (format === 'pdf') {
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-') throw fileError(LIBRARY_MESSAGES.notPdf);
    return { data, width: null, height: null };
  }
  if (format === 'svg') return { data: cleanSvg(data).data, width: null, height: null };
  return cleanRaster(data, format);
}

const MIME: Record<LibraryFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/**
 * Adds a file to the store's library: PNG, JPEG, WebP (decoded, upright, re-encoded without metadata), SVG
 * (sanitised) or PDF (checked to be one), at most 15 MB, stored by its content under
 * media key library/{store}/{hash}.{ext}.
 */
export async function uploadLibraryFile(
  ctx: ServiceContext,
  media: MediaStorage,
  upload: UploadInput,
): Promise<LibraryFile> {
  await assertMayManage(ctx, 'files');
  const format = libraryFormatOf(upload.contentType);
  if (!format) throw fileError(LIBRARY_MESSAGES.formats);
  if (!Buffer.isBuffer(upload.data) || upload.data.length === 0) throw fileError(LIBRARY_MESSAGES.empty);
  if (upload.data.length > LIBRARY_MAX_BYTES) throw fileError(LIBRARY_MESSAGES.tooLarge);
  const cleaned = await cleanUpload(format, upload.data);
  const hash = createHash('sha256').update(cleaned.data).digest('hex').slice(0, 32);
  const relative = `library/${ctx.store.id}/${hash}.${format}`;
  await putOnce(media, relative, cleaned.data);
  const [row] = await ctx.db
    .insert(mediaFiles)
    .values({
      divisionId: ctx.store.id,
      name: cleanFileName(upload.name),
      path: `/media/${relative}`,
      mimeType: MIME[format],
      width: cleaned.width,
      height: cleaned.height,
    })
    .returning();
  if (!row) throw new Error('library file not recorded');
  return {
    id: row.id,
    name: row.name,
    type: row.mimeType.startsWith('image/') ? 'image' : 'file',
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    altText: row.altText,
    thumbnails: { original: row.path },
    createdAt: row.createdAt.toISOString(),
    path: row.path,
    thumbnail: thumbnailOf(row),
    uses: [],
  };
}

/** Describes a file for people who cannot see it (its alt text). */
export async function setFileAltText(ctx: ServiceContext, input: unknown): Promise<{ message: string }> {
  await assertMayManage(ctx, 'files');
  const { fileId, altText } = parseOrThrow(altTextFormSchema, input);
  await fileOf(ctx, fileId);
  await ctx.db
    .update(mediaFiles)
    .set({ altText })
    .where(and(eq(mediaFiles.id, fileId), eq(mediaFiles.divisionId, ctx.store.id)));
  return { message: LIBRARY_MESSAGES.altSaved };
}

/**
 * Removes a file from the library. A file still shown somewhere is refused (409 naming how many places),
 * so no page loses a picture. The stored bytes stay: another row of the same content may share them.
 */
export async function deleteLibraryFile(ctx: ServiceContext, input: unknown): Promise<{ message: string }> {
  await assertMayManage(ctx, 'files');
  const { fileId } = parseOrThrow(deleteFileFormSchema, input);
  const file = await fileOf(ctx, fileId);
  const uses = (await whereUsed(ctx, [file.path])).get(file.path) ?? [];
  if (uses.length > 0) throw conflict(LIBRARY_MESSAGES.inUse(uses.length));
  await ctx.db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.id, fileId), eq(mediaFiles.divisionId, ctx.store.id)));
  return { message: LIBRARY_MESSAGES.deleted(file.name) };
}
