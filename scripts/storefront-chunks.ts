/**
 * How the client build groups the storefront's modules into files (Rollup's `manualChunks`). Left to itself,
 * Rollup makes a chunk for every distinct set of routes a module serves: the home loaded 52 files, most under
 * 1 KB, each compressed alone and each a request. Grouped by what loads them together, the same code is a
 * few larger files that compress better.
 *
 * Only modules a storefront page imports up front (statically, from the root or a storefront route) and the
 * block renderer's are grouped: whatever loads on demand (the cookie sheet, the popups, a block type's own
 * chunk, the checkout's checks) keeps its own chunk, and modules only the dashboard or the back office
 * reach are left to Rollup, so grouping never brings their code or libraries into a storefront page.
 */

/**
 * React, React Router and React DOM's small public half (portals, flushSync): route modules import them.
 * Their helpers (the CommonJS interop Vite adds) come with them, or the framework's file would import the
 * store frame's and the store frame's the framework's, and one of them run before the other had defined
 * what it uses.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|cookie|set-cookie-parser)\//;

/**
 * React DOM's client (the renderer) and React Router's DOM half: only the entry imports them, once the page
 * has loaded (decision 0002), so they are a group of their own that no route module pulls in up front.
 */
const HYDRATION =
  /\/node_modules\/(react-dom\/client\.js|react-dom\/cjs\/react-dom-client\.|scheduler\/|react-router\/dist\/[^/]+\/dom-export\.)/;

const ENTRY = /\/app\/entry\.client\.tsx$/;

const ROOT_ROUTE = /\/app\/root\.tsx$/;

/**
 * The storefront's routes whose modules are grouped, by family: what one route alone imports is a group of
 * its own (`shop-<route>`); what several share is grouped by the families that use it (`shop-home-catalogue`),
 * so a checkout does not load the product cards the home and the collections share.
 */
const STOREFRONT_ROUTES: Readonly<Record<string, { family: string; file: RegExp }>> = {
  home: { family: 'home', file: /\/app\/routes\/home\.tsx$/ },
  page: { family: 'home', file: /\/app\/routes\/page\.tsx$/ },
  collection: { family: 'catalogue', file: /\/app\/routes\/collection\.tsx$/ },
  product: { family: 'catalogue', file: /\/app\/routes\/product\.tsx$/ },
  search: { family: 'catalogue', file: /\/app\/routes\/search\.tsx$/ },
  favourites: { family: 'catalogue', file: /\/app\/routes\/favourites\.tsx$/ },
  basket: { family: 'order', file: /\/app\/routes\/basket\.tsx$/ },
  checkout: { family: 'order', file: /\/app\/routes\/checkout\.tsx$/ },
  receipt: { family: 'order', file: /\/app\/routes\/receipt\.tsx$/ },
};
const FAMILIES = ['home', 'catalogue', 'order'];

/** The block renderer, imported once a page's blocks hydrate (app/components/blocks/lazy-page-blocks.tsx). */
const BLOCK_RENDERER = /\/app\/components\/blocks\/page-blocks\.tsx$/;
const BLOCKS = 'blocks';

/** What `manualChunks` is given to read the module graph (a subset of Rollup's ModuleInfo). */
export interface ModuleGraphInfo {
  importedIds: readonly string[];
}

export type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/** Every module the given ones import statically, themselves included, not going past `stopAt`. */
function staticClosure(
  starts: readonly string[],
  getModuleInfo: GetModuleInfo,
  stopAt: (id: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (reached.has(id) || stopAt(id)) continue;
    reached.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
  }
  return reached;
}

/** Which group each module of the graph belongs to; modules absent are Rollup's to place. */
export function groupModules(
  moduleIds: readonly string[],
  getModuleInfo: GetModuleInfo,
): Map<string, string> {
  const groups = new Map<string, string>();
  const entriesMatching = (pattern: RegExp) => moduleIds.filter((id) => pattern.test(withoutQuery(id)));
  // A route is an entry of its own (React Router loads it by name): only what it imports is grouped.
  const routeEntries = new Set(
    [ROOT_ROUTE, ...Object.values(STOREFRONT_ROUTES).map((route) => route.file)].flatMap((pattern) =>
      entriesMatching(pattern),
    ),
  );
  // What the entry imports statically (Vite's preload helper, which every group uses) runs before the page
  // has loaded: a small group of its own, or Rollup would put it into the first group that imports it and the
  // entry would import that whole group before load.
  const withTheEntry = staticClosure(entriesMatching(ENTRY), getModuleInfo);
  const assign = (id: string, group: string) => {
    if (!groups.has(id) && !routeEntries.has(id) && !ENTRY.test(withoutQuery(id))) groups.set(id, group);
  };
  for (const id of withTheEntry) assign(id, 'entry-helpers');

  const isHydration = (id: string) => HYDRATION.test(id);
  const framework = moduleIds.filter((id) => FRAMEWORK.test(id) && !isHydration(id));
  for (const id of staticClosure(framework, getModuleInfo, isHydration)) assign(id, 'framework');
  for (const id of staticClosure(moduleIds.filter(isHydration), getModuleInfo)) assign(id, 'react-dom');
  for (const id of staticClosure(entriesMatching(ROOT_ROUTE), getModuleInfo)) assign(id, 'store-frame');

  // The block renderer counts as one of the home's family here: what it shares with a route is grouped by
  // both families, so that a page of blocks never loads a route's own group (the checkout's, with zod) for
  // a module or two; what it alone reaches is the blocks group below.
  const withTheBlocks = staticClosure(entriesMatching(BLOCK_RENDERER), getModuleInfo);
  const routesReaching = new Map<string, string[]>();
  const reachedBy = (name: string, ids: Iterable<string>) => {
    for (const id of ids) routesReaching.set(id, [...(routesReaching.get(id) ?? []), name]);
  };
  for (const [name, route] of Object.entries(STOREFRONT_ROUTES)) {
    reachedBy(name, staticClosure(entriesMatching(route.file), getModuleInfo));
  }
  reachedBy(BLOCKS, withTheBlocks);
  for (const [id, routes] of routesReaching) {
    if (routes.length === 1 && routes[0] === BLOCKS) continue;
    const families = new Set(
      routes.map((name) => (name === BLOCKS ? 'home' : STOREFRONT_ROUTES[name]?.family)),
    );
    const shared = FAMILIES.filter((family) => families.has(family)).join('-');
    assign(id, routes.length === 1 ? `shop-${routes[0]}` : `shop-${shared}`);
  }

  for (const id of withTheBlocks) assign(id, BLOCKS);
  return groups;
}

/**
 * A `manualChunks` function for the client build. The groups are worked out once per build, on the first
 * call, when Rollup has the whole module graph.
 */
export function storefrontChunks(): (
  id: string,
  meta: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo },
) => string | undefined {
  let groups: Map<string, string> | undefined;
  let graphOf: GetModuleInfo | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!groups || graphOf !== getModuleInfo) {
      groups = groupModules([...getModuleIds()], getModuleInfo);
      graphOf = getModuleInfo;
    }
    return groups.get(id);
  };
}
