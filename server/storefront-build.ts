import type { ServerBuild } from 'react-router';

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
