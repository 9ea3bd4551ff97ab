import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Actor } from '../../domain/context';
import type { DatabaseHandle } from '../../domain/db';
import { PageReader } from '../../domain/pages';
import { StoreDirectory } from '../../domain/stores';
import { registerErrorMapping } from '../plugins/error-mapping';
import { registerTenant } from '../plugins/tenant';
import { registerVisitorSession } from '../plugins/visitor-session';
import { registerXsrf } from '../plugins/xsrf';
import { registerCatalogueFeedRoutes } from './catalogue-feeds';
import { registerContentRoutes } from './content';
import { actorFor } from './context';
import { registerFormRoutes } from './forms';
import { API_BODY_LIMIT, API_PREFIX } from './index';
import { openApiDocument } from './openapi';
import { registerPageRoutes } from './pages';
import { ApiRoutes } from './route';

/** Tests only: the header naming the customer a request acts as, and the one marking them internal. */
export const TEST_CUSTOMER_HEADER = 'x-test-customer';
export const TEST_INTERNAL_HEADER = 'x-test-internal';

/** Tests only: the actor a request names in its test headers, else the ordinary one (a visitor). */
export function testActor(request: FastifyRequest): Actor {
  const customer = Number(request.headers[TEST_CUSTOMER_HEADER]);
  if (!Number.isInteger(customer) || customer <= 0) return actorFor(request);
  return {
    kind: 'customer',
    customerId: customer,
    sessionId: request.visitorId || 'test',
    internal: request.headers[TEST_INTERNAL_HEADER] === '1',
  };
}

export function actingAs(customer: { id: number }, internal = false): Record<string, string> {
  return {
    [TEST_CUSTOMER_HEADER]: String(customer.id),
    ...(internal ? { [TEST_INTERNAL_HEADER]: '1' } : {}),
  };
}

/**
 * Tests only: a server with what the page, catalogue-feed, content and block-form routes need (tenant by
 * host, visitor id, XSRF, error mapping), the routes acting as the customer named by the test headers. '*.localhost' are
 * the stores' hosts.
 */
export async function buildPagesTestApp(
  database: DatabaseHandle,
): Promise<{ app: FastifyInstance; routes: ApiRoutes; reader: PageReader }> {
  const app = Fastify({ logger: false, trustProxy: true, bodyLimit: API_BODY_LIMIT });
  await app.register(cookie);
  registerTenant(
    app,
    new StoreDirectory(database.db, { storeBaseDomain: 'localhost', platformHosts: ['localhost'] }),
  );
  registerVisitorSession(app, { secure: false });
  registerXsrf(app, { secure: false, protectedPrefix: API_PREFIX });
  app.get('/healthz', async () => ({ status: 'ok' }));
  const routes = new ApiRoutes(API_PREFIX);
  const reader = new PageReader();
  await app.register(
    async (api) => {
      registerErrorMapping(api);
      registerPageRoutes(api, routes, database.db, { actor: testActor, reader });
      registerCatalogueFeedRoutes(api, routes, database.db);
      registerContentRoutes(api, routes, database.db, { actor: testActor });
      registerFormRoutes(api, routes, database.db);
      api.get('/openapi.json', async () => openApiDocument(routes, { title: 'test', version: '0' }));
    },
    { prefix: API_PREFIX },
  );
  return { app, routes, reader };
}
