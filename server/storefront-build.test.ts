import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { FastifyInstance } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '../app/routes';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase } from '../domain/db/testing';
import { createTestStore } from '../domain/testing/fixtures';
import { PLATFORM_ONLY_ROUTE_IDS, storefrontBuild, storefrontBuildFor } from './storefront-build';
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

/** The app's own routes (app/routes.ts) as a build's route table. */
function buildOfRouteConfig(): ServerBuild {
  const routes: Record<string, Record<string, unknown>> = {
    root: { id: 'root', parentId: undefined, path: '', module: {} },
  };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index, module: {} };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig, 'root');
  return fakeServerBuild({ routes, manifestRoutes: routes });
}

/** A build's routes as the nested objects React Router matches. */
function routeTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route?.id,
      path: route?.path,
      index: route?.index,
      children: routeTree(build, route?.id),
    })) as RouteObject[];
}

const matchedIds = (build: ServerBuild, pathname: string) =>
  (matchRoutes(routeTree(build), pathname) ?? []).map((match) => match.route.id);

/** Addresses of every route of the app, with its parameters filled, its ancestors, and some oddities. */
function addressesOf(build: ServerBuild): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    return [route?.parentId ? fullPath(route.parentId) : '', route?.path ?? ''].filter(Boolean).join('/');
  };
  const addresses = new Set(['/', '/nope', '/nope/x/', '/PRODUCT/summit/', '/Login', '/learn', '/studio']);
  for (const id of Object.keys(build.routes)) {
    const filled = fullPath(id)
      .replace(/:[\w-]+\?/g, 'x')
      .replace(/:[\w-]+/g, 'y')
      .replace(/\*$/, 'a/b');
    const segments = filled.split('/').filter(Boolean);
    for (let end = 0; end <= segments.length; end += 1) {
      addresses.add(`/${segments.slice(0, end).join('/')}`);
      addresses.add(`/${segments.slice(0, end).join('/')}/`);
    }
  }
  return [...addresses];
}

describe("storefrontBuildFor: the route table of a document's first segment", () => {
  const build = buildOfRouteConfig();
  const whole = storefrontBuild(build);

  it("matches every address of the app's routes, and their ancestors, as the whole storefront table does", () => {
    const addresses = addressesOf(whole);
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      expect({ address, ids: matchedIds(storefrontBuildFor(build, address), address) }).toEqual({
        address,
        ids: matchedIds(whole, address),
      });
    }
  });

  it("leaves out the routes of other words: the home's table has the root, the home, layouts and the catch-all", () => {
    const home = storefrontBuildFor(build, '/');
    expect(Object.keys(home.routes).sort()).toEqual(
      ['root', 'routes/home', 'routes/account/layout', 'routes/orders/layout', 'catch-all'].sort(),
    );
    const product = storefrontBuildFor(build, '/product/summit-sunrise-tee/');
    expect(Object.keys(product.routes)).toContain('routes/product');
    expect(Object.keys(product.routes)).toContain('routes/home');
    expect(Object.keys(product.routes)).not.toContain('routes/collection');
    expect(Object.keys(product.assets.routes).sort()).toEqual(Object.keys(product.routes).sort());
    expect(product.assets.url).toBe(whole.assets.url);
  });

  it("keeps one table per word the routes start with: an unknown word shares the home's", () => {
    expect(storefrontBuildFor(build, '/never-a-route/')).toBe(storefrontBuildFor(build, '/'));
    expect(storefrontBuildFor(build, '/Product/x/')).toBe(storefrontBuildFor(build, '/product/y/'));
  });

  it('keeps the whole table for data requests, route discovery and encoded or doubled slashes', () => {
    for (const address of [
      '/product/x.data',
      '/_root.data',
      '/__manifest',
      '/pr%6Fduct/x/',
      '//product/x/',
    ]) {
      expect(storefrontBuildFor(build, address)).toBe(whole);
    }
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
