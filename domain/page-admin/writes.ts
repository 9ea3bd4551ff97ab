import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, invalid } from '../../core/errors';
import {
  copyPath,
  deletePageSchema,
  PAGE_ADMIN_MESSAGES as M,
  newPageSchema,
  pageActionSchema,
  pageSettingsSchema,
  pageTemplate,
  previousHomePath,
  publishPageSchema,
} from '../../core/page-admin';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import {
  createPage,
  deletePage,
  PAGE_MESSAGES,
  type PageRow,
  type PageWriteOptions,
  pages,
  updatePage,
} from '../pages';
import { assertMayManage } from '../store-admin';
import { parsed } from './parse';
import { assertStoreImage, assertUrlFreeForForm, findStorePage, isHomeRow, takenUrls } from './rows';

/** Every write: the person may manage the store's pages (403), then the form is parsed by its schema (422). */
async function permittedForm<S extends z.ZodType>(ctx: ServiceContext, schema: S, form: unknown) {
  await assertMayManage(ctx, 'pages');
  return parsed(schema, form);
}

/** A write to one page: `permittedForm`, then the store's live page (404 when it is not one). */
async function pageForWrite<S extends z.ZodType>(ctx: ServiceContext, id: number, schema: S, form: unknown) {
  const input = await permittedForm(ctx, schema, form);
  return { input, row: await findStorePage(ctx.db, ctx, id) };
}

/** 409 with the page model's message when the page moved on since the form was loaded at `version`. */
function assertLoadedAt(version: number, row: PageRow): void {
  if (version !== row.version) throw conflict(PAGE_MESSAGES.versionConflict);
}

/** A new page from a template (or blank), with its title and address; 422 at the address when it is taken. */
export async function createStorePage(ctx: ServiceContext, form: unknown, options: PageWriteOptions = {}) {
  const input = await permittedForm(ctx, newPageSchema, form);
  const template = pageTemplate(input.template);
  if (!template) throw invalid({ template: [M.unknownTemplate] });
  await assertUrlFreeForForm(ctx, input.url, null);
  const page = await createPage(
    ctx,
    {
      divisionId: ctx.store.id,
      url: input.url,
      properties: { title: input.title, isStorePage: true },
      blocks: template.blocks(input.title),
    },
    options,
  );
  return { id: page.id as number, url: page.url };
}

/**
 * Saves a page's settings at the version the form was loaded with (409 with the page model's message when
 * it moved on since). The homepage keeps '/'; no other page may take it here (Set as homepage does).
 */
export async function savePageSettings(
  ctx: ServiceContext,
  id: number,
  form: unknown,
  options: PageWriteOptions = {},
) {
  const { input, row } = await pageForWrite(ctx, id, pageSettingsSchema, form);
  const home = isHomeRow(row);
  if (!home && input.url === '/') throw invalid({ url: [M.pathIsHome] });
  const url = home ? '/' : input.url;
  assertLoadedAt(input.version, row);
  if (url !== row.url) await assertUrlFreeForForm(ctx, url, row.id);
  if (input.ogImage !== null && input.ogImage !== row.properties.ogImage) {
    await assertStoreImage(ctx, input.ogImage, M.ogImageUnknown);
  }
  const page = await updatePage(
    ctx,
    row.id,
    {
      version: input.version,
      url,
      published: input.published,
      sitemap: input.sitemap,
      properties: {
        ...row.properties,
        title: input.title,
        description: input.description,
        ogImage: input.ogImage,
        isSearchable: input.isSearchable,
        loginState: input.loginState,
      },
    },
    options,
  );
  return { id: row.id, url: page.url, version: page.version };
}

/** Publishes or unpublishes a page, at the version the list was loaded with. */
export async function setPagePublished(
  ctx: ServiceContext,
  id: number,
  form: unknown,
  options: PageWriteOptions = {},
) {
  const { input } = await pageForWrite(ctx, id, publishPageSchema, form);
  const page = await updatePage(ctx, id, { version: input.version, published: input.published }, options);
  return { id, published: page.published };
}

