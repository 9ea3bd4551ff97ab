import { desc, eq } from 'drizzle-orm';
import { LIMITS } from '../../core/constants/limits';
import type { ServiceContext } from '../context';
import { INSTAGRAM_MAX_LIMIT } from './schemas';
import { instagramPosts } from './tables';

export interface InstagramPost {
  id: string;
  caption: string;
  image: string;
  href: string;
  postedAt: string;
}

/** The store's latest Instagram posts, newest first (20 by default, at most 50). */
export async function listInstagramPosts(
  ctx: ServiceContext,
  options: { limit?: number } = {},
): Promise<InstagramPost[]> {
  const wanted = options.limit ?? LIMITS.instagramLimit;
  const limit = Math.min(INSTAGRAM_MAX_LIMIT, Math.max(1, Math.floor(Number.isFinite(wanted) ? wanted : 1)));
  const rows = await ctx.db
    .select()
    .from(instagramPosts)
    .where(eq(instagramPosts.divisionId, ctx.store.id))
    .orderBy(desc(instagramPosts.postedAt), desc(instagramPosts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.externalId,
    caption: row.caption,
    image: row.image,
    href: row.permalink,
    postedAt: row.postedAt.toISOString(),
  }));
}
