import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { STUDIO_ALIASES, studioPath } from '../../core/design/studio-paths';
import { type LinkChoice, MENU_ACTIONS } from '../../core/store';
import { collections, products } from '../catalog';
import { blogPosts } from '../content';
import type { ServiceContext } from '../context';
import { pages } from '../pages';
import { assertMayManage } from '../store-admin';

/** How many targets of each kind one search offers. */
export const LINK_TARGETS_PER_KIND = 8;

/** `%` and `_` match themselves. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const matches = (term: string, ...texts: string[]) =>
  term === '' || texts.some((text) => text.toLowerCase().includes(term.toLowerCase()));

/**
 * §2 link picker: this store's products, collections, blog posts and pages whose name (or address) holds
 * `term`, then its actions and studio links; each as text, href and type. The studio's base and custom products and
 * unpublished or deleted pages are not offered.
 */
export async function searchLinkTargets(ctx: ServiceContext, search: string): Promise<LinkChoice[]> {
  await assertMayManage(ctx, 'pages');
  const term = search.trim().slice(0, 100);
  const pattern = contains(term);
  const byName = (...columns: Parameters<typeof ilike>[0][]): SQL | undefined =>
    term === '' ? undefined : or(...columns.map((column) => ilike(column, pattern)));
  const [productRows, collectionRows, postRows, pageRows] = await Promise.all([
    ctx.db
      .select({ name: products.name, urlName: products.urlName })
      .from(products)
      .where(
        and(
          eq(products.divisionId, ctx.store.id),
          eq(products.enabled, true),
          eq(products.isBaseProduct, false),
          isNull(products.baseProductId),
          byName(products.name, products.urlName),
        ),
      )
      .orderBy(asc(products.name))
      .limit(LINK_TARGETS_PER_KIND),
    ctx.db
      .select({ name: collections.name, urlName: collections.urlName })
      .from(collections)
      .where(and(eq(collections.divisionId, ctx.store.id), byName(collections.name, collections.urlName)))
      .orderBy(asc(collections.position), asc(collections.name))
      .limit(LINK_TARGETS_PER_KIND),
    ctx.db
      .select({ title: blogPosts.title, urlName: blogPosts.urlName })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.divisionId, ctx.store.id),
          eq(blogPosts.published, true),
          byName(blogPosts.title, blogPosts.urlName),
        ),
      )
      .orderBy(asc(blogPosts.title))
      .limit(LINK_TARGETS_PER_KIND),
    ctx.db
      .select({ url: pages.url, properties: pages.properties })
      .from(pages)
      .where(
        and(
          eq(pages.divisionId, ctx.store.id),
          eq(pages.published, true),
          isNull(pages.deletedAt),
          byName(pages.url),
        ),
      )
      .orderBy(asc(pages.url))
      .limit(LINK_TARGETS_PER_KIND),
  ]);
  const pageTitle = (url: string, title: unknown) =>
    typeof title === 'string' && title.trim() ? title.trim() : url === '/' ? 'Home' : url;
  const studio: LinkChoice[] = [
    { text: 'Design studio', href: studioPath(), type: 'studio' },
    ...STUDIO_ALIASES.map((alias) => ({
      text: alias.title,
      href: `/${alias.path}/`,
      type: 'studio' as const,
    })),
  ];
  return [
    ...collectionRows.map((row) => ({
      text: row.name,
      href: `/collection/${row.urlName}/`,
      type: 'collection' as const,
    })),
    ...productRows.map((row) => ({
      text: row.name,
      href: `/product/${row.urlName}/`,
      type: 'product' as const,
    })),
    ...pageRows.map((row) => ({
      text: pageTitle(row.url, row.properties.title),
      href: row.url,
      type: 'page' as const,
    })),
    ...(matches(term, 'blog') ? [{ text: 'Blog', href: '/blog/', type: 'blog' as const }] : []),
    ...postRows.map((row) => ({ text: row.title, href: `/blog/${row.urlName}/`, type: 'blog' as const })),
    ...MENU_ACTIONS.filter((action) => matches(term, action.text, action.href)),
    ...studio.filter((choice) => matches(term, choice.text, choice.href)).slice(0, LINK_TARGETS_PER_KIND),
  ];
}
