import { Fragment, type ReactElement, Suspense } from 'react';
import {
  createStaticRouter,
  type EntryContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  ServerRouter,
  StaticRouterProvider,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
} from 'react-router';
import { RecentlyUsedMap } from '../core/memo';

/**
 * React Router's `ServerRouter` with its route objects made once per build instead of on every render.
 * Matches react-router 7.18.x (`server-router.test.tsx` renders both and compares the HTML).
 *
 * `ServerRouter` builds a render route for each of the build's routes (`createServerRoutes`) and then a data
 * route for each (`createStaticRouter`) on every request: 109 routes, 3–5 % of an uncached render. The first
 * render of a build runs the real `ServerRouter` and keeps what its element tree holds: the static router
 * (its routes and route manifest depend on the build alone) and React Router's `StreamTransfer` component,
 * which writes the loader data's stream and is not exported. Later renders make a router of their own
 * request (`createStaticRouter` over no routes, the request's matches pointed at the kept routes) and render
 * the same tree `ServerRouter` renders.
 *
 * The request's router also narrows `branches`, which only `<Scripts>`' lazy route discovery reads
 * (`getPartialManifest`): it matches "/" and each ancestor of the URL against every branch of every route
 * (7–10 % of a collection or product render, most of the branches failing). Given instead only the branches
 * that win for those paths, in their original order, it finds exactly the same matches: any branch before a
 * path's winner in the narrowed list was before it in the full list, so it does not match that path either.
 * Each path's winner is found once (`matchRoutes` over the same route tree) and kept, at most 2,000 paths.
 *
 * Anything unexpected (another shape of `ServerRouter`'s tree, a branch that cannot be identified) falls back
 * to React Router's own code.
 */

type StaticRouter = ReturnType<typeof createStaticRouter>;
type Branch = EntryContext['branches'][number];
type StreamTransferProps = {
  context: EntryContext;
  identifier: number;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  textDecoder: TextDecoder;
  nonce?: string;
};

interface BuildRouter {
  router: StaticRouter;
  StreamTransfer: ((props: StreamTransferProps) => ReactElement | null) | null;
}

/**
 * Kept per build's assets manifest, which the request handler passes as it is to every render (the route
 * modules object it passes beside it is made anew for each request, from the same modules).
 */
const builds = new WeakMap<EntryContext['manifest'], BuildRouter>();

/** Renders that ran React Router's own ServerRouter: a build's first, or one whose tree was not understood. */
export const serverRouterRenders = { count: 0 };

interface ElementWithProps {
  type: unknown;
  props: Record<string, unknown>;
}

function isElement(value: unknown): value is ElementWithProps {
  return typeof value === 'object' && value !== null && 'props' in value && 'type' in value;
}

/** What a build's first `ServerRouter` tree holds: its static router and the StreamTransfer component. */
export function readServerRouterTree(tree: unknown): BuildRouter | null {
  if (!isElement(tree) || tree.type !== Fragment) return null;
  const [framework, stream] = tree.props.children as unknown[];
  if (!isElement(framework) || framework.type !== FrameworkContext.Provider) return null;
  const boundary = framework.props.children;
  if (!isElement(boundary) || boundary.type !== RemixErrorBoundary) return null;
  const provider = boundary.props.children;
  if (!isElement(provider) || provider.type !== StaticRouterProvider) return null;
  const router = provider.props.router as StaticRouter | undefined;
  if (!router || !Array.isArray(router.routes) || typeof router.manifest !== 'object') return null;
  let StreamTransfer: BuildRouter['StreamTransfer'] = null;
  if (stream != null) {
    if (!isElement(stream) || stream.type !== Suspense) return null;
    const transfer = stream.props.children;
    if (!isElement(transfer) || typeof transfer.type !== 'function') return null;
    StreamTransfer = transfer.type as BuildRouter['StreamTransfer'];
  }
  return { router, StreamTransfer };
}

const winnersByBranches = new WeakMap<Branch[], RecentlyUsedMap<string, Branch[] | null>>();

/** The paths `getPartialManifest` matches for a URL's path: "/" and each ancestor of it. */
export function discoveryPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}

/**
 * The branches that can win for `path`: those whose routes are the routes `matchRoutes` matched, in order
 * (two branches share routes when a path has an optional segment; both are kept). [] when nothing matches;
 * null when the winner cannot be told.
 */
