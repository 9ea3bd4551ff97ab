import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { type Block, createBlockRegistry, walkBlocks } from '../../core/blocks';
import { isProOnlyBlockType } from '../../core/blocks/pro';
import { validatePage } from '../../core/blocks/validate';
import { LIMITS } from '../../core/constants/limits';
import { AppError, conflict, forbidden, notFound, proRequired, zodFieldErrors } from '../../core/errors';
import {
  assertAttachedToStore,
  canDeletePage,
  normalisePageUrl,
  onboardingAfterSave,
  PAGE_PROPERTY_DEFAULTS,
  type Page,
  type PageMode,
  type PageProperties,
  pageFromStored,
  pageToStored,
} from '../../core/pages';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { assertCanEditPages, isInternalActor } from './access';
import { PAGE_MESSAGES } from './messages';
import { recordOnboarding } from './onboarding';
import { type PageInput, type PageUpdateInput, pageInputSchema, pageUpdateSchema } from './schemas';
import { pages } from './tables';

/** The server's block registry: defaults only (no components or builders); schemas come with validatePage. */
export const pageBlockRegistry = createBlockRegistry({ builders: false });

const defaultWidth = (type: string) =>
  pageBlockRegistry.has(type) ? pageBlockRegistry.get(type).size : LIMITS.gridColumns;

export type PageRow = typeof pages.$inferSelect;

/** A stored row as a page of core/pages, with the §3 defaults for anything missing. */
export function pageFromRow(row: PageRow): Page {
  return pageFromStored(row, { defaultWidth });
}

/** Something to tell when a page changes, so cached reads are dropped (PageReader). */
export interface PageCacheInvalidator {
  invalidate(storeId: number, url?: string): void;
}

export interface PageWriteOptions {
  /** Cached reads to drop once the write is committed. */
  reader?: PageCacheInvalidator;
}

/** Whether saving the page needs a pro store: properties.proOnly, or any live pro-only block. */
export function pageNeedsPro(page: Pick<Page, 'properties' | 'blocks'>): boolean {
  if (page.properties.proOnly === true) return true;
  for (const block of walkBlocks(page.blocks)) {
    if (!block.flags.deleted && isProOnlyBlockType(block.type)) return true;
  }
  return false;
}

/** Parses a save body; any failure is 422 'Page failed validation' with its fields. */
function parseInput<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('invalid', PAGE_MESSAGES.failedValidation, zodFieldErrors(result.error));
  }
  return result.data;
}

/** 'preview' is the editor's state, never stored: a page saved from the editor is stored as native. */
function storedMode(mode: PageMode): PageMode {
  return mode === 'preview' ? 'native' : mode;
}

/** Flags as saved: 'deleted' belongs to the server (deletePage), never to the body. */
function savedFlags(flags: Record<string, boolean> | undefined): Record<string, boolean> {
  const { deleted: _deleted, ...rest } = flags ?? {};
  return rest;
}

/**
 * Validates a candidate page for saving (every block by its schema, HTML sanitised, sizes clamped, URL
 * normalised) and checks pro: 422 'Page failed validation' listing the fields, or 402.
 */
function checkPage(ctx: ServiceContext, candidate: Page): Page {
  const result = validatePage(candidate, pageBlockRegistry);
  if (!result.ok) throw new AppError('invalid', PAGE_MESSAGES.failedValidation, result.errors);
  if (pageNeedsPro(result.page) && !ctx.store.isPro) throw proRequired(PAGE_MESSAGES.proRequired);
  return result.page;
}

/** A candidate page from stored fields and the body: the body's fields as sent, for validatePage to judge. */
function candidatePage(
  base: Partial<PageRow> & { divisionId: number },
  input: Omit<PageUpdateInput, 'divisionId'>,
): Page {
  const defaults = pageFromStored({ ...base, blocks: [] }, { defaultWidth });
  return {
    ...defaults,
    url: input.url ?? base.url ?? '/',
    layout: input.layout ?? base.layout ?? defaults.layout,
    // Raw blocks, properties and preloadables: validatePage reports what is wrong with them.
    blocks: (input.blocks ?? base.blocks ?? []) as unknown as Block[],
    properties: { ...PAGE_PROPERTY_DEFAULTS, ...((input.properties ?? base.properties) as PageProperties) },
    preloadables: (input.preloadables ?? base.preloadables ?? []) as string[],
    flags: savedFlags(input.flags ?? base.flags),
    published: input.published ?? defaults.published,
    sitemap: input.sitemap ?? defaults.sitemap,
    edited: input.edited ?? defaults.edited,
    keyPhraseCampaignId:
      input.keyPhraseCampaignId !== undefined ? input.keyPhraseCampaignId : defaults.keyPhraseCampaignId,
    mode: input.mode ?? defaults.mode,
    theme: input.theme !== undefined ? input.theme : defaults.theme,
  };
}

