import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase } from '../../domain/db/testing';
import { createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient } from '../testing';
import { API_PREFIX } from '.';
import { buildPagesTestApp } from './pages.testing';
import type { ApiRoutes } from './route';
import { contentProbes, prepareContentProbes } from './tenancy-probes-content';
import { pageProbes, preparePageProbes } from './tenancy-probes-pages';

/** The page, content and block-form probes against the routes of buildPagesTestApp alone. */
describe('tenancy of the page, catalogue-feed, content and block-form routes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let routes: ApiRoutes;
  let client: ApiClient;
  const ids = { a: 0, b: 0 };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ids.a = (await createTestStore(database.db, { subdomain: 'tenant-a' })).id;
    ids.b = (await createTestStore(database.db, { subdomain: 'tenant-b' })).id;
    await preparePageProbes(database, ids);
    await prepareContentProbes(database, ids);
    ({ app, routes } = await buildPagesTestApp(database));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const probes = { ...pageProbes, ...contentProbes };

  it.each(Object.entries(probes))('%s keeps stores apart', async (_route, probe) => {
    const response = await probe.attack(client, ids);
    await probe.verify(response, database, ids);
  });

  it('has a probe for every route', () => {
    const documented = routes.documented.map((route) => `${route.method} ${route.url}`);
    expect(documented.sort()).toEqual(Object.keys(probes).sort());
    expect(routes.prefix).toBe(API_PREFIX);
  });
});
