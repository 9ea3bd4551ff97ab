import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { CaptchaVerifier } from '../../domain/accounts';
import type { DatabaseHandle } from '../../domain/db';
import { StoreDirectory } from '../../domain/stores';
import { registerErrorMapping } from '../plugins/error-mapping';
import { registerSession } from '../plugins/session';
import { registerTenant } from '../plugins/tenant';
import { registerVisitorSession } from '../plugins/visitor-session';
import { registerXsrf } from '../plugins/xsrf';
import type { ApiClient } from '../testing';
import { registerAccountRoutes } from './accounts';
import { registerAtlasRoutes } from './atlas';
import { API_PREFIX } from './index';
import { ApiRoutes } from './route';

/**
 * A server of its own with just what the account routes need (tenant, visitor id, XSRF, session), for
 * tests that plug in their own captcha verifier. 'localhost' is the platform host.
 */
export async function buildAccountsTestApp(
  database: DatabaseHandle,
  options: { captcha?: CaptchaVerifier } = {},
): Promise<{ app: FastifyInstance; routes: ApiRoutes }> {
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(cookie);
  registerTenant(
    app,
    new StoreDirectory(database.db, { storeBaseDomain: 'localhost', platformHosts: ['localhost'] }),
  );
  registerVisitorSession(app, { secure: false });
  registerXsrf(app, { secure: false, protectedPrefix: API_PREFIX });
  registerSession(app, database.db);
  app.get('/healthz', async () => ({ status: 'ok' }));
  const routes = new ApiRoutes(API_PREFIX);
  await app.register(
    async (api) => {
      registerErrorMapping(api);
      registerAccountRoutes(api, routes, database.db, options);
      registerAtlasRoutes(api, routes, database.db);
    },
    { prefix: API_PREFIX },
  );
  return { app, routes };
}

export interface Browser {
  get(url: string, host: string): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    host: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** The cookies it holds (XSRF aside), by name. */
  cookies: Record<string, string>;
}

/** An ApiClient that also keeps the cookies the server sets, as a browser on one host would. */
export function browser(client: ApiClient): Browser {
  const cookies: Record<string, string> = {};
  const headers = (): Record<string, string> => {
    const jar = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return jar ? { cookie: jar } : {};
  };
  const remember = (response: LightMyRequestResponse) => {
    for (const set of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (set.maxAge === 0 || set.value === '') delete cookies[set.name];
      else cookies[set.name] = set.value;
    }
    return response;
  };
  return {
    cookies,
    get: async (url, host) => remember(await client.get(url, host, headers())),
    send: async (method, url, host, body) => remember(await client.send(method, url, host, body, headers())),
  };
}