function winnersFor(branches: Branch[], path: string, basename: string): Branch[] | null {
  let memo = winnersByBranches.get(branches);
  if (!memo) {
    memo = new RecentlyUsedMap(2000);
    winnersByBranches.set(branches, memo);
  }
  const known = memo.get(path);
  if (known !== undefined) return known;
  const roots = [...new Set(branches.flatMap((branch) => branch.routesMeta[0]?.route ?? []))];
  const matches = matchRoutes(roots, path, basename);
  let winners: Branch[] | null = [];
  if (matches) {
    winners = branches.filter(
      (branch) =>
        branch.routesMeta.length === matches.length &&
        branch.routesMeta.every((meta, index) => meta.route === matches[index]?.route),
    );
    if (winners.length === 0) winners = null;
  }
  memo.set(path, winners);
  return winners;
}

/** The branches lazy route discovery needs for this URL, in their original order; null: all of them. */
export function discoveryBranches(branches: Branch[], pathname: string, basename: string): Branch[] | null {
  const wanted = new Set<Branch>();
  for (const path of discoveryPaths(pathname)) {
    const winners = winnersFor(branches, path, basename);
    if (winners === null) return null;
    for (const branch of winners) wanted.add(branch);
  }
  return branches.filter((branch) => wanted.has(branch));
}

/** A static router for this request over the build's kept routes. */
function requestRouter(kept: StaticRouter, context: EntryContext): StaticRouter {
  const handlerContext = context.staticHandlerContext;
  // What createStaticRouter does with the routes it is given, done against the kept ones.
  const matches = handlerContext.matches.map((match) => ({
    ...match,
    route: kept.manifest[match.route.id] ?? match.route,
  }));
  const router = createStaticRouter([], { ...handlerContext, matches }, { branches: context.branches });
  const branches =
    discoveryBranches(context.branches, handlerContext.location.pathname, handlerContext.basename || '/') ??
    context.branches;
  Object.defineProperties(router, {
    routes: { get: () => kept.routes },
    manifest: { get: () => kept.manifest },
    branches: { get: () => branches },
  });
  return router;
}

export function CachedServerRouter({
  context,
  url,
  nonce,
}: {
  context: EntryContext;
  url: string | URL;
  nonce?: string;
}): ReactElement {
  const known = builds.get(context.manifest);
  if (!known || (context.serverHandoffStream && !known.StreamTransfer)) {
    serverRouterRenders.count += 1;
    const tree = ServerRouter({ context, url, nonce });
    const read = readServerRouterTree(tree);
    if (read && (read.StreamTransfer || !known?.StreamTransfer)) builds.set(context.manifest, read);
    return tree;
  }
  const { manifest, routeModules, criticalCss, serverHandoffString } = context;
  // As ServerRouter does: a route whose client loader runs on hydration gets no server data.
  context.staticHandlerContext.loaderData = { ...context.staticHandlerContext.loaderData };
  for (const match of context.staticHandlerContext.matches) {
    const routeId = match.route.id;
    const route = routeModules[routeId];
    const manifestRoute = manifest.routes[routeId];
    if (
      route &&
      manifestRoute &&
      shouldHydrateRouteLoader(routeId, route.clientLoader, manifestRoute.hasLoader, context.isSpaMode) &&
      (route.HydrateFallback || !manifestRoute.hasLoader)
    ) {
      delete context.staticHandlerContext.loaderData[routeId];
    }
  }
  const router = requestRouter(known.router, context);
  const StreamTransfer = known.StreamTransfer;
  return (
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          criticalCss,
          serverHandoffString,
          future: context.future,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
          nonce,
          serializeError: context.serializeError,
          renderMeta: context.renderMeta,
        }}
      >
        <RemixErrorBoundary location={router.state.location}>
          <StaticRouterProvider router={router} context={context.staticHandlerContext} hydrate={false} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {context.serverHandoffStream && StreamTransfer ? (
        <Suspense>
          <StreamTransfer
            context={context}
            identifier={0}
            reader={context.serverHandoffStream.getReader()}
            textDecoder={new TextDecoder()}
            nonce={nonce}
          />
        </Suspense>
      ) : null}
    </>
  );
}
