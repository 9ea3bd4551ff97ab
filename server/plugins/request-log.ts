import type { FastifyInstance } from 'fastify';

export type RequestLogLevel = 'info' | 'debug' | 'silent';

/**
 * One line per finished request, at `level` (REQUEST_LOG_LEVEL, debug by default, so the demo's terminal keeps
 * its banner); a 5xx answer is always logged, as an error. It replaces Fastify's two lines per request.
 */
export function registerRequestLog(app: FastifyInstance, level: RequestLogLevel): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (level !== 'silent') request.log[level](line, 'request completed');
  });
}
