import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import {
  FETCH_PRODUCTS_MAX,
  fetchBaseProduct,
  fetchModels,
  fetchModelsSchema,
  fetchProducts,
} from '../../domain/catalog';
import type { Database } from '../../domain/db';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

export const CATALOGUE_FETCH_MESSAGES = {
  productIds: `product_ids must be a list of 1 to ${FETCH_PRODUCTS_MAX} product ids`,
  sku: 'This field is required',
} as const;

/** A product id as JSON sends it: a number, or digits in a string. */
const PRODUCT_IDS = { error: () => CATALOGUE_FETCH_MESSAGES.productIds };
const positiveId = z
  .number(PRODUCT_IDS)
  .int(PRODUCT_IDS)
  .positive(PRODUCT_IDS)
  .max(2_147_483_647, PRODUCT_IDS);
const productId = z.union(
  [
    positiveId,
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(positiveId),
  ],
  PRODUCT_IDS,
);

const productsBody = z.object({
  product_ids: z
    .array(productId, { error: CATALOGUE_FETCH_MESSAGES.productIds })
    .min(1, CATALOGUE_FETCH_MESSAGES.productIds)
    .max(FETCH_PRODUCTS_MAX, CATALOGUE_FETCH_MESSAGES.productIds),
});

const baseProductQuery = z.object({
  sku: z.string({ error: CATALOGUE_FETCH_MESSAGES.sku }).trim().min(1, CATALOGUE_FETCH_MESSAGES.sku).max(100),
});

const image = z.object({ src: z.string(), alt: z.string() });

const fetchedProduct = z.object({
  id: z.number(),
  uuid: z.string(),
  sku: z.string(),
  name: z.string(),
  urlName: z.string(),
  description: z.string(),
  price: z.number().describe('minor units of the store currency'),
  salePrice: z.number().nullable(),
  onSale: z.boolean(),
  vatRate: z.number(),
  type: z.string(),
  kind: z.string(),
  gender: z.string(),
  defaultColour: z.string().nullable(),
  enableAddToCart: z.boolean(),
  isBaseProduct: z.boolean(),
  baseProductId: z.number().nullable(),
  baseSku: z.string().nullable(),
  options: z.array(
    z.object({
      colourName: z.string(),
      colourHex: z.string(),
      sizes: z.array(
        z.object({ size: z.string(), variantUuid: z.string().nullable(), available: z.boolean() }),
      ),
      images: z.array(image),
      thumbnail: z.string().nullable(),
      pro: z.boolean(),
    }),
  ),
  colours: z.array(z.object({ name: z.string(), hex: z.string() })),
  sizes: z.array(z.string()),
  images: z.array(image.extend({ colour: z.string().nullable() })),
  applications: z.array(
    z.object({
      side: z.string(),
      technique: z.string(),
      area: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
    }),
  ),
  platen: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  printCosts: z.record(z.string(), z.number()).describe('minor units per printed side'),
});

const model = z.object({ id: z.number() }).catchall(z.unknown());

/** The catalogue fetch calls of §7, for the store of the request's host only. */
export function registerCatalogueFetchRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(app, {
    method: 'POST',
    url: '/models/fetch/',
    summary:
      "This store's products or collections by id (type, ids, attributes, relations): a list for a list of ids, one model for one id",
    tags: ['catalogue'],
    body: fetchModelsSchema,
    response: z.union([model, z.array(model)]),
    errors: { 404: `${TRANSPORT_MESSAGES.notFound}: a single id this store has no model for` },
    handler: async ({ body }, request) => fetchModels(serviceContext(request, db), body),
  });

  routes.define(app, {
    method: 'POST',
    url: '/products/fetch/',
    summary:
      "This store's enabled products by id (product_ids), with options, colours, sizes, images and prices; other ids are left out",
    tags: ['catalogue'],
    body: productsBody,
    response: z.array(fetchedProduct),
    errors: { 404: 'No store at this host' },
    handler: async ({ body }, request) => fetchProducts(serviceContext(request, db), body.product_ids),
  });

  routes.define(app, {
    method: 'GET',
    url: '/products/fetch-base-product/',
    summary:
      "The base product (the studio's blank) of this store's product with the sku, or that base product itself",
    tags: ['catalogue'],
    query: baseProductQuery,
    response: fetchedProduct,
    errors: { 404: `${TRANSPORT_MESSAGES.notFound}: no such product here, or it has no base product` },
    handler: async ({ query }, request) => fetchBaseProduct(serviceContext(request, db), query.sku),
  });
}
