import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, TRANSPORT_MESSAGES } from '../../core/errors';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { events } from '../../domain/events';
import { createTestStore } from '../../domain/testing/fixtures';
import { buildTestServer } from '../testing';

describe.each(testEngines)('the /omnis/v3 contract on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const host = 'contract.localhost';

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await createTestStore(database.db, { subdomain: 'contract' });
    app = await buildTestServer(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function eventCount() {
    return (await database.db.select().from(events)).length;
  }

  it('sets a readable XSRF-TOKEN cookie on the first response', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const cookie = response.cookies.find((entry) => entry.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).not.toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('does not replace a valid XSRF cookie', async () => {
    const token = 'a'.repeat(43);
    const response = await app.inject({ method: 'GET', url: '/healthz', cookies: { 'XSRF-TOKEN': token } });
    expect(response.cookies.find((entry) => entry.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses a state-changing request without the XSRF header: 419 and nothing written', async () => {
    const token = 'b'.repeat(43);
    const before = await eventCount();
    const response = await app.inject({
      method: 'POST',
      url: '/omnis/v3/events/logEvent/',
      headers: { host, 'content-type': 'application/json' },
      cookies: { 'XSRF-TOKEN': token },
      payload: { events: [{ name: 'page_view', data: {} }] },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: TRANSPORT_MESSAGES.xsrfMismatch });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/omnis/v3/events/logEvent/',
      headers: { host, 'content-type': 'application/json', 'x-xsrf-token': 'c'.repeat(43) },
      cookies: { 'XSRF-TOKEN': 'd'.repeat(43) },
      payload: { events: [{ name: 'page_view' }] },
    });
    expect(response.statusCode).toBe(419);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const token = 'e'.repeat(43);
    const response = await app.inject({
      method: 'POST',
      url: '/omnis/v3/events/logEvent/',
      headers: { host, 'content-type': 'application/json', 'x-xsrf-token': token },
      cookies: { 'XSRF-TOKEN': token },
      payload: '{"events": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TRANSPORT_MESSAGES.malformedJson });
  });

  it('answers an oversize body with 413 and a message', async () => {
    const token = 'f'.repeat(43);
    const response = await app.inject({
      method: 'POST',
      url: '/omnis/v3/events/logEvent/',
      headers: { host, 'content-type': 'application/json', 'x-xsrf-token': token },
      cookies: { 'XSRF-TOKEN': token },
      payload: JSON.stringify({ events: [{ name: 'big', data: { blob: 'x'.repeat(1024 * 1024 + 10) } }] }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TRANSPORT_MESSAGES.payloadTooLarge });
  });

  it('answers an unknown API path with the catalogue 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/omnis/v3/nothing/here/', headers: { host } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });

  it('answers an unknown store with 404 and a message, never a 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      headers: { host: 'nobody.localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TRANSPORT_MESSAGES.unknownStore });
  });

  it('sends security headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      headers: { host },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/omnis/v3/openapi.json', headers: { host } });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/omnis/v3/frontend/getStoreCoreData/json/',
        '/omnis/v3/frontend/{division}/getStoreCoreData/json/',
        '/omnis/v3/events/logEvent/',
      ]),
    );
    const logEvent = document.paths['/omnis/v3/events/logEvent/'].post;
    expect(logEvent.requestBody.content['application/json'].schema.properties.events.type).toBe('array');
    expect(logEvent.responses['419']).toBeDefined();
    const coreData = document.paths['/omnis/v3/frontend/getStoreCoreData/json/'].get;
    expect(coreData.parameters.map((parameter: { name: string }) => parameter.name)).toContain('utm_source');
  });

  it('reports health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      pid: process.pid,
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: engine });
  });
});
