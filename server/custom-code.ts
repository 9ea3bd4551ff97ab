import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeVisitRedirect } from '../core/auth';
import { TRANSPORT_MESSAGES } from '../core/errors';
import { CUSTOM_CODE_CSP, CUSTOM_CODE_PATH, customCodeDocument, customCodeVersion } from '../core/store';
import { comingSoonActive, loadVisitorState } from '../domain/accounts';
import type { Database } from '../domain/db';
import { actorFor } from './api/context';

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(TRANSPORT_MESSAGES.notFound);
}

/**
 * GET /custom-code/: a pro store's own code as a document of its own, which its storefront frames
 * (decision 0011). The sandbox in its policy gives it an opaque origin, so the code never runs as the
 * store's origin. 404 for the platform, a store without code or not on pro, and a visitor the store's visit
 * rules keep out. Needs the tenant and session plugins first.
 */
export function registerCustomCodeRoute(app: FastifyInstance, db: Database): void {
  app.get(CUSTOM_CODE_PATH, async (request, reply) => {
    const { tenant } = request;
    if (tenant.kind !== 'store') return notFound(reply);
    const { store } = tenant;
    const { settings } = store;
    if (customCodeVersion(settings.customCode, store.isPro) === null) return notFound(reply);
    const guarded =
      settings.approvalStatus !== 'approved' ||
      settings.passwordProtected ||
      comingSoonActive(settings.comingSoonPageData);
    if (guarded) {
      const visitor = await loadVisitorState({ store, actor: actorFor(request), db });
      if (storeVisitRedirect('/', visitor) !== null) return notFound(reply);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', CUSTOM_CODE_CSP)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-cache')
      .send(customCodeDocument(settings.customCode));
  });
}
