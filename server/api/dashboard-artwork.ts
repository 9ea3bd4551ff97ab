import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import type { Database } from '../../domain/db';
import { ARTWORK_CONTENT_TYPES, uploadArtwork } from '../../domain/product-ranges';
import { STUDIO_MESSAGES, type StudioRuntime, UPLOAD_LIMITS } from '../../domain/studio';
import { dashboardStoreContext, NO_SUCH_STORE } from '../dashboard-store';
import { mapError } from '../plugins/error-mapping';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

const storeParams = z.object({ store: z.string().regex(/^\d{1,10}$/) });

/**
 * The dashboard's artwork upload (platform host only): the body is the PNG or SVG file itself, stored for
 * the store named in the path with the studio's cleaning. Raw bodies need this route (pages take 1 MiB).
 */
export function registerDashboardArtworkRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  studio: StudioRuntime,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({
          message: STUDIO_MESSAGES.uploadTooLarge,
          errors: { file: [STUDIO_MESSAGES.uploadTooLarge] },
        });
      }
      const { status, body } = mapError(error);
      if (status >= 500) reply.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    });
    routes.define(scope, {
      method: 'POST',
      url: '/dashboard/stores/:store/artwork/uploads/',
      summary: `Uploads a seller's artwork for one of their stores (platform host): the body is the file itself with its Content-Type (${ARTWORK_CONTENT_TYPES.join(', ')}), at most 15 MB and 50 megapixels. Answers the upload the artwork wizard publishes from.`,
      tags: ['dashboard'],
      params: storeParams,
      response: z.object({
        uuid: z.string(),
        src: z.string(),
        format: z.enum(['png', 'jpg', 'webp', 'svg']),
        pixelWidth: z.number(),
        pixelHeight: z.number(),
        vector: z.boolean(),
        bytes: z.number(),
      }),
      errors: { 404: NO_SUCH_STORE, 413: STUDIO_MESSAGES.uploadTooLarge },
      handler: async ({ params }, request) => {
        const target = await dashboardStoreContext(serviceContext(request, db), Number(params.store));
        if (!target) throw notFound(NO_SUCH_STORE);
        return uploadArtwork(target, studio.media, {
          contentType: request.headers['content-type'],
          data: request.body,
        });
      },
    });
  });
}
