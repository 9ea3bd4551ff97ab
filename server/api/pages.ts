import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_KINDS, PAGE_MODES } from '../../core/blocks/types';
import { forbidden } from '../../core/errors';
import { type Page, pageToStored } from '../../core/pages';
import type { Actor, ServiceContext } from '../../domain/context';
import type { Database } from '../../domain/db';
import {
  createPage,
  deletePage,
  getPage,
  listStorePages,
  PAGE_MESSAGES,
  type PageReader,
  type PageTypeFilter,
  pageInputSchema,
  pageUpdateSchema,
  updatePage,
} from '../../domain/pages';
import type { Store } from '../../domain/stores';
import { actorFor, requireStore } from './context';
import type { ApiRoutes } from './route';

export interface PageRouteOptions {
  /** Who is asking; the request's actor (actorFor) unless given, e.g. the signed-in session's. */
  actor?: (request: FastifyRequest) => Actor;
  /** The storefront's cached page reads, invalidated after every write. */
  reader?: PageReader;
}

/** Whether a `{division}` path segment (id or sub-domain) names the store of the request's host. */
export function isHostDivision(store: Store, division: string): boolean {
  return division === String(store.id) || division.toLowerCase() === store.subdomain.toLowerCase();
}

const divisionParams = z.object({ division: z.string().min(1).max(100) });
const pageParams = divisionParams.extend({ id: z.string().min(1).max(20) });

/** ?imageType=object is accepted (images are answered as stored); any other value is ignored. */
const imageTypeQuery = z.object({
  imageType: z.string().max(40).optional().catch(undefined),
});

const listQuery = z.object({
  'page-type': z.string().max(40).optional().catch(undefined),
});

interface BlockJson {
  uid: string;
  id: number | null;
  type: string;
  order: number | null;
  size: { x: number; y: number };
  flags: Record<string, boolean>;
  properties: Record<string, unknown>;
  items: BlockJson[];
  parent: string | null;
  unpublished: boolean;
  template: string | null;
}

const blockResponse: z.ZodType<BlockJson> = z.object({
  uid: z.string(),
  id: z.number().nullable(),
  type: z.string(),
  order: z.number().nullable().describe('null: last (Infinity)'),
  size: z.object({ x: z.number(), y: z.number() }),
  flags: z.record(z.string(), z.boolean()),
  properties: z.record(z.string(), z.unknown()),
  get items() {
    return z.array(blockResponse);
  },
  parent: z.string().nullable(),
  unpublished: z.boolean(),
  template: z.string().nullable(),
});

/** A page as answered: the stored shape of core/pages, which pageFromStored reads back. */
export const pageResponse = z.object({
  id: z.number(),
  uuid: z.string(),
  divisionId: z.number().nullable(),
  kind: z.enum(PAGE_KINDS as [string, ...string[]]),
  url: z.string(),
  layout: z.string(),
  blocks: z.array(blockResponse),
  flags: z.record(z.string(), z.boolean()),
  properties: z.record(z.string(), z.unknown()),
  preloadables: z.array(z.string()),
  version: z.number(),
  published: z.boolean(),
  sitemap: z.boolean(),
  edited: z.boolean(),
  keyPhraseCampaignId: z.number().nullable(),
  mode: z.enum(PAGE_MODES as [string, ...string[]]),
  theme: z.string().nullable(),
});

function pageJson(page: Page) {
  return { ...pageToStored(page), id: page.id ?? 0, kind: page.kind };
}

/** A path id as a number; anything else becomes NaN, which names no page (404 'Page not found'). */
function pageId(id: string): number {
  return /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
}

/**
 * Body schemas that never fail at the route: the domain parses the body itself so that every save
 * failure is 422 'Page failed validation' with its fields. The route keeps the precise schema for the
 * OpenAPI document.
 */
const createBody = pageInputSchema.catch((ctx) => ctx.value as z.output<typeof pageInputSchema>);
const updateBody = pageUpdateSchema.catch((ctx) => ctx.value as z.output<typeof pageUpdateSchema>);

