import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BESPOKE_MESSAGES } from '../../core/bespoke';
import { answerMockup, loadShopperMockupPage } from '../../domain/bespoke';
import type { Database } from '../../domain/db';
import { mockupRecordSchema } from './atlas/bespoke';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

const hashParams = z.object({ orderHash: z.string().min(1).max(100) });

/** The shopper's mockup of a bespoke order, on its store's host, by the order's unguessable hash. */
export function registerMockupRoutes(api: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(api, {
    method: 'GET',
    url: '/mockups/:orderHash/',
    summary:
      "A bespoke order's mockups for the shopper (store host), newest first, and whether they may answer",
    tags: ['orders'],
    params: hashParams,
    response: z.object({
      order: z.object({ number: z.number(), status: z.string() }),
      mockups: z.array(mockupRecordSchema.omit({ uploadedBy: true })),
      mayAnswer: z.boolean(),
    }),
    errors: {
      404: `${BESPOKE_MESSAGES.mockupNotFound}: another store's order, no such order or no mockup yet`,
    },
    handler: ({ params }, request) => loadShopperMockupPage(serviceContext(request, db), params.orderHash),
  });

  routes.define(api, {
    method: 'POST',
    url: '/mockups/:orderHash/answer/',
    summary:
      "The shopper answers the newest mockup (store host): `answer` 'approve' (the order goes on to be printed) or 'changes' with a `comment`",
    tags: ['orders'],
    params: hashParams,
    body: z.object({ answer: z.unknown(), comment: z.unknown() }).partial(),
    response: z.object({
      message: z.string(),
      state: z.enum(['pending', 'approved', 'changes_requested', 'superseded']),
    }),
    errors: {
      404: `${BESPOKE_MESSAGES.mockupNotFound}: another store's order, no such order or no mockup yet`,
      409: BESPOKE_MESSAGES.noMockupToAnswer,
      422: `${BESPOKE_MESSAGES.answerRequired}; ${BESPOKE_MESSAGES.commentRequired}`,
    },
    handler: ({ params, body }, request) => answerMockup(serviceContext(request, db), params.orderHash, body),
  });
}
