import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { events } from '../../domain/events';
import { createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';

describe.each(testEngines)('POST /omnis/v3/events/logEvent/ on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let storeId: number;
  let otherStoreId: number;
  const url = '/omnis/v3/events/logEvent/';

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    storeId = (await createTestStore(database.db, { subdomain: 'eventful' })).id;
    otherStoreId = (await createTestStore(database.db, { subdomain: 'quiet' })).id;
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  beforeEach(async () => {
    await database.db.delete(events);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs a batch of events for the store of the host', async () => {
    const response = await client.send('POST', url, 'eventful.localhost', {
      events: [
        { name: 'page_view', data: { path: '/' } },
        { name: 'add_to_basket', data: { sku: 'PF-1' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ logged: 2 });
    const rows = await database.db.select().from(events);
    expect(rows.map((row) => [row.divisionId, row.name, row.data])).toEqual([
      [storeId, 'page_view', { path: '/' }],
      [storeId, 'add_to_basket', { sku: 'PF-1' }],
    ]);
  });

  it('refuses bad input with 422, the exact message, and writes nothing', async () => {
    const response = await client.send('POST', url, 'eventful.localhost', {
      events: [{ name: 'page_view' }, { name: '' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This field is required',
      errors: { 'events.1.name': ['This field is required'] },
    });
    expect(await database.db.select().from(events)).toHaveLength(0);
  });

  it('refuses a missing events list and wrong types', async () => {
    const missing = await client.send('POST', url, 'eventful.localhost', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ events: ['This field is required'] });
    const wrongType = await client.send('POST', url, 'eventful.localhost', { events: 'page_view' });
    expect(wrongType.statusCode).toBe(422);
    expect(await database.db.select().from(events)).toHaveLength(0);
  });

  it('refuses more than 50 events at once', async () => {
    const response = await client.send('POST', url, 'eventful.localhost', {
      events: Array.from({ length: 51 }, () => ({ name: 'page_view' })),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Must contain no more than 50 events');
  });

  it("writes only to the host's store, never to another", async () => {
    await client.send('POST', url, 'quiet.localhost', { events: [{ name: 'page_view' }] });
    expect(await database.db.select().from(events).where(eq(events.divisionId, storeId))).toHaveLength(0);
    expect(await database.db.select().from(events).where(eq(events.divisionId, otherStoreId))).toHaveLength(
      1,
    );
  });

  it('refuses an unknown store with 404 and writes nothing', async () => {
    const response = await client.send('POST', url, 'ghost.localhost', { events: [{ name: 'page_view' }] });
    expect(response.statusCode).toBe(404);
    expect(await database.db.select().from(events)).toHaveLength(0);
  });
});
