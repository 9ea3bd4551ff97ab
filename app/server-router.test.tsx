import { Writable } from 'node:stream';
import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLoaderData,
  useRouteError,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  CachedServerRouter,
  discoveryBranches,
  discoveryPaths,
  readServerRouterTree,
  serverRouterRenders,
} from './server-router';

// A small framework-mode build (what `react-router build` writes to build/server/index.js), rendered by React
// Router's own ServerRouter and by CachedServerRouter: the documents must be the same, byte for byte.

type Module = Record<string, unknown> & { default: () => ReactNode };
interface RouteSpec {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Module;
}

const root: Module = {
  Layout: ({ children }: { children: ReactNode }) => (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  ),
  loader: () => ({ store: 'demo' }),
  default: () => <Outlet />,
  ErrorBoundary: () => {
    const error = useRouteError();
    return <p>{isRouteErrorResponse(error) ? `${error.status} ${error.data}` : String(error)}</p>;
  },
};

const routes: RouteSpec[] = [
  { id: 'root', path: '', module: root },
  {
    id: 'routes/home',
    parentId: 'root',
    index: true,
    module: {
      loader: () => ({ greeting: 'hello <there>' }),
      default: () => <h1>{useLoaderData<{ greeting: string }>().greeting}</h1>,
    },
  },
  {
    id: 'routes/product',
    parentId: 'root',
    path: 'product/:product/:colour?',
    module: {
      loader: ({ params }: { params: Record<string, string | undefined> }) => params,
      default: () => {
        const params = useLoaderData<Record<string, string>>();
        return (
          <main>
            <h1>{params.product}</h1>
            <Link to="/collection/tees/">Tees</Link>
            <Link to="../other">relative</Link>
          </main>
        );
      },
    },
  },
  {
    id: 'routes/collection',
    parentId: 'root',
    path: 'collection/:slug',
    module: {
      loader: ({ params }: { params: Record<string, string> }) => ({ slug: params.slug, at: new Date(0) }),
      default: () => <h1>{useLoaderData<{ slug: string }>().slug}</h1>,
    },
  },
  {
    id: 'routes/gone',
    parentId: 'root',
    path: 'gone',
    module: {
      loader: () => {
        throw new Response('gone for good', { status: 410 });
      },
      default: () => <p>never</p>,
    },
  },
  {
    id: 'routes/broken',
    parentId: 'root',
    path: 'broken',
    module: {
      default: () => {
        throw new Error('render failed');
      },
    },
  },
  {
    id: 'routes/client',
    parentId: 'root',
    path: 'client',
    module: {
      loader: () => ({ server: true }),
      // Runs on hydration: the server leaves its data out of the document.
      clientLoader: Object.assign(() => ({ client: true }), { hydrate: true }),
      HydrateFallback: () => <p>loading</p>,
      default: () => <p>client</p>,
    },
  },
  {
    id: 'routes/dashboard',
    parentId: 'root',
    path: 'dashboard',
    module: { loader: () => ({ who: 'owner' }), default: () => <Outlet /> },
  },
  {
    id: 'routes/dashboard-home',
    parentId: 'routes/dashboard',
    index: true,
    module: { default: () => <h1>dashboard</h1> },
  },
  {
    id: 'routes/dashboard-order',
    parentId: 'routes/dashboard',
    path: 'orders/:order',
    module: { default: () => <h1>order</h1> },
  },
  { id: 'routes/catch-all', parentId: 'root', path: 'pages/*', module: { default: () => <h1>page</h1> } },
];

const NONCE = 'n0nce';

function renderDocument(element: ReactElement, status: number, headers: Headers): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let code = status;
    const { pipe } = renderToPipeableStream(element, {
      nonce: NONCE,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              headers.set('Content-Type', 'text/html');
              resolve(new Response(Buffer.concat(chunks).toString('utf8'), { status: code, headers }));
              done();
            },
          }),
        );
      },
      onShellError: reject,
      onError() {
        code = 500;
      },
    });
  });
}

/** What the build's route list and its assets manifest both say of a route. */
const routeIdentity = (route: (typeof routes)[number]) => ({
  id: route.id,
  parentId: route.parentId,
  path: route.path,
  index: route.index,
  caseSensitive: undefined,
});

