import { and, eq, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { collections, productImages, products } from '../catalog/tables';
import { blogPosts } from '../content/tables';
import type { ServiceContext } from '../context';
import { pages } from '../pages/tables';
import { divisions, subdomains } from '../stores/tables';

/** One place a library file is shown. */
export interface FileUse {
  kind:
    | 'product-image'
    | 'product-meta'
    | 'collection-banner'
    | 'page'
    | 'blog-banner'
    | 'logo'
    | 'favicon'
    | 'share-image';
  /** What the seller knows it by: a product's or collection's name, a page's path. */
  label: string;
}

/**
 * The part of a stored /media/ path that every reference to the file carries, whether it names the
 * original (/media/…) or the resizer (/images/…).
 */
export const referenceKey = (path: string) => path.replace(/^\/(media|images)\//, '');

const mentions = (column: SQLWrapper, key: string) =>
  sql`position(${key} in coalesce(${column}::text, '')) > 0`;

/**
 * Where each of the store's files is used: product images and share images, collection banners, pages
 * whose blocks name it, blog banners, the store's logo, favicon and share image. Keyed by file path.
 */
export async function whereUsed(
  ctx: ServiceContext,
  paths: readonly string[],
): Promise<Map<string, FileUse[]>> {
  const uses = new Map<string, FileUse[]>(paths.map((path) => [path, []]));
  if (paths.length === 0) return uses;
  const keys = paths.map((path) => ({ path, key: referenceKey(path) }));
  const anyOf = (column: SQLWrapper) => or(...keys.map(({ key }) => mentions(column, key))) ?? sql`false`;
  const store = ctx.store.id;
  const [images, metas, banners, pageRows, posts, division, settings] = await Promise.all([
    ctx.db
      .select({ value: productImages.original, name: products.name })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(eq(productImages.divisionId, store), anyOf(productImages.original))),
    ctx.db
      .select({ value: products.metaImage, name: products.name })
      .from(products)
      .where(and(eq(products.divisionId, store), anyOf(products.metaImage))),
    ctx.db
      .select({ value: collections.banner, name: collections.name })
      .from(collections)
      .where(and(eq(collections.divisionId, store), anyOf(collections.banner))),
    ctx.db
      .select({ value: sql<string>`${pages.blocks}::text`, name: pages.url })
      .from(pages)
      .where(and(eq(pages.divisionId, store), isNull(pages.deletedAt), anyOf(pages.blocks))),
    ctx.db
      .select({ value: blogPosts.banner, name: blogPosts.title })
      .from(blogPosts)
      .where(and(eq(blogPosts.divisionId, store), anyOf(blogPosts.banner))),
    ctx.db.select({ logo: divisions.logo }).from(divisions).where(eq(divisions.id, store)),
    ctx.db
      .select({ favicon: subdomains.favicon, share: subdomains.metaOgImage })
      .from(subdomains)
      .where(eq(subdomains.divisionId, store)),
  ]);
  const note = (value: string | null, use: FileUse) => {
    if (!value) return;
    for (const { path, key } of keys) {
      if (!value.includes(key)) continue;
      const list = uses.get(path);
      if (list && !list.some((known) => known.kind === use.kind && known.label === use.label)) list.push(use);
    }
  };
  for (const row of images) note(row.value, { kind: 'product-image', label: row.name });
  for (const row of metas) note(row.value, { kind: 'product-meta', label: row.name });
  for (const row of banners) note(row.value, { kind: 'collection-banner', label: row.name });
  for (const row of pageRows) note(row.value, { kind: 'page', label: row.name });
  for (const row of posts) note(row.value, { kind: 'blog-banner', label: row.name });
  for (const row of division) note(row.logo, { kind: 'logo', label: 'Store logo' });
  for (const row of settings) {
    note(row.favicon, { kind: 'favicon', label: 'Favicon' });
    note(row.share, { kind: 'share-image', label: 'Share image' });
  }
  return uses;
}
