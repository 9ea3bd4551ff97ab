import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { ERROR_MESSAGES } from '../core/errors';
import { configureAutomationLimits, configureCaptcha } from '../domain/accounts';
import { SharedReads } from '../domain/cache-invalidation';
import type { DatabaseHandle } from '../domain/db';
import { PageReader } from '../domain/pages';
import type { PaymentGateway } from '../domain/payments';
import { createMediaStorage, type MediaStorage, S3MediaStorage } from '../domain/storage';
import { configurePublicUrls, StoreDirectory } from '../domain/stores';
import { createStudioRuntime, type RenderJobs, type StudioRuntime } from '../domain/studio';
import { API_BODY_LIMIT, API_PREFIX, registerApi } from './api';
import { STRIPE_WEBHOOK_PATH } from './api/checkout';
import { captchaVerifierFor } from './captcha';
import { registerChangeFeed } from './change-feed';
import { createCheckoutServer } from './checkout';
import type { Config } from './config';
import { registerCustomCodeRoute } from './custom-code';
import { registerFontRoutes } from './fonts';
import { registerHealthRoutes } from './health';
import { registerImageRoutes } from './images';
import type { CatalogReads } from './load-context';
import { registerMediaRoute } from './media-route';
import { PageCache } from './page-cache';
import { RequestLogController, requestLogOptions } from './plugins/request-log';
import { registerRequestTimeout } from './plugins/request-timeout';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerTenant } from './plugins/tenant';
import { registerVisitorSession } from './plugins/visitor-session';
import { registerXsrf } from './plugins/xsrf';
import { registerReactRouter } from './react-router';
import { registerSeoRoutes, requestOrigin } from './seo';
import { registerApiStoreVisitGuard } from './store-visit-guard';
import { configureThemePreview } from './theme-preview';

export const REQUEST_TIMEOUT_MS = 30_000;

/** API calls open on a password-protected or coming-soon store: signing in and saying who is signed in. */
const SIGN_IN_PATHS = [
  '/dashboard/secure/login/',
  '/dashboard/secure/recovery-login/',
  '/dashboard/secure/forgot-password/',
  '/dashboard/secure/reset-password/',
  '/dashboard/secure/logout/',
  '/dashboard/secure/get/',
  '/openapi.json',
];

export interface ServerDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Absent in API-only tests; the storefront then answers 404. */
  getBuild?: () => Promise<ServerBuild>;
  /** Serve build/client as static files (production). */
  serveClientAssets?: boolean;
  logger?: boolean | Record<string, unknown>;
  /** How stores are paid; by default from the config (Stripe when configured, else the test processor). */
  payments?: PaymentGateway;
  /**
   * Where saved designs' renders are queued: `studioRenderJobs` of the job queue (server/jobs). Without it
   * (tests that save no design) saving a design fails.
   */
  renderJobs?: RenderJobs;
  /** Where media files are kept; by default the configured storage (config.mediaStorage). */
  media?: MediaStorage;
  /** Development only: Vite's connect middlewares, tried before the storefront. */
  viteMiddlewares?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    directory: StoreDirectory;
    pageCache: PageCache;
    pageReader: PageReader;
    /** Collection and product pages and product lists, shared by every visitor's render of a store. */
    catalogReads: CatalogReads;
    /** Uploads, renders and generated images: a local directory or an S3 bucket (domain/storage). */
    media: MediaStorage;
    studio: StudioRuntime;
  }
}

const noRenderQueue: RenderJobs = {
  enqueue: () => Promise.reject(new Error('this server was built without a job queue for studio renders')),
};

/** The studio's media, renderer and render queue (its worker runs in server/jobs). */
function registerStudioRuntime(app: FastifyInstance, deps: ServerDependencies): void {
  const studio = createStudioRuntime({
    db: deps.database.db,
    media: app.media,
    cacheDir: path.join(deps.config.dataDir, 'cache'),
    jobs: deps.renderJobs ?? noRenderQueue,
    log: app.log,
  });
  app.decorate('studio', studio);
}