/** The columns a validated page is stored with. */
function rowValues(page: Page) {
  const stored = pageToStored(page);
  return {
    url: stored.url,
    layout: stored.layout,
    blocks: stored.blocks,
    flags: savedFlags(stored.flags),
    properties: stored.properties,
    preloadables: stored.preloadables,
    published: stored.published,
    sitemap: stored.sitemap,
    edited: stored.edited,
    keyPhraseCampaignId: stored.keyPhraseCampaignId,
    mode: storedMode(stored.mode),
    theme: stored.theme,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write; a unique violation (two saves racing for one address) becomes the 409 'address taken'. */
async function withUrlConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PAGE_MESSAGES.urlTaken);
    throw error;
  }
}

async function assertUrlFree(db: Database, storeId: number, url: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.divisionId, storeId),
        eq(pages.url, url),
        isNull(pages.deletedAt),
        exceptId === null ? undefined : ne(pages.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(PAGE_MESSAGES.urlTaken);
}

/** Page ids are positive 32-bit integers; anything else names no page. */
function validId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

/**
 * The live page of the context's store with this id (row-locked inside a write), or the error: 403
 * "Oops... Looks like you're trying to access a page from another store" when the id is another store's
 * page, else 404 'Page not found'. The second look-up answers only whether the page exists elsewhere.
 */
async function locate(db: Database, ctx: ServiceContext, id: number, lock = false): Promise<PageRow> {
  if (!validId(id)) throw notFound(PAGE_MESSAGES.notFound);
  const query = db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.divisionId, ctx.store.id), isNull(pages.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (row) return row;
  const [elsewhere] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, id), isNull(pages.deletedAt)))
    .limit(1);
  if (elsewhere) throw forbidden(PAGE_MESSAGES.fromAnotherStore);
  throw notFound(PAGE_MESSAGES.notFound);
}

/** Unpublished pages are for internal actors only (§6). */
function visibleTo(ctx: ServiceContext, row: Pick<PageRow, 'published'>): boolean {
  return row.published || isInternalActor(ctx);
}

/**
 * Pages for signed-in or dashboard users are for signed-in users: the storefront sends anyone else to
 * /login/ (app/routes/page.tsx), and the API refuses them the same page.
 */
function needsSignIn(ctx: ServiceContext, row: Pick<PageRow, 'properties'>): boolean {
  const { loginState } = row.properties;
  return (loginState === 'logged-in' || loginState === 'dashboard-access') && ctx.actor.kind === 'visitor';
}

/**
 * A page of the context's store by id (GET .../pages/{id}/). 404 'Page not found' (also for an
 * unpublished page and a non-internal actor); 403 with the spec's message for another store's page, and
 * 403 'Insufficient permissions to access this page' for a page for signed-in users and a visitor.
 */
export async function getPage(ctx: ServiceContext, id: number): Promise<Page> {
  const row = await locate(ctx.db, ctx, id);
  if (!visibleTo(ctx, row)) throw notFound(PAGE_MESSAGES.notFound);
  if (needsSignIn(ctx, row)) throw forbidden(PAGE_MESSAGES.insufficientPermissions);
  return pageFromRow(row);
}

/** The live page row of a store at a (normalised) address, published or not. */
export async function loadPageRowByUrl(db: Database, storeId: number, url: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.divisionId, storeId), eq(pages.url, normalisePageUrl(url)), isNull(pages.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The version of the live page at an address, or null: the cheap check behind PageReader. */
export async function pageVersionAt(db: Database, storeId: number, url: string): Promise<number | null> {
  const [row] = await db
    .select({ version: pages.version })
    .from(pages)
    .where(and(eq(pages.divisionId, storeId), eq(pages.url, normalisePageUrl(url)), isNull(pages.deletedAt)))
    .limit(1);
  return row?.version ?? null;
}

/**
 * The storefront catch-all's page at an address (normalised), or null: none, deleted, or unpublished
 * and the actor not internal. Cached per store and address by PageReader.
 */
export async function getPageByUrl(ctx: ServiceContext, url: string): Promise<Page | null> {
  const row = await loadPageRowByUrl(ctx.db, ctx.store.id, url);
  return row && visibleTo(ctx, row) ? pageFromRow(row) : null;
}

export type PageTypeFilter = 'StorePage' | 'MailPage';

export interface StorePageSummary {
  url: string;
  properties: PageProperties;
}

/**
 * The store's pages for link pickers and page lists (GET .../pages?page-type=StorePage): url and
 * properties, by address. StorePage: pages not marked otherwise (isStorePage); MailPage: mail pages;
 * no filter: all. Unpublished pages only for internal actors.
 */
export async function listStorePages(
  ctx: ServiceContext,
  options: { pageType?: PageTypeFilter | null } = {},
): Promise<StorePageSummary[]> {
  const rows = await ctx.db
    .select({ url: pages.url, properties: pages.properties, published: pages.published })
    .from(pages)
    .where(and(eq(pages.divisionId, ctx.store.id), isNull(pages.deletedAt)))
    .orderBy(asc(pages.url));
  return rows
    .filter((row) => visibleTo(ctx, row))
    .filter((row) => {
      if (options.pageType === 'StorePage') return row.properties.isStorePage !== false;
      if (options.pageType === 'MailPage') return row.properties.isMailPage === true;
      return true;
    })
    .map((row) => ({ url: row.url, properties: { ...PAGE_PROPERTY_DEFAULTS, ...row.properties } }));
}

/** The saved page as answered to the editor: the mode it sent stays (preview is not stored). */
function answer(row: PageRow, sentMode: PageMode | undefined): Page {
  const page = pageFromRow(row);
  return sentMode ? { ...page, mode: sentMode } : page;
}

/**
 * Creates a page (POST .../pages/): writers only (403 'Insufficient permissions to access this page');
 * 422 'Page not attached to a store' without a division, 403 for another store's division; every block
 * validated (422 'Page failed validation' listing the fields), HTML sanitised, URL normalised; 402 'Pro
 * required to save this page' for pro content on a non-pro store; 409 when the address is taken.
 * Version 1. Saving the home page records the onboarding step.
 */
export async function createPage(
  ctx: ServiceContext,
  input: PageInput,
  options: PageWriteOptions = {},
): Promise<Page> {
  await assertCanEditPages(ctx);
  const { divisionId = null, ...body } = parseInput(pageInputSchema, input);
  assertAttachedToStore({ divisionId });
  if (divisionId !== ctx.store.id) throw forbidden(PAGE_MESSAGES.fromAnotherStore);
  const page = checkPage(ctx, candidatePage({ divisionId: ctx.store.id }, body));
  const values = rowValues(page);
  const row = await withUrlConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await assertUrlFree(db, ctx.store.id, values.url, null);
      const [inserted] = await db
        .insert(pages)
        .values({ ...values, uuid: randomUUID(), divisionId: ctx.store.id, kind: 'subdomain', version: 1 })
        .returning();
      if (!inserted) throw new Error('page not inserted');
      const onboarding = onboardingAfterSave(pageFromRow(inserted));
      if (onboarding) await recordOnboarding(db, ctx.store.id, onboarding);
      return inserted;
    }),
  );
  options.reader?.invalidate(ctx.store.id, row.url);
  return answer(row, body.mode);
}

