import { and, asc, eq, isNull } from 'drizzle-orm';
import { PAGE_TEMPLATES } from '../../core/page-admin';
import type { LoginState } from '../../core/pages';
import { listMediaFiles } from '../content';
import type { ServiceContext } from '../context';
import { type PageRow, pageFromRow, pages } from '../pages';
import { assertMayManage } from '../store-admin';
import { findStorePage, isHomeRow } from './rows';

/** One page as the dashboard lists it. */
export interface AdminPageSummary {
  id: number;
  url: string;
  title: string;
  published: boolean;
  homepage: boolean;
  /** ISO time of the last save. */
  updatedAt: string;
  version: number;
}

/** One page with its settings, for its settings form. */
export interface AdminPage extends AdminPageSummary {
  description: string;
  ogImage: string | null;
  sitemap: boolean;
  isSearchable: boolean;
  loginState: LoginState;
}

function summaryOf(row: PageRow): AdminPageSummary {
  const title = row.properties.title;
  return {
    id: row.id,
    url: row.url,
    title: typeof title === 'string' ? title : '',
    published: row.published,
    homepage: isHomeRow(row),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A lower-case search that matches title or address. */
const matches = (page: AdminPageSummary, search: string) =>
  page.title.toLowerCase().includes(search) || page.url.includes(search);

/**
 * The store's live pages for the dashboard (drafts included), the homepage first, then by address;
 * optionally those whose title or address holds `search`.
 */
export async function listAdminPages(ctx: ServiceContext, search = ''): Promise<AdminPageSummary[]> {
  await assertMayManage(ctx, 'pages');
  const rows = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.divisionId, ctx.store.id), isNull(pages.deletedAt)))
    .orderBy(asc(pages.url));
  const term = search.trim().toLowerCase().slice(0, 100);
  return rows
    .map(summaryOf)
    .filter((page) => term === '' || matches(page, term))
    .sort((a, b) => Number(b.homepage) - Number(a.homepage));
}

/** One page of the store with its settings; 404 for an id that is not this store's. */
export async function readAdminPage(ctx: ServiceContext, id: number): Promise<AdminPage> {
  await assertMayManage(ctx, 'pages');
  const row = await findStorePage(ctx.db, ctx, id);
  const page = pageFromRow(row);
  const { description, ogImage } = page.properties;
  return {
    ...summaryOf(row),
    description: typeof description === 'string' ? description : '',
    ogImage: typeof ogImage === 'string' && ogImage !== '' ? ogImage : null,
    sitemap: row.sitemap,
    isSearchable: page.properties.isSearchable !== false,
    loginState: page.properties.loginState ?? 'everyone',
  };
}

/** What the new-page form offers: each template by name with its one-line description. */
export async function pageTemplateChoices(ctx: ServiceContext) {
  await assertMayManage(ctx, 'pages');
  return PAGE_TEMPLATES.map(({ id, name, description }) => ({ id, name, description }));
}

/** How many of the store's images the social image picker shows. */
export const OG_IMAGE_CHOICES = 24;

/** The store's images a page's social image may be, newest first. */
export async function ogImageChoices(ctx: ServiceContext) {
  await assertMayManage(ctx, 'pages');
  const { data } = await listMediaFiles(ctx, { macros: ['images'], perPage: OG_IMAGE_CHOICES });
  return data.map((file) => ({
    path: file.thumbnails.original,
    name: file.name,
    width: file.width,
    height: file.height,
  }));
}
