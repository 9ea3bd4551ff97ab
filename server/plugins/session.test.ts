import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessions } from '../../domain/accounts';
import { createTestCustomer } from '../../domain/accounts/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import type { Store } from '../../domain/stores';
import { createTestStore } from '../../domain/testing/fixtures';
import { registerSession, SESSION_COOKIE, sessionActor } from './session';

describe.each(testEngines)('the session plugin on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let app: FastifyInstance;
  let secureApp: FastifyInstance;
  let customerId: number;

  async function build(secure: boolean) {
    const instance = Fastify({ logger: false });
    await instance.register(cookie);
    instance.decorateRequest('tenant', null as never);
    instance.decorateRequest('visitorId', '');
    instance.addHook('onRequest', async (request) => {
      const host = request.headers.host;
      request.tenant =
        host === 'one.test'
          ? { kind: 'store', store }
          : host === 'two.test'
            ? { kind: 'store', store: other }
            : { kind: 'unknown' };
      request.visitorId = 'visitor-123';
    });
    registerSession(instance, database.db, { secure });
    const answer = async (request: import('fastify').FastifyRequest) => ({
      auth: request.auth ? { customerId: request.auth.customerId, internal: request.auth.internal } : null,
      actor: sessionActor(request),
    });
    instance.get('/whoami', answer);
    instance.get('/media/picture.png', answer);
    instance.post('/start', async (_request, reply) => {
      reply.startSession({ token: 't'.repeat(43), expiresAt: new Date(Date.now() + 3600_000) });
      return {};
    });
    instance.post('/end', async (_request, reply) => {
      reply.endSession();
      return {};
    });
    // As React Router's answers arrive: Set-Cookie written straight onto the reply (server/web-request.ts).
    instance.post('/raw-login', async (_request, reply) => {
      reply.header('set-cookie', [
        `${SESSION_COOKIE}=${'n'.repeat(43)}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
      ]);
      return {};
    });
    return instance;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'session-one' });
    other = await createTestStore(database.db, { subdomain: 'session-two' });
    customerId = (
      await createTestCustomer(database.db, { stores: [{ divisionId: store.id, internal: true }] })
    ).id;
    app = await build(false);
    secureApp = await build(true);
  });
  afterAll(async () => {
    await app.close();
    await secureApp.close();
    await database.close();
  });

  const whoami = (host: string, token?: string, url = '/whoami') =>
    app.inject({ method: 'GET', url, headers: { host }, cookies: token ? { [SESSION_COOKIE]: token } : {} });
  const newSession = () =>
    createSession(database.db, { customerId, divisionId: store.id, client: { ip: null, userAgent: null } });

  it('leaves a request without a cookie anonymous', async () => {
    const response = await whoami('one.test');
    expect(response.json()).toEqual({ auth: null, actor: { kind: 'visitor', sessionId: 'visitor-123' } });
  });

  it('resolves a live session to the customer, keeping the visitor id as the actor sessionId', async () => {
    const session = await newSession();
    const response = await whoami('one.test', session.token);
    expect(response.json()).toEqual({
      auth: { customerId, internal: true },
      actor: { kind: 'customer', customerId, sessionId: 'visitor-123', internal: true },
    });
    expect(response.cookies.find((entry) => entry.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses another store's session and clears an unknown or malformed cookie", async () => {
    const session = await newSession();
    for (const [host, token] of [
      ['two.test', session.token],
      ['one.test', 'x'.repeat(43)],
      ['one.test', 'not-a-token'],
    ] as const) {
      const response = await whoami(host, token);
      expect(response.json().auth).toBeNull();
      expect(response.cookies.find((entry) => entry.name === SESSION_COOKIE)).toMatchObject({
        value: '',
        maxAge: 0,
      });
    }
    expect((await whoami('nowhere.test', session.token)).json().auth).toBeNull();
    expect((await whoami('one.test', session.token)).json().auth).not.toBeNull();
  });

  it("leaves a dead cookie alone on a script's background request, so it cannot undo a session just started", async () => {
    for (const mode of ['cors', 'same-origin', 'no-cors']) {
      const response = await app.inject({
        method: 'GET',
        url: '/whoami',
        headers: { host: 'one.test', 'sec-fetch-mode': mode },
        cookies: { [SESSION_COOKIE]: 'x'.repeat(43) },
      });
      expect(response.json().auth).toBeNull();
      expect(response.cookies.find((entry) => entry.name === SESSION_COOKIE)).toBeUndefined();
    }
    const opened = await app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { host: 'one.test', 'sec-fetch-mode': 'navigate' },
      cookies: { [SESSION_COOKIE]: 'x'.repeat(43) },
    });
    expect(opened.cookies.find((entry) => entry.name === SESSION_COOKIE)).toMatchObject({
      value: '',
      maxAge: 0,
    });
  });

  it('skips static files', async () => {
    const session = await newSession();
    expect((await whoami('one.test', session.token, '/media/picture.png')).json().auth).toBeNull();
  });

  it('slides the expiry and sends the cookie again after five minutes', async () => {
    const session = await newSession();
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, session.id));
    const response = await whoami('one.test', session.token);
    const sent = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(sent?.value).toBe(session.token);
    expect(sent?.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('sets and clears an httpOnly, SameSite=Lax cookie, Secure and __Host- prefixed behind TLS', async () => {
    const started = await app.inject({ method: 'POST', url: '/start', headers: { host: 'one.test' } });
    const cookieSet = started.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cookieSet).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', value: 't'.repeat(43) });
    expect(cookieSet?.secure).toBeUndefined();
    expect(cookieSet?.maxAge).toBeGreaterThan(3500);
    const secure = await secureApp.inject({ method: 'POST', url: '/start', headers: { host: 'one.test' } });
    expect(secure.cookies.find((entry) => entry.name === `__Host-${SESSION_COOKIE}`)?.secure).toBe(true);
    const ended = await app.inject({ method: 'POST', url: '/end', headers: { host: 'one.test' } });
    expect(ended.cookies.find((entry) => entry.name === SESSION_COOKIE)).toMatchObject({
      value: '',
      maxAge: 0,
    });
  });

  describe('logging in over an expired or unknown session cookie', () => {
    const sessionCookies = (response: { headers: Record<string, unknown> }) => {
      const header = response.headers['set-cookie'];
      const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
      return values.filter((value) => String(value).startsWith(`${SESSION_COOKIE}=`));
    };

    it('lets the new session cookie win when the answer sets it on the reply', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/raw-login',
        headers: { host: 'one.test' },
        cookies: { [SESSION_COOKIE]: 'x'.repeat(43) },
      });
      expect(sessionCookies(response)).toEqual([
        `${SESSION_COOKIE}=${'n'.repeat(43)}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
      ]);
    });

    it('lets the new session cookie win when the handler starts the session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/start',
        headers: { host: 'one.test' },
        cookies: { [SESSION_COOKIE]: 'x'.repeat(43) },
      });
      const sent = response.cookies.filter((entry) => entry.name === SESSION_COOKIE);
      expect(sent.map((entry) => entry.value)).toEqual(['t'.repeat(43)]);
    });

    it('lets a new session win over a refreshed one', async () => {
      const session = await newSession();
      await database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(sessions.id, session.id));
      const response = await app.inject({
        method: 'POST',
        url: '/raw-login',
        headers: { host: 'one.test' },
        cookies: { [SESSION_COOKIE]: session.token },
      });
      expect(sessionCookies(response)).toHaveLength(1);
      expect(sessionCookies(response)[0]).toContain('n'.repeat(43));
    });
  });
});
