import { and, asc, eq, isNull } from 'drizzle-orm';
import { pageName } from '../../core/pages';
import type { ServiceContext } from '../context';
import { isInternalActor } from './access';
import { type LoginState, pages } from './tables';

/** What the storefront router needs to know about each page, without its blocks. */
export interface PageRouteMeta {
  id: number;
  uuid: string;
  url: string;
  name: string;
  title: string;
  layout: string;
  loginState: LoginState;
  isStorePage: boolean;
  published: boolean;
  showOnSiteMap: boolean;
  isSearchable: boolean;
  searchIcon: string | null;
  primaryImage: string | null;
  version: number;
}

/** The store's live pages; unpublished ones only for internal actors (§6). */
export async function listPageRouteMeta(ctx: ServiceContext): Promise<PageRouteMeta[]> {
  const rows = await ctx.db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.divisionId, ctx.store.id),
        isNull(pages.deletedAt),
        isInternalActor(ctx) ? undefined : eq(pages.published, true),
      ),
    )
    .orderBy(asc(pages.url));
  return rows.map((page) => ({
    id: page.id,
    uuid: page.uuid,
    url: page.url,
    name: pageName(page.url),
    title: page.properties.title ?? '',
    layout: page.layout,
    loginState: page.properties.loginState ?? 'everyone',
    isStorePage: page.properties.isStorePage ?? true,
    published: page.published,
    showOnSiteMap: page.published && page.sitemap,
    isSearchable: page.properties.isSearchable ?? true,
    searchIcon: page.properties.searchIcon ?? null,
    primaryImage: page.properties.ogImage ?? null,
    version: page.version,
  }));
}