/**
 * Updates a page (PATCH .../pages/{id}/): the fields sent replace the stored ones, with the checks of
 * createPage; version + 1. When the body carries the version the editor loaded and the page has moved
 * on since, 409 'This page was changed by someone else. Reload it to see the changes.'
 */
export async function updatePage(
  ctx: ServiceContext,
  id: number,
  input: PageUpdateInput,
  options: PageWriteOptions = {},
): Promise<Page> {
  await assertCanEditPages(ctx);
  const { divisionId, version, ...body } = parseInput(pageUpdateSchema, input);
  if (divisionId !== undefined) {
    assertAttachedToStore({ divisionId });
    if (divisionId !== ctx.store.id) throw forbidden(PAGE_MESSAGES.fromAnotherStore);
  }
  const { before, row } = await withUrlConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const existing = await locate(db, ctx, id, true);
      if (version !== undefined && version !== existing.version) {
        throw conflict(PAGE_MESSAGES.versionConflict);
      }
      const page = checkPage(ctx, candidatePage({ ...existing, divisionId: ctx.store.id }, body));
      const values = rowValues(page);
      if (values.url !== existing.url) await assertUrlFree(db, ctx.store.id, values.url, existing.id);
      const [updated] = await db
        .update(pages)
        .set({ ...values, version: sql`${pages.version} + 1`, updatedAt: new Date() })
        .where(and(eq(pages.id, existing.id), eq(pages.divisionId, ctx.store.id), isNull(pages.deletedAt)))
        .returning();
      if (!updated) throw notFound(PAGE_MESSAGES.notFound);
      const onboarding = onboardingAfterSave(pageFromRow(updated));
      if (onboarding) await recordOnboarding(db, ctx.store.id, onboarding);
      return { before: existing, row: updated };
    }),
  );
  options.reader?.invalidate(ctx.store.id, before.url);
  options.reader?.invalidate(ctx.store.id, row.url);
  return answer(row, body.mode);
}

/**
 * Deletes a page (DELETE .../pages/{id}/): writers only; the home page is refused (422); otherwise a
 * soft delete (deletedAt, the deleted flag, version + 1), which frees its address.
 */
export async function deletePage(
  ctx: ServiceContext,
  id: number,
  options: PageWriteOptions = {},
): Promise<{ id: number; deleted: true }> {
  await assertCanEditPages(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const existing = await locate(db, ctx, id, true);
    if (!canDeletePage(pageFromRow(existing))) {
      throw new AppError('invalid', PAGE_MESSAGES.homepageNotDeletable, {
        id: [PAGE_MESSAGES.homepageNotDeletable],
      });
    }
    await db
      .update(pages)
      .set({
        deletedAt: new Date(),
        updatedAt: new Date(),
        flags: { ...existing.flags, deleted: true },
        version: sql`${pages.version} + 1`,
      })
      .where(and(eq(pages.id, existing.id), eq(pages.divisionId, ctx.store.id)));
    return existing;
  });
  options.reader?.invalidate(ctx.store.id, row.url);
  return { id: row.id, deleted: true };
}
