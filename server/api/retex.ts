import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { remillSchema } from '../../core/validation';
import type { Database } from '../../domain/db';
import { requestRemillInstructions } from '../../domain/retex';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

/** The host the shopper used, for the links in the email (the tenant plugin has recognised it). */
function requestOrigin(request: FastifyRequest): string {
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return `${scheme}://${(request.headers.host ?? 'localhost').trim().toLowerCase()}`;
}

/** Retex: the remill take-back scheme's return-an-item popup (§1, §7). */
export function registerRetexRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(app, {
    method: 'POST',
    url: '/frontend/retex/remill/submit/',
    summary:
      'Emails the remill instructions (100% cotton clothing, any brand, not denim or underwear) to {email}; answers {type, message}',
    tags: ['retex'],
    body: remillSchema,
    response: z.object({ type: z.enum(['success']), message: z.string() }),
    errors: { 404: 'No store at this host', 422: 'The email is missing or not valid' },
    handler: ({ body }, request) =>
      requestRemillInstructions(serviceContext(request, db), body, { origin: requestOrigin(request) }),
  });
}
