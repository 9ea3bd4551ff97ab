import { and, asc, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { ERROR_MESSAGES, forbidden } from '../../core/errors';
import type { ServiceContext } from '../context';
import { canEditPages } from '../pages';
import type { Pagination } from './blog';
import { MEDIA_MAX_PER_PAGE, type MediaMacro } from './schemas';
import { mediaFiles } from './tables';

/** An uploaded file as the library and the image pickers see it. */
export interface MediaFile {
  id: number;
  name: string;
  type: 'image' | 'file';
  mimeType: string;
  width: number | null;
  height: number | null;
  altText: string;
  thumbnails: { original: string };
  createdAt: string;
}

export interface MediaQueryOptions {
  macros?: readonly MediaMacro[];
  page?: number;
  perPage?: number;
  searchTerm?: string;
}

/** `%` and `_` match themselves in a search term. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The store's uploaded files (artemis), for those who build its pages (owners, staff, internal users; 403
 * for anyone else): newest first unless a macro says otherwise ('oldest', 'name'), 'images' keeps images
 * only, and a search term matches the name or the alt text.
 */
export async function queryMediaFiles(
  ctx: ServiceContext,
  options: MediaQueryOptions = {},
): Promise<{ data: MediaFile[]; meta: Pagination }> {
  if (!(await canEditPages(ctx))) throw forbidden(ERROR_MESSAGES.permissionDenied);
  return listMediaFiles(ctx, options);
}

/** The store's uploaded files, without the permission check: the server's own reads (block factories). */
export async function listMediaFiles(
  ctx: ServiceContext,
  options: MediaQueryOptions = {},
): Promise<{ data: MediaFile[]; meta: Pagination }> {
  const macros = new Set(options.macros ?? []);
  const perPage = Math.min(MEDIA_MAX_PER_PAGE, Math.max(1, Math.floor(options.perPage ?? 24)));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const conditions: SQL[] = [eq(mediaFiles.divisionId, ctx.store.id)];
  if (macros.has('images')) conditions.push(like(mediaFiles.mimeType, 'image/%'));
  const term = options.searchTerm?.trim() ?? '';
  if (term !== '') {
    const pattern = likePattern(term);
    const matches = or(
      sql`lower(${mediaFiles.name}) like ${pattern} escape '\\'`,
      sql`lower(${mediaFiles.altText}) like ${pattern} escape '\\'`,
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const order = macros.has('name')
    ? [asc(sql`lower(${mediaFiles.name})`), asc(mediaFiles.id)]
    : macros.has('oldest')
      ? [asc(mediaFiles.createdAt), asc(mediaFiles.id)]
      : [desc(mediaFiles.createdAt), desc(mediaFiles.id)];
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ total: count() }).from(mediaFiles).where(where),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.mimeType.startsWith('image/') ? 'image' : 'file',
      mimeType: row.mimeType,
      width: row.width,
      height: row.height,
      altText: row.altText,
      thumbnails: { original: row.path },
      createdAt: row.createdAt.toISOString(),
    })),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
