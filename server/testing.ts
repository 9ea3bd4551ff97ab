import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../domain/db';
import { buildServer, type ServerDependencies } from './app';
import { loadConfig } from './config';
import { XSRF_COOKIE } from './plugins/xsrf';

/** A server on a test database, without the storefront build unless given one, for fastify.inject tests. */
export async function buildTestServer(
  database: DatabaseHandle,
  options: Pick<ServerDependencies, 'renderJobs' | 'getBuild'> & {
    /** More environment, such as MEDIA_STORAGE=s3 and its bucket. */
    env?: Record<string, string>;
  } = {},
): Promise<FastifyInstance> {
  // Injected requests come from 127.0.0.1, trusted as a proxy so tests can speak for other addresses.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/printfront-test-data',
    TRUSTED_PROXIES: '127.0.0.1',
    ...options.env,
  });
  return buildServer({
    config,
    database,
    logger: false,
    renderJobs: options.renderJobs,
    getBuild: options.getBuild,
  });
}

/** A React Router build of the given routes (and browser manifest entries) for a test server's catch-all. */
export function fakeServerBuild(parts: {
  routes: Record<string, unknown>;
  manifestRoutes?: Record<string, unknown>;
  document?: () => Response;
}): ServerBuild {
  return {
    entry: { module: { default: parts.document ?? (() => new Response('document')) } },
    routes: parts.routes,
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: parts.manifestRoutes ?? {},
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

export interface ApiClient {
  get(url: string, host: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    host: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** A client that behaves like the storefront's: it keeps the XSRF cookie and echoes it in the header. */
export async function apiClient(app: FastifyInstance): Promise<ApiClient> {
  const first = await app.inject({ method: 'GET', url: '/healthz' });
  const token = first.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!token) throw new Error('no XSRF cookie was set');
  return {
    get: (url, host, headers = {}) =>
      app.inject({ method: 'GET', url, headers: { host, ...headers }, cookies: { [XSRF_COOKIE]: token } }),
    send: (method, url, host, body, headers = {}) => {
      const options: InjectOptions = {
        method,
        url,
        headers: { host, 'x-xsrf-token': token, ...headers },
        cookies: { [XSRF_COOKIE]: token },
      };
      if (body !== undefined) options.payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (body !== undefined && !headers['content-type'])
        options.headers = { ...options.headers, 'content-type': 'application/json' };
      return app.inject(options);
    },
  };
}
