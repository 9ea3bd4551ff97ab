import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, TRANSPORT_MESSAGES } from '../../core/errors';
import type { Database } from '../../domain/db';
import { listCollectionFeed, listProductFeed } from '../../domain/pages';
import { serviceContext } from './context';
import { isHostDivision } from './pages';
import type { ApiRoutes } from './route';

const divisionParams = z.object({ division: z.string().min(1).max(100) });

/** Lenient query values: a malformed one is ignored (the feed's default applies), never an error. */
const optionalNumber = z.coerce.number().optional().catch(undefined);
const optionalText = z.string().max(200).optional().catch(undefined);

const productsQuery = z.object({
  limit: optionalNumber.describe('1-100, default 4'),
  collection: optionalText.describe("a collection's urlName"),
  sort: optionalText.describe('new-in: newest first; otherwise bestsellers (or the collection order)'),
  removeDuplicates: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .catch(undefined)
    .describe('1 or true: leave out products whose name repeats'),
});

const collectionsQuery = z.object({ limit: optionalNumber.describe('1-100, default 100') });

const productResponse = z.array(
  z.object({
    id: z.number(),
    urlName: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    price: z.number().describe('minor units of the store currency'),
    salePrice: z.number().nullable(),
    manufacturer: z.object({ id: z.number(), name: z.string() }).nullable(),
    reviews: z.array(z.never()),
  }),
);

const collectionResponse = z.array(
  z.object({
    name: z.string(),
    urlName: z.string(),
    banner: z.object({ thumbnails: z.object({ full: z.string() }) }).nullable(),
  }),
);

/** The store of the host, when `{division}` names it; otherwise 404, as if there were no such store. */
function feedContext(request: FastifyRequest, db: Database, division: string) {
  const ctx = serviceContext(request, db);
  if (!isHostDivision(ctx.store, division)) throw notFound(TRANSPORT_MESSAGES.unknownStore);
  return ctx;
}

/** The catalogue calls of §7 that fill blocks: products and collections of the host's store. */
export function registerCatalogueFeedRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(app, {
    method: 'GET',
    url: '/division/:division/products/',
    summary: "This store's enabled products for product blocks (limit, collection, sort, removeDuplicates)",
    tags: ['catalogue'],
    params: divisionParams,
    query: productsQuery,
    response: productResponse,
    errors: { 404: 'No store at this host, or the division is another store' },
    handler: async ({ params, query }, request) =>
      listProductFeed(feedContext(request, db, params.division), {
        limit: query.limit,
        collection: query.collection ?? null,
        sort: query.sort === 'new-in' ? 'new-in' : null,
        removeDuplicates: query.removeDuplicates === '1' || query.removeDuplicates === 'true',
      }),
  });

  routes.define(app, {
    method: 'GET',
    url: '/collections/get/:division/',
    summary: "This store's enabled collections for collection blocks: name, banner.thumbnails.full, urlName",
    tags: ['catalogue'],
    params: divisionParams,
    query: collectionsQuery,
    response: collectionResponse,
    errors: { 404: 'No store at this host, or the division is another store' },
    handler: async ({ params, query }, request) =>
      listCollectionFeed(feedContext(request, db, params.division), { limit: query.limit }),
  });
}
