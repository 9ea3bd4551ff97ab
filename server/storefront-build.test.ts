import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '../app/routes';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { createTestStore } from '../domain/testing/fixtures';
import { PLATFORM_ONLY_ROUTE_IDS, storefrontBuild } from './storefront-build';
import { buildTestServer, fakeServerBuild } from './testing';

/** A resource route (no component) whose loader names it, so a response tells which route answered. */
function page(id: string, path: string | undefined, parentId?: string) {
  return {
    id,
    parentId,
    path,
    module: { loader: () => Response.json({ route: id }) },
  };
}

/** A build of the shapes that matter: the root, a storefront page, and both platform-only subtrees. */
function fakeBuild(): ServerBuild {
  const routes = {
    root: { id: 'root', parentId: undefined, path: '', module: {} },
    'routes/legal': page('routes/legal', 'terms-of-sale', 'root'),
    'routes/account/layout': { id: 'routes/account/layout', parentId: 'root', module: {} },
    'routes/account/login': page('routes/account/login', 'login', 'routes/account/layout'),
    'routes/dashboard/store-layout': page(
      'routes/dashboard/store-layout',
      'dashboard/stores/:store',
      'routes/account/layout',
    ),
    'routes/dashboard/products': page(
      'routes/dashboard/products',
      'products',
      'routes/dashboard/store-layout',
    ),
    'routes/atlas/layout': page('routes/atlas/layout', 'atlas', 'root'),
    'routes/atlas/orders': page('routes/atlas/orders', 'orders', 'routes/atlas/layout'),
    'routes/404': page('routes/404', '*', 'root'),
  };
  const manifest = Object.fromEntries(
    Object.values(routes).map((route) => [
      route.id,
      { id: route.id, parentId: route.parentId, module: '/x.js' },
    ]),
  );
  return fakeServerBuild({ routes, manifestRoutes: manifest });
}

function idsOf(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.id ?? entry.file.replace(/\.tsx?$/, ''),
    ...idsOf(entry.children ?? []),
  ]);
}

describe('storefrontBuild', () => {
  it('names route ids that app/routes.ts has, so a renamed file cannot leave a subtree on store hosts', () => {
    const ids = idsOf(routeConfig);
    for (const id of PLATFORM_ONLY_ROUTE_IDS) expect(ids).toContain(id);
  });

  it('leaves out the platform-only subtrees, in the routes and the browser manifest alike, and keeps the rest', () => {
    const build = fakeBuild();
    const storefront = storefrontBuild(build);
    const kept = ['root', 'routes/legal', 'routes/account/layout', 'routes/account/login', 'routes/404'];
    expect(Object.keys(storefront.routes).sort()).toEqual([...kept].sort());
    expect(Object.keys(storefront.assets.routes).sort()).toEqual([...kept].sort());
    expect(Object.keys(build.routes)).toHaveLength(9);
    expect(Object.keys(build.assets.routes)).toHaveLength(9);
    expect(storefront.entry).toBe(build.entry);
    expect(storefrontBuild(build)).toBe(storefront);
  });
});

describe('a store host is served the storefront routes alone', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const store = 'storefront-routes.localhost';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createTestStore(database.db, { subdomain: 'storefront-routes' });
    app = await buildTestServer(database, { getBuild: async () => fakeBuild() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const routeAnswering = async (host: string, url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    return (JSON.parse(response.body) as { route: string }).route;
  };

  it('answers the back office and the seller dashboard on a store host with the storefront 404', async () => {
    expect(await routeAnswering(store, '/atlas/orders')).toBe('routes/404');
    expect(await routeAnswering(store, '/dashboard/stores/1/products')).toBe('routes/404');
    expect(await routeAnswering(store, '/terms-of-sale')).toBe('routes/legal');
    expect(await routeAnswering(store, '/login')).toBe('routes/account/login');
  });

  it('keeps them on the platform host', async () => {
    expect(await routeAnswering('localhost', '/atlas/orders')).toBe('routes/atlas/orders');
    expect(await routeAnswering('localhost', '/dashboard/stores/1/products')).toBe(
      'routes/dashboard/products',
    );
    expect(await routeAnswering('localhost', '/terms-of-sale')).toBe('routes/legal');
  });

  it("never reveals a platform-only route to a store host's lazy route discovery", async () => {
    const discover = async (host: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/__manifest?version=1&paths=/atlas/orders,/terms-of-sale',
        headers: { host },
      });
      return Object.keys(JSON.parse(response.body) as Record<string, unknown>).sort();
    };
    // The storefront's own 404 answers /atlas/orders there, as it does the request itself.
    expect(await discover(store)).toEqual(['root', 'routes/404', 'routes/legal']);
    expect(await discover('localhost')).toEqual([
      'root',
      'routes/atlas/layout',
      'routes/atlas/orders',
      'routes/legal',
    ]);
  });
});
