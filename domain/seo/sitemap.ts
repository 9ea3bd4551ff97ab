import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { normalisePageUrl } from '../../core/pages';
import { canonicalUrl, SITEMAP_MAX_URLS, type SitemapEntry } from '../../core/seo';
import { COLLECTIONS_TAG, LISTINGS_TAG, noteShown, PAGES_TAG } from '../cache-invalidation';
import { listedProduct } from '../catalog/listed';
import { collections, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { pages } from '../pages/tables';
import type { Store } from '../stores';

export interface SitemapSections {
  pages: { title: string; url: string }[];
  collections: { name: string; url: string }[];
  products: { name: string; url: string }[];
}

interface IndexableContent {
  home: { title: string; updatedAt: Date | null };
  pages: { url: string; title: string; updatedAt: Date }[];
  collections: { url: string; name: string }[];
  products: { url: string; name: string; updatedAt: Date }[];
}

const HOME = '/';

export function collectionPath(urlName: string): string {
  return `/collection/${encodeURIComponent(urlName)}/`;
}

export function productPath(urlName: string): string {
  return `/product/${encodeURIComponent(urlName)}/`;
}

/** A store behind a password or a coming-soon page shows crawlers nothing. */
function isHiddenFromCrawlers(store: Store): boolean {
  return store.settings.passwordProtected || store.settings.comingSoonPageData.enabled === true;
}

/**
 * What a visitor who is not logged in can open on the store: published, non-deleted pages that are in the
 * sitemap, open to everyone and not e-mail pages; enabled collections; enabled products. Every query is
 * scoped by the store; the total stays within the sitemap protocol's 50,000 URLs.
 */
async function indexableContent(ctx: ServiceContext): Promise<IndexableContent> {
  const storeId = ctx.store.id;
  const [pageRows, collectionRows, productRows] = await Promise.all([
    ctx.db
      .select({ url: pages.url, properties: pages.properties, updatedAt: pages.updatedAt })
      .from(pages)
      .where(
        and(
          eq(pages.divisionId, storeId),
          isNull(pages.deletedAt),
          eq(pages.published, true),
          eq(pages.sitemap, true),
          sql`coalesce(${pages.properties}->>'loginState', 'everyone') = 'everyone'`,
          sql`coalesce(${pages.properties}->>'isMailPage', 'false') <> 'true'`,
          sql`coalesce(${pages.flags}->>'deleted', 'false') <> 'true'`,
        ),
      )
      .orderBy(asc(pages.url), asc(pages.id)),
    ctx.db
      .select({ urlName: collections.urlName, name: collections.name })
      .from(collections)
      .where(and(eq(collections.divisionId, storeId), eq(collections.enabled, true)))
      .orderBy(asc(collections.position), asc(collections.name), asc(collections.id))
      .limit(SITEMAP_MAX_URLS),
    ctx.db
      .select({ urlName: products.urlName, name: products.name, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.divisionId, storeId), eq(products.enabled, true), listedProduct()))
      .orderBy(asc(products.name), asc(products.id))
      .limit(SITEMAP_MAX_URLS),
  ]);

  const seen = new Set<string>([HOME]);
  let home: IndexableContent['home'] = { title: 'Home', updatedAt: null };
  const pageList: IndexableContent['pages'] = [];
  for (const row of pageRows) {
    const url = normalisePageUrl(row.url);
    const title = row.properties.title?.trim() ?? '';
    if (url === HOME) {
      home = { title: title || 'Home', updatedAt: row.updatedAt };
      continue;
    }
    if (seen.has(url)) continue;
    seen.add(url);
    pageList.push({ url, title: title || url, updatedAt: row.updatedAt });
  }
  pageList.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

  let room = SITEMAP_MAX_URLS - 1 - pageList.length;
  const collectionList = collectionRows.slice(0, Math.max(0, room)).map((row) => ({
    url: collectionPath(row.urlName),
    name: row.name,
  }));
  room -= collectionList.length;
  const productList = productRows.slice(0, Math.max(0, room)).map((row) => ({
    url: productPath(row.urlName),
    name: row.name,
    updatedAt: row.updatedAt,
  }));
  return { home, pages: pageList, collections: collectionList, products: productList };
}

/**
 * The store's indexable URLs for sitemap.xml, absolute on `origin`: the home page, then pages, collections
 * and products, with lastmod where the row keeps an update time. Empty while the store is password
 * protected or showing its coming-soon page.
 */
export async function sitemapEntries(ctx: ServiceContext, origin: string): Promise<SitemapEntry[]> {
  if (isHiddenFromCrawlers(ctx.store)) return [];
  const content = await indexableContent(ctx);
  const home: SitemapEntry = { loc: canonicalUrl(origin, HOME), changefreq: 'daily', priority: 1 };
  if (content.home.updatedAt) home.lastmod = content.home.updatedAt;
  return [
    home,
    ...content.pages.map(
      (page): SitemapEntry => ({
        loc: canonicalUrl(origin, page.url),
        lastmod: page.updatedAt,
        changefreq: 'monthly',
        priority: 0.5,
      }),
    ),
    ...content.collections.map(
      (collection): SitemapEntry => ({
        loc: canonicalUrl(origin, collection.url),
        changefreq: 'weekly',
        priority: 0.8,
      }),
    ),
    ...content.products.map(
      (product): SitemapEntry => ({
        loc: canonicalUrl(origin, product.url),
        lastmod: product.updatedAt,
        changefreq: 'weekly',
        priority: 0.7,
      }),
    ),
  ];
}

/** The same URLs, relative and grouped, for the human /sitemap/ page; the home page comes first. */
export async function sitemapSections(ctx: ServiceContext): Promise<SitemapSections> {
  noteShown(PAGES_TAG, COLLECTIONS_TAG, LISTINGS_TAG);
  const content = await indexableContent(ctx);
  return {
    pages: [
      { title: content.home.title, url: HOME },
      ...content.pages.map((page) => ({ title: page.title, url: page.url })),
    ],
    collections: content.collections.map(({ name, url }) => ({ name, url })),
    products: content.products.map(({ name, url }) => ({ name, url })),
  };
}
