/**
 * The page model of spec §2-§4: defaults, kinds, names, saving, deletion, onboarding and route meta.
 * The document title lives in core/seo (documentTitle).
 */

import { isPublished, sortBlocks } from '../blocks/publishing';
import type {
  AppMode,
  Block,
  LoginState,
  Page,
  PageApp,
  PageFlags,
  PageKind,
  PageMode,
  PageProperties,
  StoredBlock,
} from '../blocks/types';
import {
  blockFromStored,
  blocksToStored,
  LOGIN_STATES,
  PAGE_KINDS,
  PAGE_MODES,
  walkBlocks,
} from '../blocks/types';
import { LIMITS } from '../constants/limits';
import { TIMINGS } from '../constants/timings';
import { AppError } from '../errors/app-error';
import { ERROR_MESSAGES } from '../errors/messages';
import type { LayoutOverrides } from '../layouts/layouts';
import { isSafeLink } from '../links/safe';
import { normalisePageUrl, pageName } from './naming';

export type { AppMode, LoginState, Page, PageApp, PageKind, PageMode, PageProperties };

export const DEFAULT_LAYOUT = 'standard';

/** Page property defaults of spec §3: loginState everyone, ySpacing 24. */
export const PAGE_PROPERTY_DEFAULTS: Readonly<PageProperties> = Object.freeze({
  isStorePage: true,
  isMailPage: false,
  loginState: 'everyone' as LoginState,
  title: '',
  description: '',
  ogImage: null,
  isSearchable: true,
  searchIcon: null,
  ySpacing: LIMITS.defaultYSpacing,
});

/** A new page: layout standard, published and in the sitemap, version 1, not attached to a store. */
export function createPage(overrides: Partial<Page> = {}): Page {
  return {
    id: null,
    uuid: '',
    url: '/',
    layout: DEFAULT_LAYOUT,
    blocks: [],
    preloadables: [],
    version: 1,
    divisionId: null,
    published: true,
    sitemap: true,
    edited: false,
    keyPhraseCampaignId: null,
    mode: 'native',
    theme: null,
    kind: 'subdomain',
    ...overrides,
    flags: { homepage: false, deleted: false, ...overrides.flags },
    properties: { ...PAGE_PROPERTY_DEFAULTS, ...overrides.properties },
  };
}

