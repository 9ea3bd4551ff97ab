import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { documentBodyOf } from '../app/document-body';
import { ERROR_MESSAGES } from '../core/errors';
import { LIBRARY_MAX_BYTES, LIBRARY_UPLOAD_PATHS } from '../core/store/media-library';
import { collectShown } from '../domain/cache-invalidation';
import type { Database } from '../domain/db';
import type { PageReader } from '../domain/pages';
import type { MediaStorage } from '../domain/storage';
import { storeOrigin } from '../domain/stores';
import { API_BODY_LIMIT, API_PREFIX } from './api';
import { type CatalogReads, createLoadContext, type PublicUrls } from './load-context';
import type { CachedPage, PageCache } from './page-cache';
import { randomToken } from './plugins/cookies';
import { mapError } from './plugins/error-mapping';
import { documentCsp } from './plugins/security-headers';
import { guardStoreVisitBeforeAction } from './store-visit-guard';
import { storefrontBuildFor } from './storefront-build';
import { previewedStore, previewHeaders } from './theme-preview';
import { pathOf, sendWebResponse, toWebRequest } from './web-request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_MESSAGE =
  'This form was sent from another site, so it was not accepted. Go back, reload the page and try again.';

/**
 * Form posts to React Router actions must come from this origin: browsers send Origin on every cross-site
 * POST, and SameSite=Lax cookies already keep the session out of them.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return true;
  try {
    return new URL(origin).host.toLowerCase() === (request.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/** Sends a cached render; brotli when the client takes it, made once per entry. */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  entry: CachedPage,
  state = 'HIT',
) {
  for (const [name, value] of entry.headers) {
    if (name !== 'content-length' && name !== 'content-encoding') reply.header(name, value);
  }
  reply.header('X-Page-Cache', state);
  reply.code(entry.status);
  const acceptsBrotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (acceptsBrotli) {
    reply.header('Content-Encoding', 'br');
    reply.header('Vary', 'Accept-Encoding');
    return reply.send(cache.brotli(entry));
  }
  return reply.send(entry.body);
}

export interface ReactRouterOptions {
  getBuild: () => Promise<ServerBuild>;
  pageCache?: PageCache;
  pageReader: PageReader;
  /** Catalogue reads shared between renders (absent: every render reads its own). */
  catalogReads?: CatalogReads;
  mode: 'development' | 'production';
  db: Database;
  urls: PublicUrls;
  /** Allow Stripe.js in pages (Stripe is configured). */
  stripe?: boolean;
  /** Forgets what the server keeps of a store after its owner changes who may visit it. */
  invalidateStore?: (storeId: number) => void;
  /** Where the dashboard's library uploads are written. */
  media?: MediaStorage;
  /** Every page says that payments are pretend (the test processor serves production). */
  testPayments?: boolean;
}

/**
 * The catch-all: everything that is not the API, health, media or a static asset goes to React Router.
 * Its scope reads any request body as it arrives, up to the API's limit (413 beyond it, counted on the bytes
 * received, chunked or not), before the action runs; the action then parses the buffered body itself.
 */
/** The platform host, whose dashboard alone may frame a theme preview. */
const PLATFORM = { isPlatform: true, subdomain: '', activeDomainName: null } as const;

export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  type RequestHandler = ReturnType<typeof createRequestHandler>;
  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  /**
   * A store's host is served without the platform-only routes, from the table of the address's first
   * segment (storefront-build.ts); one handler per table.
   */
  const handler = async (host: 'platform' | 'store', pathname: string) => {
    const build = await options.getBuild();
    const table = host === 'store' ? storefrontBuildFor(build, pathname) : build;
    let kept = handlers.get(table);
    if (!kept) {
      kept = createRequestHandler(table, options.mode);
      handlers.set(table, kept);
    }
    return kept;
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, request, reply) => {
      const { status, body } = mapError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).type('text/plain; charset=utf-8').send(body.message);
    });

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX) {
        return reply.code(404).send({ message: ERROR_MESSAGES.notFound });
      }
      if (!SAFE_METHODS.has(request.method)) {
        if (!sameOrigin(request)) return reply.code(403).type('text/plain').send(CROSS_SITE_MESSAGE);
        if (await guardStoreVisitBeforeAction(request, reply, options.db)) return reply;
      }
      const cacheKey = options.pageCache?.keyFor(request) ?? null;
      const cached = cacheKey ? options.pageCache?.get(cacheKey) : null;
      if (cached && options.pageCache) return sendCachedPage(request, reply, options.pageCache, cached);

      const nonce = randomToken(16);
      const loadContext = createLoadContext(request, options.db, nonce, options.urls, options.pageReader, {
        invalidateStore: options.invalidateStore,
        media: options.media,
        testPayments: options.testPayments,
        catalogReads: options.catalogReads,
      });
      // Taken before anything was read: a change that arrives while it runs keeps the render out of the cache.
      const changeMark = request.changeMark;
      const { value: response, tags: shown } = await collectShown(async () =>
        (await handler(request.tenant.kind === 'store' ? 'store' : 'platform', pathOf(request.url)))(
          toWebRequest(request, reply, options.urls.scheme),
          loadContext,
        ),
      );
      const headers = new Headers(response.headers);
      const html = headers.get('content-type')?.includes('text/html') ?? false;
      if (html) {
        headers.set(
          'Content-Security-Policy',
          documentCsp(nonce, { dev: options.mode === 'development', stripe: options.stripe ?? false }),
        );
        headers.set('X-Frame-Options', 'SAMEORIGIN');
        if (request.tenant.kind === 'store' && previewedStore(request.url, request.tenant.store))
          previewHeaders(headers, storeOrigin(PLATFORM));
      }
      const cacheable =
        Boolean(cacheKey && options.pageCache) && response.status === 200 && !headers.has('set-cookie');
      // A document is read whole and sent in one write (and compressed in one pass), as the page cache keeps
      // it: entry.server hands over the bytes React wrote (document-body.ts), where a streamed body would
      // cross two stream adapters and make a socket write per chunk. Its data is all loaded before the shell
      // renders, so nothing streams later.
      const body =
        documentBodyOf(response) ??
        (html || cacheable ? Buffer.from(await response.arrayBuffer()) : undefined);
      if (cacheKey && options.pageCache && cacheable && body) {
        const storeId = request.tenant.kind === 'unknown' ? 0 : request.tenant.store.id;
        options.pageCache.set(cacheKey, response.status, headers, body, {
          storeId,
          tags: shown,
          since: changeMark,
        });
        const entry = options.pageCache.get(cacheKey);
        if (entry) return sendCachedPage(request, reply, options.pageCache, entry, 'MISS');
      }
      await sendWebResponse(reply, { status: response.status, headers, body: response.body }, body);
      return reply;
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/', handler: render });
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
    // The dashboard's library uploads are one raw file each, up to 15 MB: more than any form sends.
    await scope.register(async (uploads) => {
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: LIBRARY_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      for (const url of LIBRARY_UPLOAD_PATHS) uploads.route({ method: 'POST', url, handler: render });
    });
  });
}
