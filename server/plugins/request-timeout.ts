import type { FastifyInstance } from 'fastify';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import { redactUrl } from './request-log';

/** Answers 503 when a handler has not replied within the limit (the spec's 30 s request timeout). */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ url: redactUrl(request.url) }, 'request timed out');
      reply.code(503).header('Retry-After', '5').send({ message: TRANSPORT_MESSAGES.requestTimeout });
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: object) => {
    const timer = timers.get(request);
    if (timer) clearTimeout(timer);
  };
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
