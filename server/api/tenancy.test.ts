import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase } from '../../domain/db/testing';
import { events, utmVisits } from '../../domain/events';
import { createTestPage, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { API_PREFIX } from '.';

/**
 * Every API route must show that one store cannot read or change another's data. A route added without a
 * probe here fails the last test, so the check cannot be forgotten.
 */
interface Probe {
  /** Calls the route from store B's host, aiming at store A's data where the route can name it. */
  attack(client: ApiClient, ids: { a: number; b: number }): Promise<LightMyRequestResponse>;
  /** What must hold afterwards. */
  verify(
    response: LightMyRequestResponse,
    database: DatabaseHandle,
    ids: { a: number; b: number },
  ): Promise<void>;
}

const A = 'tenant-a.localhost';
const B = 'tenant-b.localhost';

const probes: Record<string, Probe> = {
  'GET /frontend/getStoreCoreData/json/': {
    attack: (client) => client.get(`${API_PREFIX}/frontend/getStoreCoreData/json/?utm_source=probe`, B),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('a-only-page');
      expect(response.json().state.subdomain.division.id).toBe(ids.b);
      const visits = await database.db.select().from(utmVisits);
      expect(visits.every((visit) => visit.divisionId === ids.b)).toBe(true);
    },
  },
  'GET /frontend/:division/getStoreCoreData/json/': {
    attack: (client, ids) => client.get(`${API_PREFIX}/frontend/${ids.a}/getStoreCoreData/json/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('a-only-page');
    },
  },
  'POST /events/logEvent/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/events/logEvent/`, B, { events: [{ name: 'probe' }] }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      const rows = await database.db.select().from(events);
      expect(rows.filter((row) => row.divisionId === ids.a)).toHaveLength(0);
    },
  },
};

describe('tenancy across every API route', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  const ids = { a: 0, b: 0 };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ids.a = (await createTestStore(database.db, { subdomain: 'tenant-a' })).id;
    ids.b = (await createTestStore(database.db, { subdomain: 'tenant-b' })).id;
    await createTestPage(database.db, ids.a, { url: '/a-only-page/' });
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(Object.entries(probes))('%s keeps stores apart', async (_route, probe) => {
    const response = await probe.attack(client, ids);
    await probe.verify(response, database, ids);
  });

  it('has a probe for every documented route', async () => {
    const document = (await client.get(`${API_PREFIX}/openapi.json`, A)).json() as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(documented.sort()).toEqual(Object.keys(probes).sort());
  });
});
