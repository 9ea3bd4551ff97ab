import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import type { Database } from '../../domain/db';
import {
  getBaseProduct,
  getDesign,
  getDesignRenderStatus,
  listBaseProducts,
  listPrintFiles,
  retryFailedRenders,
  STUDIO_MESSAGES,
  type StudioRuntime,
  saveDesign,
  saveDesignSchema,
  saveUpload,
  UPLOAD_LIMITS,
} from '../../domain/studio';
import { mapError } from '../plugins/error-mapping';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

const side = z.enum(['front', 'back', 'left', 'right']);
const printArea = z.object({ widthMm: z.number(), heightMm: z.number() });
const renderStatusSchema = z.enum(['queued', 'rendering', 'done', 'failed']);

const baseProductResponse = z.object({
  id: z.number(),
  uuid: z.string(),
  sku: z.string(),
  name: z.string(),
  urlName: z.string(),
  description: z.string(),
  customiseIt: z.string().describe('The studio path segment: /studio/{customiseIt}/'),
  kind: z.string(),
  type: z.string(),
  medium: z.enum(['garment', 'paper']).describe('paper goods need 300 DPI images, garments 150 DPI'),
  gender: z.string(),
  price: z.number().describe('Minor units of the store currency, before print costs'),
  printCosts: z.record(z.string(), z.number()).describe('Added to the price for each printed side'),
  printAreas: z.record(z.string(), printArea),
  applications: z.array(
    z.object({
      side,
      technique: z.string(),
      area: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
    }),
  ),
  platen: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  colours: z.array(
    z.object({ name: z.string(), hex: z.string(), sizes: z.array(z.string()), images: z.array(z.string()) }),
  ),
  defaultColour: z.string(),
  mockupParams: z
    .object({
      width: z.number(),
      height: z.number(),
      placements: z.record(z.string(), z.unknown()),
      images: z.record(z.string(), z.unknown()),
    })
    .nullable()
    .describe('Where each side sits on the product photos (pixels) and each colour’s photo layers'),
});

const renderStatusResponse = z.object({
  status: renderStatusSchema,
  percent: z.number().int().min(0).max(100),
  files: z.array(
    z.object({
      kind: z.enum(['print', 'mockup']),
      side,
      colour: z.string().nullable(),
      status: renderStatusSchema,
      url: z.string().nullable(),
      widthPx: z.number().nullable(),
      heightPx: z.number().nullable(),
    }),
  ),
});

const designResponse = z.object({
  uuid: z.string(),
  document: z
    .object({
      version: z.number(),
      medium: z.enum(['garment', 'paper']),
      sides: z.record(z.string(), z.unknown()),
    })
    .describe('The design document (core/design), current version'),
  colour: z.string(),
  printedSides: z.array(side),
  printCount: z.number(),
  baseProduct: z.object({
    uuid: z.string(),
    name: z.string(),
    customiseIt: z.string(),
    studioUrl: z.string(),
  }),
  product: z.object({
    id: z.number(),
    uuid: z.string(),
    sku: z.string(),
    name: z.string(),
    urlName: z.string(),
    url: z.string(),
    price: z.number(),
    colours: z.array(z.string()),
    sizes: z.array(z.string()),
  }),
  render: renderStatusResponse,
  createdAt: z.string(),
});

const preflightIssue = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  side: side.nullable(),
  layerId: z.string().nullable(),
  field: z.string(),
});

const designParams = z.object({ uuid: z.string().min(1).max(64) });
const baseProductParams = z.object({ customiseIt: z.string().min(1).max(200) });

/** The domain parses the save body itself, so every failure is a 422 naming its field ('document.sides…'). */
const saveBody = saveDesignSchema.catch((ctx) => ctx.value as z.output<typeof saveDesignSchema>);

const DESIGN_ERRORS = { 404: `${STUDIO_MESSAGES.designNotFound} (unknown, or another store's design)` };
const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** Upload bodies are raw image bytes; an oversize one gets a 413 naming the limit. */
function registerUploadRoute(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  studio: StudioRuntime,
): void {
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({
        message: STUDIO_MESSAGES.uploadTooLarge,
        errors: { file: [STUDIO_MESSAGES.uploadTooLarge] },
      });
    }
    const { status, body } = mapError(error);
    if (status >= 500) reply.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });
  routes.define(app, {
    method: 'POST',
    url: '/studio/uploads/',
    summary: `Uploads an image for the studio: the body is the file itself with its Content-Type (${UPLOAD_CONTENT_TYPES.join(', ')}), at most 15 MB and 50 megapixels. Rasters are re-encoded without metadata; SVG is sanitised (no scripts, event handlers or external references). Answers the src for an image layer.`,
    tags: ['studio'],
    response: z.object({
      uuid: z.string(),
      src: z.string().describe("An image layer's src"),
      format: z.enum(['png', 'jpg', 'webp', 'svg']),
      pixelWidth: z.number(),
      pixelHeight: z.number(),
      vector: z.boolean(),
      bytes: z.number(),
    }),
    errors: { 413: STUDIO_MESSAGES.uploadTooLarge },
    handler: async (_input, request) =>
      saveUpload(serviceContext(request, db), studio.media, {
        contentType: request.headers['content-type'],
        data: request.body,
      }),
  });
}

