import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BESPOKE_MESSAGES, MOCKUP_MAX_BYTES } from '../../../core/bespoke';
import { OPERATOR_MESSAGES } from '../../../core/operator';
import { loadStaffMockupPage, moveOrderOn, uploadMockup } from '../../../domain/bespoke';
import type { Database } from '../../../domain/db';
import { mapError } from '../../plugins/error-mapping';
import { accountContext } from '../accounts';
import type { ApiRoutes } from '../route';

const orderParams = z.object({
  order: z.coerce
    .number({ error: OPERATOR_MESSAGES.orderNotFound })
    .int(OPERATOR_MESSAGES.orderNotFound)
    .positive(OPERATOR_MESSAGES.orderNotFound),
});

export const mockupRecordSchema = z.object({
  id: z.number(),
  image: z.string(),
  width: z.number(),
  height: z.number(),
  state: z.enum(['pending', 'approved', 'changes_requested', 'superseded']),
  comment: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  uploadedBy: z.string().nullable().optional(),
});

const staffPageSchema = z.object({
  order: z.object({
    id: z.number(),
    number: z.number(),
    email: z.string(),
    storeName: z.string(),
    status: z.object({ code: z.string(), name: z.string() }),
    flow: z.enum(['normal', 'bespoke', 'paper']),
    percentComplete: z.number(),
    trackingCodes: z.array(z.string()),
    items: z.array(
      z.object({
        name: z.string(),
        sku: z.string(),
        options: z.record(z.string(), z.string()),
        quantity: z.number(),
      }),
    ),
  }),
  steps: z.array(
    z.object({
      name: z.string(),
      codes: z.array(z.string()).readonly(),
      state: z.enum(['done', 'current', 'next']),
    }),
  ),
  moves: z.array(z.object({ code: z.string(), name: z.string(), needsTrackingCode: z.boolean() })),
  mockups: z.array(mockupRecordSchema),
  canUpload: z.boolean(),
  shopperUrl: z.string(),
});

const DENIED = "Permission denied: not signed in, or without the 'orders' permission";

/**
 * /omnis/v3/atlas/bespoke/… calls (staff with 'orders'); `scope` already answers 404 off the platform host
 * and 403 when signed out. The mockup upload's body is the image itself with its Content-Type.
 */
export function registerAtlasBespokeRoutes(scope: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(scope, {
    method: 'GET',
    url: '/atlas/bespoke/orders/:order/mockups/',
    summary:
      "A bespoke order's mockups, newest first, with the shopper's answers (approved, changes requested with their comment), where the order is in its flow and the moves it allows",
    tags: ['atlas'],
    params: orderParams,
    response: staffPageSchema,
    errors: { 403: DENIED, 404: 'Not on the platform host, or no such order' },
    handler: ({ params }, request) => loadStaffMockupPage(accountContext(request, db), params.order),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/bespoke/orders/:order/move/',
    summary:
      'Moves a bespoke or paper order on along its flow: `to`, the status staff saw (`expected`), and the tracking code when it ships (bespoke_shipped, complete)',
    tags: ['atlas'],
    params: orderParams,
    body: z.object({ to: z.unknown(), expected: z.unknown(), trackingCode: z.unknown() }).partial(),
    response: z.object({ message: z.string(), status: z.string() }),
    errors: {
      403: DENIED,
      404: 'Not on the platform host, or no such order',
      409: `The flow does not allow the move, or ${OPERATOR_MESSAGES.movedMeanwhile}`,
      422: BESPOKE_MESSAGES.trackingRequired,
    },
    handler: ({ params, body }, request) => moveOrderOn(accountContext(request, db), params.order, body),
  });

  scope.register(async (upload) => {
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MOCKUP_MAX_BYTES + 1024 },
      (_request, body, done) => done(null, body),
    );
    upload.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({
          message: BESPOKE_MESSAGES.fileTooLarge,
          errors: { file: [BESPOKE_MESSAGES.fileTooLarge] },
        });
      const { status, body } = mapError(error);
      if (status >= 500) reply.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    });
    routes.define(upload, {
      method: 'POST',
      url: '/atlas/bespoke/orders/:order/mockups/',
      summary:
        'Sends the shopper a mockup of their paid bespoke order (staff with orders): the body is the PNG, JPEG or WebP image itself, at most 5 MB. The first mockup moves the order into production; the shopper is emailed the link to approve it.',
      tags: ['atlas'],
      params: orderParams,
      response: z.object({ message: z.string(), status: z.string(), mockup: mockupRecordSchema }),
      errors: {
        403: DENIED,
        404: 'Not on the platform host, or no such order',
        409: `${BESPOKE_MESSAGES.notBespoke}; ${BESPOKE_MESSAGES.notAwaitingMockup}`,
        413: BESPOKE_MESSAGES.fileTooLarge,
        422: `${BESPOKE_MESSAGES.fileRequired}; ${BESPOKE_MESSAGES.fileFormats}; ${BESPOKE_MESSAGES.fileUnreadable}`,
      },
      handler: ({ params }, request) =>
        uploadMockup(accountContext(request, db), request.server.media, params.order, {
          contentType: request.headers['content-type'],
          data: request.body,
        }),
    });
  });
}
