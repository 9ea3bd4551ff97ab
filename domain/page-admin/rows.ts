import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { invalid, notFound } from '../../core/errors';
import { isHomePage } from '../../core/pages';
import { mediaFiles } from '../content';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { PAGE_MESSAGES, type PageRow, pageFromRow, pages } from '../pages';

/** Page ids are positive 32-bit integers; anything else names no page. */
const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * The live page of the context's store with this id, or 404 'Page not found': from the dashboard another
 * store's page is one that does not exist here (ids are not probed).
 */
export async function findStorePage(db: Database, ctx: ServiceContext, id: number): Promise<PageRow> {
  if (!validId(id)) throw notFound(PAGE_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.divisionId, ctx.store.id), isNull(pages.deletedAt)))
    .limit(1);
  if (!row) throw notFound(PAGE_MESSAGES.notFound);
  return row;
}

/** The addresses the store's live pages hold. */
export async function takenUrls(db: Database, storeId: number): Promise<Set<string>> {
  const rows = await db
    .select({ url: pages.url })
    .from(pages)
    .where(and(eq(pages.divisionId, storeId), isNull(pages.deletedAt)));
  return new Set(rows.map((row) => row.url));
}

/** Refuses, at the address field, an address another live page of the store holds. */
export async function assertUrlFreeForForm(
  ctx: ServiceContext,
  url: string,
  exceptId: number | null,
): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.divisionId, ctx.store.id),
        eq(pages.url, url),
        isNull(pages.deletedAt),
        exceptId === null ? undefined : ne(pages.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw invalid({ url: [PAGE_MESSAGES.urlTaken] });
}

/** Refuses an image that is not one of the store's files. */
export async function assertStoreImage(ctx: ServiceContext, path: string, message: string): Promise<void> {
  const [file] = await ctx.db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.divisionId, ctx.store.id),
        eq(mediaFiles.path, path),
        sql`${mediaFiles.mimeType} like 'image/%'`,
      ),
    )
    .limit(1);
  if (!file) throw invalid({ ogImage: [message] });
}

/** Whether a row is the store's homepage (flagged, or at '/'). */
export const isHomeRow = (row: PageRow) => isHomePage(pageFromRow(row));