const PAGE_ERRORS = {
  403: `${PAGE_MESSAGES.fromAnotherStore} (another store's division or page)`,
  404: `${PAGE_MESSAGES.notFound}, or no store at this host`,
};
const WRITE_ERRORS = {
  402: PAGE_MESSAGES.proRequired,
  403: `${PAGE_MESSAGES.insufficientPermissions}; or ${PAGE_MESSAGES.fromAnotherStore}`,
  404: `${PAGE_MESSAGES.notFound}, or no store at this host`,
  409: `${PAGE_MESSAGES.urlTaken}; or ${PAGE_MESSAGES.versionConflict}`,
};

/** The pages calls of §7, for the store of the request's host; `{division}` must name that store. */
export function registerPageRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  options: PageRouteOptions = {},
): void {
  const actor = options.actor ?? actorFor;
  const { reader } = options;
  const context = (request: FastifyRequest, division: string): ServiceContext => {
    const store = requireStore(request);
    if (!isHostDivision(store, division)) throw forbidden(PAGE_MESSAGES.fromAnotherStore);
    return { store, actor: actor(request), db };
  };

  routes.define(app, {
    method: 'GET',
    url: '/divisions/:division/pages/:id/',
    summary:
      'Reads a page of this store (?imageType=object); unpublished pages only for internal users, pages for signed-in users only for them',
    tags: ['pages'],
    params: pageParams,
    query: imageTypeQuery,
    response: pageResponse,
    errors: {
      ...PAGE_ERRORS,
      403: `${PAGE_ERRORS[403]}; or ${PAGE_MESSAGES.insufficientPermissions} (a page for signed-in users, to a visitor)`,
    },
    handler: async ({ params }, request) =>
      pageJson(await getPage(context(request, params.division), pageId(params.id))),
  });

  routes.define(app, {
    method: 'POST',
    url: '/divisions/:division/pages/',
    summary:
      "Creates a page (?imageType=object): every block validated, HTML sanitised, URL normalised; the home page's save completes the onboarding step",
    tags: ['pages'],
    params: divisionParams,
    query: imageTypeQuery,
    body: createBody,
    response: pageResponse,
    errors: WRITE_ERRORS,
    handler: async ({ params, body }, request) =>
      pageJson(await createPage(context(request, params.division), body, { reader })),
  });

  routes.define(app, {
    method: 'PATCH',
    url: '/divisions/:division/pages/:id/',
    summary:
      'Updates a page (?imageType=object) with the same body; version + 1, 409 when the version sent is stale',
    tags: ['pages'],
    params: pageParams,
    query: imageTypeQuery,
    body: updateBody,
    response: pageResponse,
    errors: WRITE_ERRORS,
    handler: async ({ params, body }, request) =>
      pageJson(await updatePage(context(request, params.division), pageId(params.id), body, { reader })),
  });

  routes.define(app, {
    method: 'DELETE',
    url: '/divisions/:division/pages/:id/',
    summary: 'Deletes a page (the home page cannot be deleted)',
    tags: ['pages'],
    params: pageParams,
    response: z.object({ id: z.number(), deleted: z.literal(true) }),
    errors: { ...WRITE_ERRORS, 422: PAGE_MESSAGES.homepageNotDeletable },
    handler: async ({ params }, request) =>
      deletePage(context(request, params.division), pageId(params.id), { reader }),
  });

  routes.define(app, {
    method: 'GET',
    url: '/divisions/:division/pages',
    summary:
      "This store's pages (url and properties); page-type=StorePage for store pages, MailPage for mail pages",
    tags: ['pages'],
    params: divisionParams,
    query: listQuery,
    response: z.array(z.object({ url: z.string(), properties: z.record(z.string(), z.unknown()) })),
    errors: PAGE_ERRORS,
    handler: async ({ params, query }, request) => {
      const type = query['page-type'];
      const pageType: PageTypeFilter | null = type === 'StorePage' || type === 'MailPage' ? type : null;
      return listStorePages(context(request, params.division), { pageType });
    },
  });
}
