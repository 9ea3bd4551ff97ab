import type { FastifyInstance } from 'fastify';
import { cookieName } from './cookie-names';
import { randomToken } from './cookies';

/** The cookie's name over plain HTTP; behind TLS it is `__Host-pf_visitor` (see cookie-names.ts). */
export const VISITOR_COOKIE = 'pf_visitor';

declare module 'fastify' {
  interface FastifyRequest {
    visitorId: string;
    /** The browser brought a visitor cookie of its own (it may have a basket); false for a new id. */
    visitorKnown: boolean;
  }
}

/** An anonymous visitor id (128 bits) that ties a browser's requests together. */
export function registerVisitorSession(app: FastifyInstance, options: { secure: boolean }): void {
  const name = cookieName('visitor', options.secure);
  app.decorateRequest('visitorId', '');
  app.decorateRequest('visitorKnown', false);
  app.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[name];
    if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) {
      request.visitorId = existing;
      request.visitorKnown = true;
      return;
    }
    request.visitorId = randomToken(16);
    request.visitorKnown = false;
    reply.setCookie(name, request.visitorId, {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: true,
      maxAge: 60 * 60 * 24 * 365,
    });
  });
}
