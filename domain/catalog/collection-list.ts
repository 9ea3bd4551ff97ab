import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { collections } from './tables';

export interface CollectionLink {
  name: string;
  urlName: string;
}

/** The store's enabled collections in their menu order, for suggestions (an empty search, a 404). */
export async function listCollectionLinks(ctx: ServiceContext, limit: number): Promise<CollectionLink[]> {
  return ctx.db
    .select({ name: collections.name, urlName: collections.urlName })
    .from(collections)
    .where(and(eq(collections.divisionId, ctx.store.id), eq(collections.enabled, true)))
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(limit);
}
