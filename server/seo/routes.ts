import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import { canonicalUrl, robotsTxt, sitemapXml } from '../../core/seo';
import type { Database } from '../../domain/db';
import { sitemapEntries } from '../../domain/seo';
import { normaliseHost } from '../../domain/stores';
import { actorFor } from '../api/context';

/** Paths a store asks crawlers to keep out of: private, per-visitor or API. */
export const ROBOTS_DISALLOW = [
  '/basket/',
  '/checkout/',
  '/login/',
  '/dashboard/',
  '/omnis/',
  '/favourites/',
];
export const SEO_CACHE_CONTROL = 'public, max-age=300';

/** The public origin of a request, e.g. 'https://acme.printfront.example' or 'http://demo.localhost:3000'. */
export type OriginOf = (request: FastifyRequest) => string;

/** The origin from the Host header (already matched to a store by the tenant plugin) and the public scheme. */
export function requestOrigin(scheme: 'http' | 'https'): OriginOf {
  return (request) => {
    const header = request.headers.host ?? '';
    const host = normaliseHost(header) ?? 'localhost';
    const port = /:(\d{1,5})$/.exec(header.trim())?.[1];
    const usePort = port !== undefined && Number(port) > 0 && Number(port) <= 65535;
    return `${scheme}://${host}${usePort ? `:${port}` : ''}`;
  };
}

function notFoundText(reply: FastifyReply, message: string) {
  return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
}

/** Shared by every visitor and cacheable: no visitor or XSRF cookie rides along. */
async function dropCookies(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.removeHeader('set-cookie');
  return payload;
}

/**
 * GET /sitemap.xml and GET /robots.txt for the store the Host header names (HEAD too). An unknown host gets
 * a 404 text; the platform host gets a robots.txt that allows everything and no sitemap (404).
 * Needs the tenant plugin (server/plugins/tenant.ts) registered first.
 */
export function registerSeoRoutes(app: FastifyInstance, db: Database, origin: OriginOf): void {
  app.get('/robots.txt', { onSend: dropCookies }, async (request, reply) => {
    const { tenant } = request;
    if (tenant.kind === 'unknown') return notFoundText(reply, TRANSPORT_MESSAGES.unknownStore);
    const body =
      tenant.kind === 'platform'
        ? robotsTxt({ disallow: [] })
        : robotsTxt({
            sitemapUrl: canonicalUrl(origin(request), '/sitemap.xml'),
            disallow: ROBOTS_DISALLOW,
          });
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', SEO_CACHE_CONTROL).send(body);
  });

  app.get('/sitemap.xml', { onSend: dropCookies }, async (request, reply) => {
    const { tenant } = request;
    if (tenant.kind === 'unknown') return notFoundText(reply, TRANSPORT_MESSAGES.unknownStore);
    if (tenant.kind === 'platform') return notFoundText(reply, TRANSPORT_MESSAGES.notFound);
    const ctx = { store: tenant.store, actor: actorFor(request), db };
    const entries = await sitemapEntries(ctx, origin(request));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .send(sitemapXml(entries));
  });
}
