import type { FastifyInstance } from 'fastify';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import { randomToken, safeEqual } from './cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    xsrfToken: string;
  }
}

/**
 * Double-submit XSRF protection: a readable XSRF-TOKEN cookie is set on the first response,
 * and every state-changing API request must echo it in the X-XSRF-TOKEN header.
 */
export function registerXsrf(
  app: FastifyInstance,
  options: { secure: boolean; protectedPrefix: string; exemptPaths?: string[] },
): void {
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[XSRF_COOKIE];
    if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) {
      request.xsrfToken = existing;
    } else {
      request.xsrfToken = randomToken();
      reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(options.protectedPrefix)) return;
    // Calls that prove themselves otherwise (signed webhooks) carry no cookie to echo.
    if (options.exemptPaths?.includes(request.url.split('?')[0] ?? '')) return;
    const header = request.headers[XSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!existing || !sent || !safeEqual(sent, existing)) {
      return reply.code(419).send({ message: TRANSPORT_MESSAGES.xsrfMismatch });
    }
  });
}
