import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../domain/db';

/**
 * /healthz: the process is up, and which one answered (with WEB_CONCURRENCY several share the port).
 * /readyz: it can reach its database.
 */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async () => ({ status: 'ok', pid: process.pid }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
}
