import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, TRANSPORT_MESSAGES } from '../../core/errors';
import { assignAll } from '../../core/split-tests';
import { listBasketItems, listFavourites } from '../../domain/basket';
import type { Database } from '../../domain/db';
import { recordUtmVisit } from '../../domain/events';
import { getStoreCoreData } from '../../domain/stores';
import { selectedCurrency, serviceContext } from './context';
import type { ApiRoutes } from './route';

const utmText = z.string().trim().max(200).optional().catch(undefined);

const querySchema = z
  .object({
    utm_source: utmText,
    utm_campaign: utmText,
    utm_medium: utmText,
    utm_content: utmText,
    utm_term: utmText,
  })
  .passthrough();

const divisionParams = z.object({ division: z.string().min(1).max(100) });

const coreDataResponse = z.object({
  pages: z.array(
    z.object({
      id: z.number(),
      uuid: z.string(),
      url: z.string(),
      name: z.string(),
      title: z.string(),
      layout: z.string(),
      loginState: z.string(),
      isStorePage: z.boolean(),
      published: z.boolean(),
      showOnSiteMap: z.boolean(),
      isSearchable: z.boolean(),
      searchIcon: z.string().nullable(),
      primaryImage: z.string().nullable(),
      version: z.number(),
    }),
  ),
  state: z.object({
    currency: z.string(),
    splitTest: z.array(z.object({ name: z.string(), variation: z.string() })),
    subdomain: z.record(z.string(), z.unknown()),
    christmasCutoffDates: z.array(z.object({ region: z.string(), service: z.string(), date: z.string() })),
    christmasContent: z.object({ heading: z.string(), copy: z.string() }).nullable(),
    paymentProcessor: z.object({ type: z.enum(['teemill', 'direct']) }),
  }),
});

export function registerStoreCoreDataRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  const handler = async (
    division: string | undefined,
    query: z.output<typeof querySchema>,
    request: Parameters<Parameters<ApiRoutes['define']>[1]['handler']>[1],
  ) => {
    const ctx = serviceContext(request, db);
    // Asking from one store's host for another store's data reveals nothing: it is simply not found.
    if (
      division !== undefined &&
      division !== String(ctx.store.id) &&
      division.toLowerCase() !== ctx.store.subdomain
    ) {
      throw notFound(TRANSPORT_MESSAGES.unknownStore);
    }
    await recordUtmVisit(ctx, {
      source: query.utm_source,
      campaign: query.utm_campaign,
      medium: query.utm_medium,
      content: query.utm_content,
      term: query.utm_term,
    });
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    // A browser that brought no visitor cookie and is not signed in has no basket or favourites yet.
    const known = request.visitorKnown || Boolean(request.auth);
    const [cartItems, favouriteItems] = known
      ? await Promise.all([
          listBasketItems(ctx),
          ctx.store.settings.favouritesEnabled ? listFavourites(ctx).then((answer) => answer.favourites) : [],
        ])
      : [[], []];
    return getStoreCoreData(ctx, {
      cartItems,
      favouriteItems,
      currency: selectedCurrency(request, ctx.store),
      splitTests: assignAll(request.visitorId, search),
    });
  };

  routes.define(app, {
    method: 'GET',
    url: '/frontend/getStoreCoreData/json/',
    summary: "The current store's pages and state (§3 Store core data); records utm_* parameters",
    tags: ['storefront'],
    query: querySchema,
    response: coreDataResponse,
    errors: { 404: 'No store at this host' },
    handler: ({ query }, request) => handler(undefined, query, request),
  });
  routes.define(app, {
    method: 'GET',
    url: '/frontend/:division/getStoreCoreData/json/',
    summary: 'The same for a named division (id or sub-domain), which must be the store of this host',
    tags: ['storefront'],
    params: divisionParams,
    query: querySchema,
    response: coreDataResponse,
    errors: { 404: 'No store at this host, or the division is another store' },
    handler: ({ params, query }, request) => handler(params.division, query, request),
  });
}
