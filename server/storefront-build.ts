import type { ServerBuild } from 'react-router';
import { isDataRequestPath } from './web-request';

/**
 * The route subtrees that exist on the platform host alone: the operator back office and the seller
 * dashboard of one store. A store's own host answered them only with a 404 (or a login page first), after
 * React Router had tried every one of their branches for every storefront URL: 45 of the 109 routes, the
 * longest ones, which its ranking tries first. Matching runs twice a request and was 5–7 % of an uncached
 * storefront render and a seventh of its allocations (decision 0020, addendum 2026-11-27 night).
 */
export const PLATFORM_ONLY_ROUTE_IDS = ['routes/atlas/layout', 'routes/dashboard/store-layout'] as const;

const storefrontBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build a store's host is served from: the same build without the platform-only subtrees, in its routes
 * and in the browser's route manifest alike, so such a URL on a store's host is the storefront's 404 and
 * lazy route discovery never reveals the back office's routes there. Made once per build.
 */
export function storefrontBuild(build: ServerBuild): ServerBuild {
  const kept = storefrontBuilds.get(build);
  if (kept) return kept;
  const platformOnly = new Set<string>(PLATFORM_ONLY_ROUTE_IDS);
  const isPlatformOnly = (id: string): boolean => {
    let route = build.routes[id];
    while (route) {
      if (platformOnly.has(route.id)) return true;
      route = route.parentId ? build.routes[route.parentId] : undefined;
    }
    return false;
  };
  const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => !isPlatformOnly(id)));
  const manifestRoutes = Object.fromEntries(
    Object.entries(build.assets.routes).filter(([id]) => !isPlatformOnly(id)),
  );
  const storefront: ServerBuild = { ...build, routes, assets: { ...build.assets, routes: manifestRoutes } };
  storefrontBuilds.set(build, storefront);
  return storefront;
}

/** Where a document's first segment leaves the storefront's route table whole (storefrontBuildFor). */
function needsWholeTable(pathname: string, build: ServerBuild): boolean {
  return (
    isDataRequestPath(pathname) ||
    pathname === (build.routeDiscovery?.manifestPath ?? '/__manifest') ||
    pathname.includes('%') ||
    pathname.includes('//')
  );
}

/** A route segment that matches more than one word: a parameter, an optional segment or a splat. */
const isOpenSegment = (segment: string): boolean => /[:*?]/.test(segment);

interface SegmentTables {
  /** Each route's first path segment, lower-cased. */
  firstSegments: Map<string, string>;
  /** The first path segments of the store's routes that are words. */
  words: Set<string>;
  tables: Map<string, ServerBuild>;
}
const segmentTables = new WeakMap<ServerBuild, SegmentTables>();

function firstSegmentsOf(build: ServerBuild): Map<string, string> {
  const fullPaths = new Map<string, string>();
  const fullPathOf = (id: string): string => {
    const known = fullPaths.get(id);
    if (known !== undefined) return known;
    const route = build.routes[id];
    const parent = route?.parentId ? fullPathOf(route.parentId) : '';
    const path = [parent, route?.path ?? ''].filter(Boolean).join('/');
    fullPaths.set(id, path);
    return path;
  };
  const firstSegments = new Map<string, string>();
  for (const id of Object.keys(build.routes)) {
    firstSegments.set(id, fullPathOf(id).split('/').filter(Boolean)[0]?.toLowerCase() ?? '');
  }
  return firstSegments;
}

/**
 * The storefront's route table for one document: only the routes that can match its first path segment.
 * React Router tries every branch of its table in turn, each from the root down, for every request, and
 * three times for a document (the server's match, the data router's, and the browser manifest's ancestors);
 * with 64 routes this was 9 % of an uncached home render. A route whose first segment is another word
 * cannot match, so each word gets a table of its own routes, the routes of the bare `/` (which the manifest's
 * ancestors always ask for) and those whose first segment is open (a parameter or a splat). Data requests,
 * route discovery and unusual addresses keep the whole table. A word no route starts with shares the table
 * of `/`, so the tables are bounded by the routes, never by the addresses asked for.
 */
export function storefrontBuildFor(build: ServerBuild, pathname: string): ServerBuild {
  const storefront = storefrontBuild(build);
  if (needsWholeTable(pathname, storefront)) return storefront;
  let known = segmentTables.get(storefront);
  if (!known) {
    const firstSegments = firstSegmentsOf(storefront);
    const words = new Set(
      [...firstSegments.values()].filter((segment) => segment && !isOpenSegment(segment)),
    );
    known = { firstSegments, words, tables: new Map() };
    segmentTables.set(storefront, known);
  }
  const asked = pathname.split('/')[1]?.toLowerCase() ?? '';
  const word = known.words.has(asked) ? asked : '';
  const kept = known.tables.get(word);
  if (kept) return kept;
  const { firstSegments } = known;
  const matchable = (id: string): boolean => {
    const first = firstSegments.get(id) ?? '';
    return first === '' || first === word || isOpenSegment(first);
  };
  // The render makes its route objects from the manifest's routes, so both lose the same ones.
  const table: ServerBuild = {
    ...storefront,
    routes: Object.fromEntries(Object.entries(storefront.routes).filter(([id]) => matchable(id))),
    assets: {
      ...storefront.assets,
      routes: Object.fromEntries(Object.entries(storefront.assets.routes).filter(([id]) => matchable(id))),
    },
  };
  known.tables.set(word, table);
  return table;
}
