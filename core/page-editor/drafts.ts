/**
 * Unsaved work kept in the browser (local storage) so a reload or a closed tab loses nothing: one draft per
 * store and page, `{ pageId, url, baseVersion, savedAt, page }` with the store and a format version beside
 * them. Reading is safe: a draft that does not parse, is of another format, or belongs to another store or
 * page is ignored. A draft is offered back when it holds changes and the server's copy has not moved past
 * it (the same base version, or the draft is newer than the server's last save).
 */
import { z } from 'zod';
import type { Page } from '../blocks/types';
import { type PageFromStoredOptions, pageFromStored, pageToStored, type StoredPage } from '../pages/model';
import { normalisePageUrl } from '../pages/naming';
import { STORAGE_LIMITS } from '../validation/storage';

export const DRAFT_FORMAT = 1;
const KEY_PREFIX = 'printfront-page-draft';

export interface PageDraft {
  storeId: number;
  /** The page's id; null for a page not saved yet. */
  pageId: number | null;
  url: string;
  /** The server version the edits started from. */
  baseVersion: number;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
  page: Page;
}

/** Which page a draft is for: its id, or for a new page its address. */
export interface DraftTarget {
  storeId: number;
  pageId: number | null;
  url: string;
}

/** The local-storage key of a page's draft: per store, and per page id (or address while new). */
export function draftKey(target: DraftTarget): string {
  const page = target.pageId === null ? `new:${normalisePageUrl(target.url)}` : String(target.pageId);
  return `${KEY_PREFIX}:${target.storeId}:${page}`.slice(0, STORAGE_LIMITS.key);
}

/** The draft as stored: JSON with the page in its stored shape (order Infinity as null). */
export function serialiseDraft(draft: PageDraft): string {
  return JSON.stringify({
    format: DRAFT_FORMAT,
    storeId: draft.storeId,
    pageId: draft.pageId,
    url: draft.url,
    baseVersion: draft.baseVersion,
    savedAt: draft.savedAt,
    page: pageToStored(draft.page),
  });
}

const wholeNumber = z.number().int().nonnegative();

const draftSchema = z.object({
  format: z.literal(DRAFT_FORMAT),
  storeId: wholeNumber,
  pageId: wholeNumber.nullable(),
  url: z.string().max(2048),
  baseVersion: wholeNumber,
  savedAt: z.number().finite().nonnegative(),
  page: z.looseObject({ blocks: z.array(z.unknown()) }),
});

/**
 * The draft in stored text for a page, or null: nothing stored, not JSON, another format, a wrong shape,
 * or a draft of another store or page.
 */
export function parseDraft(
  text: string | null | undefined,
  target: DraftTarget,
  options: PageFromStoredOptions = {},
): PageDraft | null {
  if (typeof text !== 'string' || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = draftSchema.safeParse(value);
  if (!result.success) return null;
  const draft = result.data;
  if (draft.storeId !== target.storeId || draft.pageId !== target.pageId) return null;
  if (target.pageId === null && normalisePageUrl(draft.url) !== normalisePageUrl(target.url)) return null;
  const page = pageFromStored(draft.page as unknown as StoredPage, options);
  if (page.id !== draft.pageId || (page.divisionId !== null && page.divisionId !== draft.storeId))
    return null;
  return {
    storeId: draft.storeId,
    pageId: draft.pageId,
    url: draft.url,
    baseVersion: draft.baseVersion,
    savedAt: draft.savedAt,
    page,
  };
}

/** What the editor knows of the server's copy: its version and, when known, when it was last saved. */
export interface ServerCopy {
  version: number;
  savedAt?: number | null;
  page: Page;
}

function sameContent(a: Page, b: Page): boolean {
  const { version: _a, ...left } = pageToStored(a);
  const { version: _b, ...right } = pageToStored(b);
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * Whether to offer a draft back. Never when it holds nothing the server's copy lacks. For a page not on
 * the server (new, or gone) always. Otherwise when the draft was made on the version the server still has,
 * or it is newer than the server's last save.
 */
export function shouldOfferDraft(draft: PageDraft | null, server: ServerCopy | null): boolean {
  if (draft === null) return false;
  if (server === null) return true;
  if (sameContent(draft.page, server.page)) return false;
  if (draft.baseVersion === server.version) return true;
  return typeof server.savedAt === 'number' && draft.savedAt > server.savedAt;
}
