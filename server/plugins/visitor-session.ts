import type { FastifyInstance } from 'fastify';
import { randomToken } from './cookies';

export const VISITOR_COOKIE = 'pf_visitor';

declare module 'fastify' {
  interface FastifyRequest {
    visitorId: string;
  }
}

/** An anonymous visitor id (128 bits) that ties a browser's requests together. */
export function registerVisitorSession(app: FastifyInstance, options: { secure: boolean }): void {
  app.decorateRequest('visitorId', '');
  app.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[VISITOR_COOKIE];
    if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) {
      request.visitorId = existing;
      return;
    }
    request.visitorId = randomToken(16);
    reply.setCookie(VISITOR_COOKIE, request.visitorId, {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: true,
      maxAge: 60 * 60 * 24 * 365,
    });
  });
}
