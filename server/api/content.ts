import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, TRANSPORT_MESSAGES } from '../../core/errors';
import {
  blogQuerySchema,
  instagramQuerySchema,
  listBlogPosts,
  listInstagramPosts,
  mediaQuerySchema,
  queryMediaFiles,
} from '../../domain/content';
import type { Actor, ServiceContext } from '../../domain/context';
import type { Database } from '../../domain/db';
import { actorFor, requireStore } from './context';
import { isHostDivision } from './pages';
import type { ApiRoutes } from './route';

export interface ContentRouteOptions {
  /** Who is asking; the request's actor unless given (tests name one by header). */
  actor?: (request: FastifyRequest) => Actor;
}

const paginationSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  lastPage: z.number(),
});

const blogPostResponse = z.object({
  url: z.string(),
  title: z.string(),
  metaImage: z.object({ banner: z.string().nullable() }),
  id: z.number().optional(),
  urlName: z.string().optional(),
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  publishedAt: z.string().optional(),
});

const instagramResponse = z.array(
  z.object({
    id: z.string(),
    caption: z.string(),
    image: z.string(),
    href: z.string(),
    postedAt: z.string(),
  }),
);

const mediaResponse = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      type: z.enum(['image', 'file']),
      mimeType: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      altText: z.string(),
      thumbnails: z.object({ original: z.string() }),
      createdAt: z.string(),
    }),
  ),
  meta: paginationSchema,
});

const OTHER_STORE = 'No store at this host, or a division that is another store';

/**
 * The content calls of §7 that feed blocks: the store's blog posts, its Instagram posts and its uploaded
 * images (artemis). A division named in the path or query must be the host's store (404 otherwise).
 */
export function registerContentRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  options: ContentRouteOptions = {},
): void {
  const actor = options.actor ?? actorFor;
  const context = (request: FastifyRequest, divisions: (string | undefined)[]): ServiceContext => {
    const store = requireStore(request);
    for (const division of divisions) {
      if (division !== undefined && division.trim() !== '' && !isHostDivision(store, division.trim()))
        throw notFound(TRANSPORT_MESSAGES.unknownStore);
    }
    return { store, actor: actor(request), db };
  };

  routes.define(app, {
    method: 'GET',
    url: '/blog/paginate/',
    summary:
      "This store's published blog posts, newest first: paginate (per page), page, divisions, lite (url, title, metaImage.banner)",
    tags: ['content'],
    query: blogQuerySchema,
    response: z.object({ data: z.array(blogPostResponse), meta: paginationSchema }),
    errors: { 404: OTHER_STORE, 422: 'A query value out of range' },
    handler: async ({ query }, request) =>
      listBlogPosts(context(request, (query.divisions ?? '').split(',')), {
        perPage: query.paginate,
        page: query.page,
        lite: query.lite,
      }),
  });

  routes.define(app, {
    method: 'GET',
    url: '/divisions/:division/social/instagram/posts',
    summary: "This store's latest Instagram posts (limit, 20 by default)",
    tags: ['content'],
    params: z.object({ division: z.string().min(1).max(100) }),
    query: instagramQuerySchema,
    response: instagramResponse,
    errors: { 404: OTHER_STORE, 422: 'A limit out of range' },
    handler: async ({ params, query }, request) =>
      listInstagramPosts(context(request, [params.division]), { limit: query.limit }),
  });

  routes.define(app, {
    method: 'GET',
    url: '/artemis/query/',
    summary:
      "This store's uploaded files for its editors (macros, page, perPage, searchTerm, division); thumbnails.original is the file",
    tags: ['content'],
    query: mediaQuerySchema,
    response: mediaResponse,
    errors: {
      403: '403 Permission denied: only those who edit the store',
      404: OTHER_STORE,
      422: 'A query value out of range',
    },
    handler: async ({ query }, request) =>
      queryMediaFiles(context(request, [query.division]), {
        macros: query.macros,
        page: query.page,
        perPage: query.perPage,
        searchTerm: query.searchTerm,
      }),
  });
}
