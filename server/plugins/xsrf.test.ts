import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { events } from '../../domain/events';
import { createTestStore } from '../../domain/testing/fixtures';
import { buildTestServer } from '../testing';

describe.each(testEngines)('the XSRF check on the routed API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const host = 'xsrf.localhost';
  const token = 'x'.repeat(43);
  const eventCount = async () => (await database.db.select().from(events)).length;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await createTestStore(database.db, { subdomain: 'xsrf' });
    app = await buildTestServer(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': 'application/json', ...headers },
      cookies: { 'XSRF-TOKEN': token },
      payload: { events: [{ name: 'page_view', data: {} }] },
    });

  it.each([
    '/omnis/v3/events/logEvent/',
    '/%6Fmnis/v3/events/logEvent/',
    '/%6fmnis/v3/events/logEvent/',
    '/omnis/%763/events/logEvent/',
    '/%6F%6D%6E%69%73/v3/events/logEvent/',
    '/omnis/v3/events/%6CogEvent/',
    '/omnis/v3/events/logEvent/?x=1',
  ])('refuses POST %s without the token: 419 and nothing written', async (url) => {
    const before = await eventCount();
    const response = await post(url);
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: TRANSPORT_MESSAGES.xsrfMismatch });
    expect(await eventCount()).toBe(before);
  });

  it('lets the same encoded URL through with the token', async () => {
    const before = await eventCount();
    const response = await post('/%6Fmnis/v3/events/logEvent/', { 'x-xsrf-token': token });
    expect(response.statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });
});
