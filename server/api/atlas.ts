import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../../core/errors';
import {
  ACCOUNT_MESSAGES,
  muteUser,
  outboxFilterSchema,
  permissionRequestSchema,
  readOutbox,
  requestPermissions,
  unmuteUser,
} from '../../domain/accounts';
import type { Database } from '../../domain/db';
import { accountContext } from './accounts';
import { registerAtlasAftercareRoutes } from './atlas/aftercare';
import { registerAtlasBespokeRoutes } from './atlas/bespoke';
import { registerAtlasFactoryRoutes } from './atlas/factory';
import { registerAtlasOrdersRoutes } from './atlas/orders';
import { registerAtlasPeopleRoutes } from './atlas/people';
import type { ApiRoutes } from './route';

const userParams = z.object({
  id: z.coerce.number({ error: 'User not found' }).int('User not found').positive('User not found'),
});
const mutedResponse = z.object({ mutedAt: z.string().nullable() });

/**
 * The operator context (atlas): staff calls, only on the platform host. From a store's host they answer
 * the same 404 as a path that does not exist; without a signed-in account, 403 'Permission denied'.
 */
export function registerAtlasRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.tenant?.kind !== 'platform')
        return reply.code(404).send({ message: ERROR_MESSAGES.notFound });
    });
    scope.addHook('preHandler', async (request, reply) => {
      if (!request.auth) return reply.code(403).send({ message: ACCOUNT_MESSAGES.permissionDenied });
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    for (const [action, mute] of [
      ['mute', true],
      ['unmute', false],
    ] as const) {
      routes.define(scope, {
        method: 'POST',
        url: `/atlas/users/:id/${action}/`,
        summary: mute
          ? "Mutes an operator user (staff with 'users.mute'); answers when they were muted"
          : "Unmutes an operator user (staff with 'users.mute'); mutedAt becomes null",
        tags: ['atlas'],
        params: userParams,
        response: mutedResponse,
        errors: {
          403: "Permission denied: not signed in, or without the 'users.mute' permission",
          404: 'Not on the platform host, or no such user',
        },
        handler: ({ params }, request) =>
          (mute ? muteUser : unmuteUser)(accountContext(request, db), params.id),
      });
    }

    routes.define(scope, {
      method: 'GET',
      url: '/atlas/outbox/',
      summary:
        "Recorded emails, newest first, optionally for one address and kind (staff with 'outbox.read')",
      tags: ['atlas'],
      query: outboxFilterSchema,
      response: z.object({
        emails: z.array(
          z.object({
            id: z.number(),
            divisionId: z.number(),
            to: z.string(),
            subject: z.string(),
            text: z.string(),
            html: z.string(),
            kind: z.string(),
            createdAt: z.string(),
            sentAt: z.string().nullable(),
            status: z.string(),
            attempts: z.number(),
            lastError: z.string().nullable(),
          }),
        ),
      }),
      errors: {
        403: "Permission denied: not signed in, or without the 'outbox.read' permission",
        404: 'Not on the platform host',
      },
      handler: ({ query }, request) => readOutbox(accountContext(request, db), query),
    });

    routes.define(scope, {
      method: 'POST',
      url: '/atlas/permissions/request/:permissions/',
      summary: 'Asks for missing permissions (comma-separated in the path) with a reason',
      tags: ['atlas'],
      params: z.object({ permissions: z.string().min(1).max(2000) }),
      body: permissionRequestSchema.pick({ reason: true }),
      response: z.object({ message: z.string() }),
      errors: { 403: 'Permission denied: not signed in', 404: 'Not on the platform host' },
      handler: ({ params, body }, request) =>
        requestPermissions(accountContext(request, db), {
          permissions: params.permissions,
          reason: body.reason,
        }),
    });

    registerAtlasOrdersRoutes(scope, routes, db);
    registerAtlasFactoryRoutes(scope, routes, db);
    registerAtlasAftercareRoutes(scope, routes, db);
    registerAtlasPeopleRoutes(scope, routes, db);
    registerAtlasBespokeRoutes(scope, routes, db);
  });
}
