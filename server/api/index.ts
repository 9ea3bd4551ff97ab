import type { FastifyInstance } from 'fastify';
import type { Database } from '../../domain/db';
import { registerErrorMapping } from '../plugins/error-mapping';
import { registerAccountRoutes } from './accounts';
import { registerAtlasRoutes } from './atlas';
import { registerBasketRoutes } from './basket';
import { registerCatalogueFeedRoutes } from './catalogue-feeds';
import { registerCatalogueFetchRoutes } from './catalogue-fetch';
import { registerCheckoutRoutes } from './checkout';
import { registerContentRoutes } from './content';
import { registerDashboardArtworkRoutes } from './dashboard-artwork';
import { registerEditorPickerRoutes } from './editor-pickers';
import { registerEventRoutes } from './events';
import { registerFormRoutes } from './forms';
import { registerMockupRoutes } from './mockups';
import { openApiDocument } from './openapi';
import { registerPageRoutes } from './pages';
import { registerRetexRoutes } from './retex';
import { ApiRoutes } from './route';
import { registerStoreCoreDataRoutes } from './store-core-data';
import { registerStudioRoutes } from './studio';

export const API_PREFIX = '/omnis/v3';
export const API_BODY_LIMIT = 1024 * 1024;

/** The JSON API under /omnis/v3, in its own encapsulated scope with its own error mapping. */
export async function registerApi(app: FastifyInstance, db: Database): Promise<ApiRoutes> {
  const routes = new ApiRoutes(API_PREFIX);
  await app.register(
    async (api) => {
      registerErrorMapping(api);
      registerStoreCoreDataRoutes(api, routes, db);
      registerEventRoutes(api, routes, db);
      registerAccountRoutes(api, routes, db);
      registerAtlasRoutes(api, routes, db);
      registerPageRoutes(api, routes, db, { reader: app.pageReader });
      registerCatalogueFeedRoutes(api, routes, db);
      registerCatalogueFetchRoutes(api, routes, db);
      registerBasketRoutes(api, routes, db);
      registerStudioRoutes(api, routes, db, app.studio);
      registerDashboardArtworkRoutes(api, routes, db, app.studio);
      registerCheckoutRoutes(api, routes, db, app.checkout);
      registerRetexRoutes(api, routes, db);
      registerMockupRoutes(api, routes, db);
      registerContentRoutes(api, routes, db);
      registerFormRoutes(api, routes, db);
      registerEditorPickerRoutes(api, routes, db, { media: app.media });
      api.get('/openapi.json', async () =>
        openApiDocument(routes, { title: 'Printfront API', version: '3.0.0' }),
      );
    },
    { prefix: API_PREFIX },
  );
  return routes;
}
