import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { BLOG_MAX_PER_PAGE, BLOG_PER_PAGE } from './schemas';
import { blogPosts } from './tables';

export interface Pagination {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** A post as blocks and lists show it (lite): its address, title and banner. */
export interface BlogPostLite {
  url: string;
  title: string;
  metaImage: { banner: string | null };
}

export interface BlogPostListed extends BlogPostLite {
  id: number;
  urlName: string;
  summary: string;
  tags: string[];
  publishedAt: string;
}

export interface BlogPost extends BlogPostListed {
  body: string;
}

export const blogPostPath = (urlName: string) => `/blog/${encodeURIComponent(urlName)}/`;

const live = (ctx: ServiceContext) =>
  and(
    eq(blogPosts.divisionId, ctx.store.id),
    eq(blogPosts.published, true),
    lte(blogPosts.publishedAt, new Date()),
  );

function listed(row: typeof blogPosts.$inferSelect): BlogPostListed {
  return {
    id: row.id,
    urlName: row.urlName,
    url: blogPostPath(row.urlName),
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
    metaImage: { banner: row.banner },
  };
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  return value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(max, Math.max(min, Math.floor(value)));
}

/**
 * The store's published posts, newest first, a page at a time. `lite` answers only url, title and
 * metaImage.banner (what blog blocks need).
 */
export async function listBlogPosts(
  ctx: ServiceContext,
  options: { perPage?: number; page?: number; lite?: boolean } = {},
): Promise<{ data: (BlogPostLite | BlogPostListed)[]; meta: Pagination }> {
  const perPage = clamp(options.perPage, 1, BLOG_MAX_PER_PAGE, BLOG_PER_PAGE);
  const page = clamp(options.page, 1, 10_000, 1);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(blogPosts)
      .where(live(ctx))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ total: count() }).from(blogPosts).where(live(ctx)),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const data = rows.map((row) => {
    const post = listed(row);
    return options.lite ? { url: post.url, title: post.title, metaImage: post.metaImage } : post;
  });
  return { data, meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) } };
}

/** One published post of the store by its urlName (case-insensitive), or null. */
export async function getBlogPost(ctx: ServiceContext, urlName: string): Promise<BlogPost | null> {
  const [row] = await ctx.db
    .select()
    .from(blogPosts)
    .where(and(live(ctx), sql`lower(${blogPosts.urlName}) = ${urlName.toLowerCase()}`))
    .limit(1);
  return row ? { ...listed(row), body: row.body } : null;
}
