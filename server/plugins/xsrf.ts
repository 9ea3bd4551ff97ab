import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import { cookieName } from './cookie-names';
import { randomToken, safeEqual } from './cookies';

/** The cookie's name over plain HTTP; behind TLS it is `__Host-XSRF-TOKEN` (see cookie-names.ts). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    xsrfToken: string;
  }
}

export interface XsrfOptions {
  secure: boolean;
  /** Routes declared under this prefix are protected (matched on the route, not on the raw URL). */
  protectedPrefix: string;
  /** Full route URLs that prove themselves otherwise (signed webhooks) and carry no cookie to echo. */
  exemptPaths?: string[];
}

/**
 * Double-submit XSRF protection: a readable XSRF-TOKEN cookie is set on the first response, and every
 * state-changing request to a route declared under the protected prefix must echo it in the X-XSRF-TOKEN
 * header. The check is attached to the routes themselves (onRoute), so however the URL is spelled
 * (`/%6Fmnis/v3/...`), a request the router sends to an API handler has passed it.
 */
export function registerXsrf(app: FastifyInstance, options: XsrfOptions): void {
  const name = cookieName('xsrf', options.secure);
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[name];
    if (existing && TOKEN.test(existing)) {
      request.xsrfToken = existing;
      return;
    }
    request.xsrfToken = randomToken();
    reply.setCookie(name, request.xsrfToken, {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: false,
    });
  });

  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const existing = request.cookies[name];
    const header = request.headers[XSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!existing || !TOKEN.test(existing) || !sent || !safeEqual(sent, existing)) {
      return reply.code(419).send({ message: TRANSPORT_MESSAGES.xsrfMismatch });
    }
  };
  const exempt = new Set(options.exemptPaths ?? []);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith(options.protectedPrefix) || exempt.has(url)) return;
    route.onRequest = [check as onRequestHookHandler, ...routeHooks(route.onRequest)];
  });
}

/** A route's own hooks of one kind as a list (a route may declare none, one or several). */
export function routeHooks<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