/** The studio's API: base products, uploads, saving designs, their render status and print files. */
export function registerStudioRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  studio: StudioRuntime,
): void {
  routes.define(app, {
    method: 'GET',
    url: '/studio/base-products/',
    summary:
      'The base products this store offers in the studio, with print areas, costs, colours and mockup placements',
    tags: ['studio'],
    response: z.array(baseProductResponse),
    handler: async (_input, request) => listBaseProducts(serviceContext(request, db)),
  });

  routes.define(app, {
    method: 'GET',
    url: '/studio/base-products/:customiseIt/',
    summary: 'One base product by its customiseIt value (or url name or uuid)',
    tags: ['studio'],
    params: baseProductParams,
    response: baseProductResponse,
    errors: { 404: STUDIO_MESSAGES.baseProductNotFound },
    handler: async ({ params }, request) => {
      const product = await getBaseProduct(serviceContext(request, db), params.customiseIt);
      if (!product) throw notFound(STUDIO_MESSAGES.baseProductNotFound);
      return product;
    },
  });

  app.register(async (scope) => registerUploadRoute(scope, routes, db, studio));

  routes.define(app, {
    method: 'POST',
    url: '/studio/designs/',
    summary:
      'Saves a design as a custom product (sku GBro-…, price = base price + print cost of each printed side) that can be added to the basket; queues its print files and mockups. The same design on the same product answers the earlier save (created false). 422 names the field, e.g. document.sides.front.layers.0.fontSize.',
    tags: ['studio'],
    body: saveBody,
    response: z.object({ design: designResponse, created: z.boolean(), warnings: z.array(preflightIssue) }),
    handler: async ({ body }, request, reply) => {
      const result = await saveDesign(
        serviceContext(request, db),
        { media: studio.media, jobs: studio.jobs },
        body,
      );
      reply.code(result.created ? 201 : 200);
      return result;
    },
  });

  routes.define(app, {
    method: 'GET',
    url: '/studio/designs/:uuid/',
    summary: 'A saved design of this store: its document, custom product and render status',
    tags: ['studio'],
    params: designParams,
    response: designResponse,
    errors: DESIGN_ERRORS,
    handler: async ({ params }, request) => getDesign(serviceContext(request, db), params.uuid),
  });

  routes.define(app, {
    method: 'GET',
    url: '/studio/designs/:uuid/renders/',
    summary:
      "A saved design's render status to poll: queued, rendering (with percent), done or failed, and each file's URL when ready",
    tags: ['studio'],
    params: designParams,
    response: renderStatusResponse,
    errors: DESIGN_ERRORS,
    handler: async ({ params }, request) => getDesignRenderStatus(serviceContext(request, db), params.uuid),
  });

  routes.define(app, {
    method: 'POST',
    url: '/studio/designs/:uuid/renders/',
    summary: "Tries a design's failed files again and answers the render status",
    tags: ['studio'],
    params: designParams,
    response: renderStatusResponse,
    errors: DESIGN_ERRORS,
    handler: async ({ params }, request) =>
      retryFailedRenders(serviceContext(request, db), studio.jobs, params.uuid),
  });

  routes.define(app, {
    method: 'GET',
    url: '/studio/designs/:uuid/print-files/',
    summary:
      "A saved design's print files: a transparent 300 DPI PNG per printed side (for an order's custom items)",
    tags: ['studio'],
    params: designParams,
    response: z.object({
      files: z.array(
        z.object({
          side,
          status: renderStatusSchema,
          url: z.string().nullable(),
          widthPx: z.number(),
          heightPx: z.number(),
          widthMm: z.number(),
          heightMm: z.number(),
          dpi: z.number(),
        }),
      ),
    }),
    errors: DESIGN_ERRORS,
    handler: async ({ params }, request) => ({
      files: await listPrintFiles(serviceContext(request, db), params.uuid),
    }),
  });
}