/** A page as stored in the pages table (and sent as the POST/PATCH body), timestamps aside. */
export interface StoredPage {
  id?: number | null;
  uuid: string;
  divisionId: number | null;
  kind?: PageKind;
  url: string;
  layout: string;
  blocks: StoredBlock[];
  flags: Record<string, boolean>;
  properties: PageProperties;
  preloadables: string[];
  version: number;
  published: boolean;
  sitemap: boolean;
  edited: boolean;
  keyPhraseCampaignId: number | null;
  mode: PageMode;
  theme: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export interface PageFromStoredOptions {
  /** Width of a stored block without a size, e.g. `(type) => registry.has(type) ? registry.get(type).size : 12`. */
  defaultWidth?: (type: string) => number;
}

/**
 * A page from a stored row or an API body, with the §3 defaults for whatever is missing. Tolerant: wrong
 * types fall back to defaults (the save path validates with validatePage before storing).
 */
export function pageFromStored(input: StoredPage | unknown, options: PageFromStoredOptions = {}): Page {
  const row = isRecord(input) ? input : {};
  const flags: PageFlags = { homepage: false, deleted: false };
  if (isRecord(row.flags)) {
    for (const [key, value] of Object.entries(row.flags)) if (typeof value === 'boolean') flags[key] = value;
  }
  const properties: PageProperties = { ...PAGE_PROPERTY_DEFAULTS };
  if (isRecord(row.properties)) {
    for (const [key, value] of Object.entries(row.properties))
      if (value !== undefined) properties[key] = value;
  }
  properties.loginState = oneOf(LOGIN_STATES, properties.loginState, 'everyone');
  const blocks = Array.isArray(row.blocks) ? row.blocks : [];
  const int = (value: unknown): number | null =>
    typeof value === 'number' && Number.isInteger(value) ? value : null;
  return {
    id: int(row.id),
    uuid: typeof row.uuid === 'string' ? row.uuid : '',
    url: typeof row.url === 'string' ? row.url : '/',
    layout: typeof row.layout === 'string' && row.layout !== '' ? row.layout : DEFAULT_LAYOUT,
    blocks: blocks.map((block) => blockFromStored(block, { defaultWidth: options.defaultWidth })),
    flags,
    properties,
    preloadables: Array.isArray(row.preloadables)
      ? row.preloadables.filter((entry): entry is string => typeof entry === 'string')
      : [],
    version: int(row.version) ?? 1,
    divisionId: int(row.divisionId),
    published: row.published !== false,
    sitemap: row.sitemap !== false,
    edited: row.edited === true,
    keyPhraseCampaignId: int(row.keyPhraseCampaignId),
    mode: oneOf(PAGE_MODES, row.mode, 'native'),
    theme: typeof row.theme === 'string' && row.theme !== '' ? row.theme : null,
    kind: oneOf(
      PAGE_KINDS,
      row.kind,
      row.divisionId === null || row.divisionId === undefined ? 'native' : 'subdomain',
    ),
  };
}

/** The page as stored / sent on save: URL normalised, blocks serialised (order Infinity → null). */
export function pageToStored(page: Page): StoredPage {
  return {
    id: page.id,
    uuid: page.uuid,
    divisionId: page.divisionId,
    kind: page.kind,
    url: normalisePageUrl(page.url),
    layout: page.layout,
    blocks: blocksToStored(page.blocks),
    flags: Object.fromEntries(
      Object.entries(page.flags).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    ),
    properties: page.properties,
    preloadables: page.preloadables,
    version: page.version,
    published: page.published,
    sitemap: page.sitemap,
    edited: page.edited,
    keyPhraseCampaignId: page.keyPhraseCampaignId,
    mode: page.mode,
    theme: page.theme,
  };
}

/**
 * The page's kind: the stored kind when it has one; otherwise a page without a store division is one of
 * the platform's native pages and any other is a store (sub-domain) page.
 */
export function pageKind(page: { kind?: PageKind | string | null; divisionId?: number | null }): PageKind {
  if ((PAGE_KINDS as readonly unknown[]).includes(page.kind)) return page.kind as PageKind;
  return page.divisionId === null || page.divisionId === undefined ? 'native' : 'subdomain';
}

/** The page's route name: 'home', or its path with slashes turned into dots. */
export function pageRouteName(page: Pick<Page, 'url'>): string {
  return pageName(page.url);
}

/** The home page: flagged homepage, or at '/'. */
export function isHomePage(page: Pick<Page, 'url' | 'flags'>): boolean {
  return page.flags.homepage === true || normalisePageUrl(page.url) === '/';
}

/** Deletable only if it exists (has an id) and is not the home page. */
export function canDeletePage(
  page: (Pick<Page, 'id' | 'url' | 'flags'> & { id: number | null }) | null | undefined,
): boolean {
  return page !== null && page !== undefined && page.id !== null && !isHomePage(page);
}

/** A new page is POSTed, an existing one PATCHed. */
export function pageSaveMethod(page: Pick<Page, 'id'>): 'POST' | 'PATCH' {
  return page.id === null || page.id === undefined ? 'POST' : 'PATCH';
}

/** Throws 'Page not attached to a store' (422, field divisionId) when the page has no store division. */
export function assertAttachedToStore<P extends Pick<Page, 'divisionId'>>(
  page: P,
): asserts page is P & { divisionId: number } {
  if (typeof page.divisionId !== 'number') {
    throw new AppError('invalid', ERROR_MESSAGES.pageNotAttachedToStore, {
      divisionId: [ERROR_MESSAGES.pageNotAttachedToStore],
    });
  }
}

/**
 * The API address of a page save or read: POST /omnis/v3/divisions/{division}/pages/?imageType=object for
 * a new page, PATCH (or GET) .../pages/{id}/?imageType=object for an existing one.
 */
export function pageApiPath(page: Pick<Page, 'id' | 'divisionId'>): string {
  assertAttachedToStore(page);
  const base = `/omnis/v3/divisions/${page.divisionId}/pages/`;
  return `${page.id === null ? base : `${base}${page.id}/`}?imageType=object`;
}

/** Editing is on when the page's mode is preview. */
export function isEditing(page: Pick<Page, 'mode'>): boolean {
  return page.mode === 'preview';
}

/** The page app; native mode unless told otherwise. */
export function createPageApp(app: Partial<PageApp> & { name: string }): PageApp {
  return { mode: 'native', pages: [], theme: null, ...app };
}

export interface OnboardingUpdate {
  completedStep: 'homepage';
  nextStep: 'collection';
}

/** After a home page is saved, the onboarding step 'homepage' is complete and the next is 'collection'. */
export function onboardingAfterSave(page: Pick<Page, 'url' | 'flags'>): OnboardingUpdate | null {
  return isHomePage(page) ? { completedStep: 'homepage', nextStep: 'collection' } : null;
}

/**
 * Whether a page fetched at `fetchedAt` should be fetched again: not within 30 s, unless the version now
 * known differs from the one fetched.
 */
export function shouldRefetchPage(
  cached: { fetchedAt: number; version: number } | null | undefined,
  now: number,
  latestVersion?: number,
): boolean {
  if (!cached) return true;
  if (latestVersion !== undefined && latestVersion !== cached.version) return true;
  return now - cached.fetchedAt >= TIMINGS.pageFetchDedupeMs;
}

/** Who may open a page. */
export interface PageAccess {
  loginState: LoginState;
  /** Unpublished pages are for internal users only. */
  internalOnly: boolean;
}

export interface PageRouteMeta {
  id: number | null;
  uuid: string;
  name: string;
  url: string;
  title: string;
  layout: string;
  access: PageAccess;
  isStorePage: boolean;
  layoutOverrides: LayoutOverrides | null;
  primaryImage: string | null;
  /** Published and in the sitemap. */
  showOnSiteMap: boolean;
  isSearchable: boolean;
  searchIcon: string | null;
  allowPwaReload: boolean;
  version: number;
}

const IMAGE_PROPERTIES: Readonly<Record<string, string>> = {
  banner: 'image',
  slide: 'image',
  image: 'src',
  pod: 'image',
  card: 'image',
  productMockup: 'image',
  feature: 'image',
};

/** The first image of the page's published blocks (in order, items included), if any is safe. */
export function firstBlockImage(blocks: readonly Block[]): string | null {
  for (const block of sortBlocks(blocks)) {
    if (block.flags.deleted || !isPublished(block)) continue;
    const key = IMAGE_PROPERTIES[block.type];
    const value = key === undefined ? undefined : block.properties[key];
    if (typeof value === 'string' && value.trim() !== '' && isSafeLink(value)) return value;
    const nested = firstBlockImage(block.items);
    if (nested !== null) return nested;
  }
  return null;
}

/**
 * Route meta of spec §2: id, name, title, layout, access rules, store-front flag, layout overrides
 * (properties.layoutOverrides), primary image (ogImage, else the first block image), show on sitemap,
 * search visibility and icon, allow-PWA-reload (unless properties.allowPwaReload is false).
 */
export function routeMeta(page: Page): PageRouteMeta {
  const properties = page.properties;
  const ogImage =
    typeof properties.ogImage === 'string' && properties.ogImage !== '' ? properties.ogImage : null;
  return {
    id: page.id,
    uuid: page.uuid,
    name: pageName(page.url),
    url: normalisePageUrl(page.url),
    title: typeof properties.title === 'string' ? properties.title : '',
    layout: page.layout || DEFAULT_LAYOUT,
    access: {
      loginState: oneOf(LOGIN_STATES, properties.loginState, 'everyone'),
      internalOnly: !page.published,
    },
    isStorePage: properties.isStorePage !== false,
    layoutOverrides: isRecord(properties.layoutOverrides)
      ? (properties.layoutOverrides as LayoutOverrides)
      : null,
    primaryImage: ogImage !== null && isSafeLink(ogImage) ? ogImage : firstBlockImage(page.blocks),
    showOnSiteMap: page.published && page.sitemap,
    isSearchable: properties.isSearchable !== false,
    searchIcon:
      typeof properties.searchIcon === 'string' && properties.searchIcon !== ''
        ? properties.searchIcon
        : null,
    allowPwaReload: properties.allowPwaReload !== false,
    version: page.version,
  };
}

export interface PageVisitor {
  loggedIn: boolean;
  internal: boolean;
  hasDashboardAccess: boolean;
}

/**
 * Where a visitor is sent instead of the page, or null when they may see it (spec §2 route guards):
 * unpublished for a non-internal user → /404/; logged-in pages → /login/?redirect_uri={path};
 * logged-out pages for a logged-in user → /dashboard/; dashboard-access pages → login, or /403/
 * without the permission.
 */
export function pageAccessRedirect(
  access: PageAccess,
  visitor: PageVisitor,
  currentPath: string,
): string | null {
  if (access.internalOnly && !visitor.internal) return '/404/';
  const login = `/login/?redirect_uri=${encodeURIComponent(currentPath)}`;
  switch (access.loginState) {
    case 'logged-in':
      return visitor.loggedIn ? null : login;
    case 'logged-out':
      return visitor.loggedIn ? '/dashboard/' : null;
    case 'dashboard-access':
      if (!visitor.loggedIn) return login;
      return visitor.hasDashboardAccess ? null : '/403/';
    default:
      return null;
  }
}

/** FAQ entries from the page's published expandable blocks (for FAQ structured data). */
export function faqEntries(blocks: readonly Block[]): { question: string; answer: string }[] {
  const entries: { question: string; answer: string }[] = [];
  for (const block of walkBlocks(blocks)) {
    if (block.type !== 'expandable' || block.flags.deleted || !isPublished(block)) continue;
    const question = block.properties.title;
    const answer = block.properties.copy;
    if (typeof question === 'string' && typeof answer === 'string' && question.trim() && answer.trim()) {
      entries.push({ question, answer });
    }
  }
  return entries;
}