export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  configureCaptcha(captchaVerifierFor(config.captcha));
  configureThemePreview({ secret: config.appSecret });
  configureAutomationLimits({ exemptAddresses: config.rateLimitExemptAddresses });
  configurePublicUrls({
    scheme: config.publicScheme,
    storeBaseDomain: config.storeBaseDomain,
    platformHost: config.platformHosts[0] ?? config.storeBaseDomain,
    port: config.port,
  });
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            ...requestLogOptions(),
            level: config.logLevel,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    logController: new RequestLogController(config.requestLogLevel),
    bodyLimit: API_BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS * 2,
    // Only the configured proxies may say who the client is (X-Forwarded-For); by default nobody.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    return503OnClosing: true,
  });
  const directory = new StoreDirectory(database.db, {
    storeBaseDomain: config.storeBaseDomain,
    platformHosts: config.platformHosts,
  });
  app.decorate('directory', directory);
  app.decorate('pageCache', new PageCache());
  app.decorate('pageReader', new PageReader());
  app.decorate('catalogReads', new SharedReads<unknown>());
  await registerChangeFeed(app, database, {
    directory,
    pageCache: app.pageCache,
    pageReader: app.pageReader,
    catalogReads: app.catalogReads,
  });
  app.decorate('checkout', createCheckoutServer(config, deps.payments));
  const secure = config.publicScheme === 'https';
  const media = deps.media ?? createMediaStorage(config.mediaStorage);
  app.decorate('media', media);
  // A storage the caller gave stays the caller's to close.
  if (!deps.media && media instanceof S3MediaStorage) app.addHook('onClose', () => media.close());
  registerStudioRuntime(app, deps);

  const { viteMiddlewares } = deps;
  if (viteMiddlewares) {
    app.addHook('onRequest', (request, reply, done) => {
      if (
        /^\/(omnis\/v3|media|images|fonts|healthz|readyz|robots\.txt|sitemap\.xml)(\/|$|\?)/.test(request.url)
      )
        return done();
      // Vite answers its own module and asset requests; anything else goes on to React Router.
      viteMiddlewares(request.raw, reply.raw, () => done());
    });
  }
  await app.register(cookie);
  // HTML and JSON are compressed on the fly (brotli at a cheap level); built assets are precompressed.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app, { secure });
  registerRequestTimeout(app, REQUEST_TIMEOUT_MS);
  // Fastify's own 404 logs and echoes the URL, secrets in its query and all.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: ERROR_MESSAGES.notFound }));
  registerHealthRoutes(app, database);
  registerTenant(app, directory);
  registerVisitorSession(app, { secure });
  // Stripe signs its webhooks instead: they carry no XSRF cookie.
  registerXsrf(app, {
    secure,
    protectedPrefix: '/omnis/v3',
    exemptPaths: [`${API_PREFIX}${STRIPE_WEBHOOK_PATH}`],
  });
  registerSession(app, database.db, { secure });
  registerApiStoreVisitGuard(app, database.db, {
    prefix: API_PREFIX,
    exemptPaths: [...SIGN_IN_PATHS, STRIPE_WEBHOOK_PATH].map((path) => `${API_PREFIX}${path}`),
  });
  registerSeoRoutes(app, database.db, requestOrigin(config.publicScheme));
  registerCustomCodeRoute(app, database.db);
  await registerApi(app, database.db);

  registerMediaRoute(app, app.media);
  registerImageRoutes(app, {
    media: app.media,
    cacheDir: path.join(config.dataDir, 'cache', 'images'),
  });
  registerFontRoutes(app);
  if (deps.serveClientAssets) {
    await app.register(fastifyStatic, {
      root: path.join(config.buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
      preCompressed: true,
      // Off, or @fastify/static's own `public, max-age=0` replaces what setHeaders says.
      cacheControl: false,
      setHeaders(response, filePath) {
        // Hashed build output never changes under its name; the rest of public/ is checked every time.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
        );
      },
    });
  }
  if (deps.getBuild) {
    await registerReactRouter(app, {
      getBuild: deps.getBuild,
      pageCache: config.env === 'development' ? undefined : app.pageCache,
      pageReader: app.pageReader,
      catalogReads: app.catalogReads,
      mode: config.env === 'development' ? 'development' : 'production',
      db: database.db,
      stripe: app.checkout.stripeEnabled,
      testPayments: config.testPaymentsNotice,
      media: app.media,
      urls: { scheme: config.publicScheme, storeBaseDomain: config.storeBaseDomain, port: config.port },
      invalidateStore: (storeId) => {
        directory.invalidate();
        app.pageCache.invalidateStore(storeId);
      },
    });
  }
  return app;
}