function makeBuild(
  Router: typeof ServerRouter | typeof CachedServerRouter,
  contexts: EntryContext[] = [],
): ServerBuild {
  const manifestRoutes = Object.fromEntries(
    routes.map((route) => [
      route.id,
      {
        ...routeIdentity(route),
        module: `/${route.id}.js`,
        imports: [],
        css: [],
        hasAction: false,
        hasLoader: 'loader' in route.module,
        hasClientAction: false,
        hasClientLoader: 'clientLoader' in route.module,
        hasClientMiddleware: false,
        hasErrorBoundary: 'ErrorBoundary' in route.module,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    ]),
  );
  return {
    entry: {
      module: {
        default: (request, status, headers, context) => {
          contexts.push(context);
          return renderDocument(
            <Router context={context} url={request.url} nonce={NONCE} />,
            status,
            headers,
          );
        },
      },
    },
    routes: Object.fromEntries(
      routes.map((route) => [
        route.id,
        {
          ...routeIdentity(route),
          module: route.module as never,
        },
      ]),
    ),
    assets: {
      entry: { module: '/entry.client.js', imports: [] },
      routes: manifestRoutes,
      url: '/manifest-1.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/tmp/unused',
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as ServerBuild;
}

const probeReads: ReturnType<typeof readServerRouterTree>[] = [];

/** React Router's ServerRouter, noting what readServerRouterTree finds in the tree it returns. */
const Probe: typeof ServerRouter = (props) => {
  const tree = ServerRouter(props);
  probeReads.push(readServerRouterTree(tree));
  return tree;
};

const URLS = [
  '/',
  '/product/summit-tee/',
  '/product/summit-tee/red',
  '/collection/tees/?page=2',
  '/collection/tees/deeper/still',
  '/dashboard/',
  '/dashboard/orders/42',
  '/pages/a/b/c',
  '/client',
  '/gone',
  '/broken',
  '/no/such/page',
];

async function documents(build: ServerBuild): Promise<{ status: number; html: string }[]> {
  const handle = createRequestHandler(build, 'production');
  const answers: { status: number; html: string }[] = [];
  for (const url of URLS) {
    const response = await handle(new Request(`http://demo.localhost${url}`));
    answers.push({ status: response.status, html: await response.text() });
  }
  return answers;
}

describe('CachedServerRouter (matches react-router 7.18.x)', () => {
  it("renders exactly what React Router's ServerRouter renders, on a build's first request and after it", async () => {
    const expected = await documents(makeBuild(ServerRouter));
    const cachedBuild = makeBuild(CachedServerRouter);
    const before = serverRouterRenders.count;
    const first = await documents(cachedBuild);
    const again = await documents(cachedBuild);
    // React Router's own code rendered only the build's first document; the rest came from the kept router.
    expect(serverRouterRenders.count - before).toBe(1);
    expect(expected.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 404, 200, 200, 200, 200, 410, 500, 404,
    ]);
    expect(first).toEqual(expected);
    expect(again).toEqual(expected);
    // The documents carry what the comparison must cover: the partial manifest, the streamed data, the nonce.
    const product = expected[1]?.html ?? '';
    expect(product).toContain('window.__reactRouterManifest');
    expect(product).toContain('streamController.enqueue');
    expect(product).toContain(`nonce="${NONCE}"`);
    // A route whose client loader runs on hydration renders its fallback, without its server data.
    expect(expected[8]?.html).toContain('<p>loading</p>');
  });

  it("finds the router and StreamTransfer in ServerRouter's element tree", async () => {
    await createRequestHandler(
      makeBuild(Probe),
      'production',
    )(new Request('http://demo.localhost/product/summit-tee/'));
    const read = probeReads[0];
    expect(read).not.toBeNull();
    expect(read?.router.routes.map((route) => route.id)).toEqual(['root']);
    expect(Object.keys(read?.router.manifest ?? {})).toHaveLength(routes.length);
    expect(read?.StreamTransfer).toBeTypeOf('function');
  });

  it('gives lazy route discovery only the winning branches of "/" and the ancestors of the URL', async () => {
    const contexts: EntryContext[] = [];
    await createRequestHandler(
      makeBuild(ServerRouter, contexts),
      'production',
    )(new Request('http://demo.localhost/dashboard/orders/42'));
    const branches = contexts[0]?.branches ?? [];
    expect(discoveryPaths('/dashboard/orders/42')).toEqual(['/', '/dashboard/orders', '/dashboard']);
    const narrowed = discoveryBranches(branches, '/dashboard/orders/42', '/') ?? [];
    const leaves = narrowed.map((branch) => branch.routesMeta.at(-1)?.route.id);
    // "/" is the home page, "/dashboard" the dashboard's index; "/dashboard/orders" matches nothing.
    expect(new Set(leaves)).toEqual(new Set(['routes/home', 'routes/dashboard-home']));
    expect(narrowed).toEqual(branches.filter((branch) => narrowed.includes(branch)));
    expect(narrowed.length).toBeLessThan(branches.length);
    // An optional segment makes two branches of one route: both stay, in their order.
    const product = discoveryBranches(branches, '/product/tee/red/x', '/') ?? [];
    expect(product.filter((branch) => branch.routesMeta.at(-1)?.route.id === 'routes/product')).toHaveLength(
      2,
    );
  });
});
