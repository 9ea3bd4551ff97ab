import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../domain/db';
import { logEvents, logEventsSchema } from '../../domain/events';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

export function registerEventRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(app, {
    method: 'POST',
    url: '/events/logEvent/',
    summary: 'Logs a batch of storefront events (name and data) for this store',
    tags: ['events'],
    body: logEventsSchema,
    response: z.object({ logged: z.number() }),
    errors: { 404: 'No store at this host' },
    handler: async ({ body }, request) => ({ logged: await logEvents(serviceContext(request, db), body) }),
  });
}
