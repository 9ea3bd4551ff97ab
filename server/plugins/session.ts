import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type NewSession, type ResolvedSession, resolveSession, SESSION_TTL_MS } from '../../domain/accounts';
import type { Actor } from '../../domain/context';
import type { Database } from '../../domain/db';
import { cookieName, cookieNamesOf } from './cookie-names';

/** The cookie's name over plain HTTP; behind TLS it is `__Host-pf_session` (see cookie-names.ts). */
export const SESSION_COOKIE = 'pf_session';

/** What the plugin itself wants to say about the cookie: clear a stale one, or send a refreshed expiry. */
type SessionCookieUpdate =
  | { kind: 'clear' }
  | { kind: 'refresh'; session: Pick<NewSession, 'token' | 'expiresAt'> }
  | null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session on this store's host, or null. */
    auth: ResolvedSession | null;
    /** The plugin's own cookie update, written at send time unless the answer set the cookie itself. */
    sessionCookieUpdate: SessionCookieUpdate;
    /** The session cookie's name on this server (`__Host-` prefixed behind TLS). */
    sessionCookieName: string;
  }
  interface FastifyReply {
    /** Sets the session cookie for a session that was just started (login, verification). */
    startSession(session: Pick<NewSession, 'token' | 'expiresAt'>): void;
    /** Clears the session cookie (logout, or a cookie that names no live session). */
    endSession(): void;
  }
}

/** Whether an answer's headers already set the session cookie (a login, a logout, a React Router action). */
export function setsSessionCookie(header: unknown): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const names = cookieNamesOf('session');
  return values.some((value) => names.some((name) => String(value).trimStart().startsWith(`${name}=`)));
}

/** Requests that never need the signed-in account: no database look-up for them. */
const SKIPPED = /^\/(media|images|assets|healthz|readyz|favicon\.ico|robots\.txt|sitemap\.xml)(\/|$|\?)/;

export interface SessionOptions {
  /** Secure cookies (behind TLS). */
  secure?: boolean;
}

/**
 * Resolves the 'pf_session' cookie (httpOnly, SameSite=Lax, 30 days sliding) to the signed-in customer
 * on every request after the tenant is known. A session works only on the host of the store that made it;
 * a cookie naming no live session is cleared when a page is opened.
 *
 * The plugin's own cookie writes (clearing a stale cookie, refreshing a slid expiry) wait until the answer
 * is sent and give way to a cookie the answer sets itself: logging in over an expired cookie must leave the
 * new session's cookie, not a clearing one after it (the browser keeps the last).
 */
export function registerSession(app: FastifyInstance, db: Database, options: SessionOptions = {}): void {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure ?? false,
  };
  const name = cookieName('session', cookieOptions.secure);
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionCookieUpdate', null);
  app.decorateRequest('sessionCookieName', name);
  app.decorateReply(
    'startSession',
    function (this: FastifyReply, session: Pick<NewSession, 'token' | 'expiresAt'>) {
      this.setCookie(name, session.token, {
        ...cookieOptions,
        maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
      });
    },
  );
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(name, cookieOptions);
  });
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    request.sessionCookieUpdate = null;
    const token = request.cookies[name];
    if (!token || SKIPPED.test(request.url)) return;
    const { tenant } = request;
    if (!tenant || tenant.kind === 'unknown') return;
    const session = await resolveSession(db, token, tenant.store.id);
    if (!session) {
      if (!isBackgroundFetch(request)) request.sessionCookieUpdate = { kind: 'clear' };
      return;
    }
    request.auth = session;
    if (session.refreshed)
      request.sessionCookieUpdate = { kind: 'refresh', session: { token, expiresAt: session.expiresAt } };
  });
  // Runs after @fastify/cookie has written the cookies the handler set (its hook was added first).
  app.addHook('onSend', async (request, reply, payload) => {
    const update = request.sessionCookieUpdate;
    if (!update || setsSessionCookie(reply.getHeader('set-cookie'))) return payload;
    if (update.kind === 'clear') reply.endSession();
    else reply.startSession(update.session);
    return payload;
  });
}

/**
 * A script's request in the background (fetch, a fetcher's data request), not a page being opened. It never
 * clears a dead cookie: one sent while another request is starting a new session (a handoff, a login in
 * another tab) could answer last and sign the browser out of the session just started.
 */
function isBackgroundFetch(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  return typeof mode === 'string' && mode !== 'navigate';
}

/** The session cookie a request carries (to end it at logout, or rotate it at login). */
export function sessionToken(request: FastifyRequest): string | null {
  return request.cookies[request.sessionCookieName] ?? null;
}

/**
 * The actor of a request: the signed-in customer, else an anonymous visitor. sessionId stays the
 * anonymous visitor id (pf_visitor) in both cases, so the basket and other per-browser data survive
 * logging in and out; the auth session's own id is request.auth.id.
 */
export function sessionActor(request: FastifyRequest): Actor {
  const { auth } = request;
  if (auth)
    return {
      kind: 'customer',
      customerId: auth.customerId,
      sessionId: request.visitorId || auth.id,
      internal: auth.internal,
    };
  return { kind: 'visitor', sessionId: request.visitorId || null };
}

export { SESSION_TTL_MS };
