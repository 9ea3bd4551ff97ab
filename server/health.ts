import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../domain/db';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
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