/** A copy of a page at a free address (/about/ → /about-copy/), unpublished, never the homepage. */
export async function duplicateStorePage(
  ctx: ServiceContext,
  id: number,
  form: unknown = {},
  options: PageWriteOptions = {},
) {
  const { row } = await pageForWrite(ctx, id, pageActionSchema.partial(), form);
  const url = copyPath(row.url, await takenUrls(ctx.db, ctx.store.id));
  const { homepage: _homepage, deleted: _deleted, ...flags } = row.flags;
  const title = typeof row.properties.title === 'string' ? row.properties.title : '';
  const page = await createPage(
    ctx,
    {
      divisionId: ctx.store.id,
      url,
      layout: row.layout,
      blocks: row.blocks,
      flags,
      properties: { ...row.properties, title: `${title} (copy)`.trim() },
      preloadables: row.preloadables,
      published: false,
      sitemap: row.sitemap,
      theme: row.theme,
    },
    options,
  );
  return { id: page.id as number, url: page.url };
}

/**
 * Makes a page the store's homepage: it moves to '/' and is flagged; the previous homepage (flagged, or at
 * '/') loses the flag and moves to /previous-home/ (or -2, -3… while taken). It is published as it becomes
 * the homepage, so the store's front door opens. One transaction; each page's
 * version moves on, so open forms and cached reads see the change. Answers the previous homepage's address.
 */
export async function setHomepage(
  ctx: ServiceContext,
  id: number,
  form: unknown,
  options: PageWriteOptions = {},
) {
  const input = await permittedForm(ctx, pageActionSchema, form);
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const chosen = await findStorePage(db, ctx, id);
    assertLoadedAt(input.version, chosen);
    if (isHomeRow(chosen)) return { previousUrl: null, chosenUrl: chosen.url, movedFrom: [] as string[] };
    const homes = await db
      .select()
      .from(pages)
      .where(
        and(
          eq(pages.divisionId, ctx.store.id),
          isNull(pages.deletedAt),
          or(eq(pages.url, '/'), sql`(${pages.flags} ->> 'homepage') = 'true'`),
        ),
      )
      .for('update');
    const taken = await takenUrls(db, ctx.store.id);
    let previousUrl: string | null = null;
    for (const home of homes) {
      const { homepage: _homepage, ...flags } = home.flags;
      const url = home.url === '/' ? previousHomePath(taken) : home.url;
      taken.add(url);
      previousUrl ??= url;
      await db
        .update(pages)
        .set({ url, flags, version: sql`${pages.version} + 1`, updatedAt: new Date() })
        .where(and(eq(pages.id, home.id), eq(pages.divisionId, ctx.store.id)));
    }
    await db
      .update(pages)
      .set({
        url: '/',
        flags: { ...chosen.flags, homepage: true },
        published: true,
        version: sql`${pages.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(pages.id, chosen.id), eq(pages.divisionId, ctx.store.id)));
    return { previousUrl, chosenUrl: chosen.url, movedFrom: homes.map((home) => home.url) };
  });
  for (const url of ['/', result.chosenUrl, result.previousUrl, ...result.movedFrom]) {
    if (url) options.reader?.invalidate(ctx.store.id, url);
  }
  return { id, previousUrl: result.previousUrl };
}

/** Deletes a page after the dialog's confirmation; the homepage is refused with the page model's message. */
export async function deleteStorePage(
  ctx: ServiceContext,
  id: number,
  form: unknown,
  options: PageWriteOptions = {},
) {
  const { row } = await pageForWrite(ctx, id, deletePageSchema, form);
  await deletePage(ctx, row.id, options);
  const title =
    typeof row.properties.title === 'string' && row.properties.title ? row.properties.title : row.url;
  return { id: row.id, title };
}
