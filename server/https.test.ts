import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, TEST_PASSWORD } from '../domain/accounts/testing';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { createTestStore } from '../domain/testing/fixtures';
import { buildServer } from './app';
import { loadConfig } from './config';

const host = 'tls.localhost';

async function serverFor(database: DatabaseHandle, scheme: 'http' | 'https') {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/printfront-test-data',
    PUBLIC_SCHEME: scheme,
  });
  return buildServer({ config, database, logger: false });
}

const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
};
const cookieValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((entry) => entry.name === name)?.value;

describe('behind TLS (PUBLIC_SCHEME=https) and over plain HTTP', () => {
  let database: DatabaseHandle;
  let https: FastifyInstance;
  let http: FastifyInstance;
  let email: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const store = await createTestStore(database.db, { subdomain: 'tls' });
    email = (await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] })).email;
    https = await serverFor(database, 'https');
    http = await serverFor(database, 'http');
  });
  afterAll(async () => {
    await https.close();
    await http.close();
    await database.close();
  });

  it('sends HSTS only behind TLS, with the other security headers either way', async () => {
    const secure = await https.inject({
      method: 'GET',
      url: '/omnis/v3/dashboard/secure/get/',
      headers: { host },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await http.inject({
      method: 'GET',
      url: '/omnis/v3/dashboard/secure/get/',
      headers: { host },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const response of [secure, plain]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(self)',
      );
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('names the visitor and XSRF cookies __Host- behind TLS: Secure, Path=/, no Domain', async () => {
    const secure = setCookies(await https.inject({ method: 'GET', url: '/healthz', headers: { host } }));
    expect(secure.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      '__Host-XSRF-TOKEN',
      '__Host-pf_visitor',
    ]);
    for (const cookie of secure) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    const plain = setCookies(await http.inject({ method: 'GET', url: '/healthz', headers: { host } }));
    expect(plain.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['XSRF-TOKEN', 'pf_visitor']);
  });

  it('signs in with a __Host-pf_session cookie, echoing the __Host-XSRF-TOKEN', async () => {
    const first = await https.inject({ method: 'GET', url: '/healthz', headers: { host } });
    const xsrf = cookieValue(first, '__Host-XSRF-TOKEN') ?? '';
    const visitor = cookieValue(first, '__Host-pf_visitor') ?? '';
    const cookies = { '__Host-XSRF-TOKEN': xsrf, '__Host-pf_visitor': visitor };
    const login = (jar: Record<string, string>) =>
      https.inject({
        method: 'POST',
        url: '/omnis/v3/dashboard/secure/login/',
        headers: { host, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        cookies: jar,
        payload: { email, password: TEST_PASSWORD },
      });
    // The unprefixed cookie, which a sibling sub-domain or a plain-HTTP page could have planted, is not enough.
    expect((await login({ 'XSRF-TOKEN': xsrf, '__Host-pf_visitor': visitor })).statusCode).toBe(419);
    const signedIn = await login(cookies);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((cookie) => cookie.name === '__Host-pf_session');
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(session?.domain).toBeUndefined();
    expect(signedIn.cookies.find((cookie) => cookie.name === 'pf_session')).toBeUndefined();

    const me = await https.inject({
      method: 'GET',
      url: '/omnis/v3/dashboard/secure/get/',
      headers: { host },
      cookies: { ...cookies, '__Host-pf_session': session?.value ?? '' },
    });
    expect(me.json().user?.email).toBe(email);
    const unprefixed = await https.inject({
      method: 'GET',
      url: '/omnis/v3/dashboard/secure/get/',
      headers: { host },
      cookies: { ...cookies, pf_session: session?.value ?? '' },
    });
    expect(unprefixed.json().user).toBeNull();
  });
});
