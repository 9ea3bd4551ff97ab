import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { notFound, parseOrThrow, TRANSPORT_MESSAGES } from '../../core/errors';
import type { ServiceContext } from '../context';
import { FETCH_PRODUCTS_MAX, withParts } from './fetch-products';
import { summariesForIds } from './product-summaries';
import { collections, productCollections, products, productTags, tags } from './tables';

/**
 * POST /models/fetch/ (§7, the generic model base of §3): models of one type by id, with the attributes
 * and relations asked for. Only the store's own catalogue models can be fetched, and only what a shopper
 * may see of them (enabled products and collections, their public attributes).
 */
const MODELS = {
  product: {
    attributes: [
      'uuid',
      'sku',
      'name',
      'urlName',
      'description',
      'metaTitle',
      'metaDescription',
      'metaImage',
      'price',
      'salePrice',
      'onSale',
      'vatRate',
      'type',
      'kind',
      'gender',
      'defaultColour',
      'customiseIt',
      'enableAddToCart',
      'isBaseProduct',
      'baseProductId',
      'baseSku',
      'isEditableInStudio',
      'personalizable',
    ],
    relations: ['options', 'images', 'collections', 'tags'],
  },
  collection: {
    attributes: ['name', 'urlName', 'description', 'banner', 'position'],
    relations: ['products'],
  },
} as const satisfies Record<string, { attributes: readonly string[]; relations: readonly string[] }>;

export type ModelType = keyof typeof MODELS;
export const MODEL_TYPES = Object.keys(MODELS) as ModelType[];

export const FETCH_MODEL_MESSAGES = {
  type: `type must be one of: ${MODEL_TYPES.join(', ')}`,
  ids: 'ids must be a model id or a list of up to 100 model ids',
  attribute: (type: string, name: string) => `${name} is not an attribute of ${type}`,
  relation: (type: string, name: string) => `${name} is not a relation of ${type}`,
} as const;

const modelId = z
  .number({ error: FETCH_MODEL_MESSAGES.ids })
  .int(FETCH_MODEL_MESSAGES.ids)
  .positive(FETCH_MODEL_MESSAGES.ids)
  .max(2_147_483_647, FETCH_MODEL_MESSAGES.ids);
const names = z.array(z.string().max(64)).max(50);

export const fetchModelsSchema = z
  .object({
    type: z.enum(MODEL_TYPES as [ModelType, ...ModelType[]], { error: FETCH_MODEL_MESSAGES.type }),
    ids: z.union([modelId, z.array(modelId).min(1).max(FETCH_PRODUCTS_MAX)], {
      error: FETCH_MODEL_MESSAGES.ids,
    }),
    attributes: names.optional().describe('attributes to answer (default: all); id is always answered'),
    relations: names.optional().describe('relations to answer with each model'),
  })
  .superRefine((input, issues) => {
    const model = MODELS[input.type];
    for (const name of input.attributes ?? []) {
      if (!(model.attributes as readonly string[]).includes(name))
        issues.addIssue({
          code: 'custom',
          path: ['attributes'],
          message: FETCH_MODEL_MESSAGES.attribute(input.type, name),
        });
    }
    for (const name of input.relations ?? []) {
      if (!(model.relations as readonly string[]).includes(name))
        issues.addIssue({
          code: 'custom',
          path: ['relations'],
          message: FETCH_MODEL_MESSAGES.relation(input.type, name),
        });
    }
  });

export type FetchModelsInput = z.input<typeof fetchModelsSchema>;
export type FetchedModel = { id: number } & Record<string, unknown>;

function pick(row: Record<string, unknown>, attributes: readonly string[]): FetchedModel {
  const model: FetchedModel = { id: row.id as number };
  for (const name of attributes) model[name] = row[name] ?? null;
  return model;
}

async function fetchProductModels(
  ctx: ServiceContext,
  ids: number[],
  attributes: readonly string[],
  relations: readonly string[],
): Promise<FetchedModel[]> {
  const storeId = ctx.store.id;
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.divisionId, storeId), inArray(products.id, ids), eq(products.enabled, true)));
  const models = rows.map((row) => pick(row, attributes));
  if (relations.includes('options') || relations.includes('images')) {
    const parts = await withParts(ctx, rows);
    models.forEach((model, index) => {
      if (relations.includes('options')) model.options = parts[index]?.options ?? [];
      if (relations.includes('images')) model.images = parts[index]?.images ?? [];
    });
  }
  if (relations.includes('collections')) {
    const links = await ctx.db
      .select({
        productId: productCollections.productId,
        id: collections.id,
        name: collections.name,
        urlName: collections.urlName,
      })
      .from(productCollections)
      .innerJoin(collections, eq(collections.id, productCollections.collectionId))
      .where(
        and(
          eq(productCollections.divisionId, storeId),
          inArray(productCollections.productId, ids),
          eq(collections.enabled, true),
        ),
      )
      .orderBy(asc(collections.position), asc(collections.id));
    for (const model of models) {
      model.collections = links
        .filter((link) => link.productId === model.id)
        .map(({ id, name, urlName }) => ({ id, name, urlName }));
    }
  }
  if (relations.includes('tags')) {
    const links = await ctx.db
      .select({ productId: productTags.productId, id: tags.id, name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(and(eq(productTags.divisionId, storeId), inArray(productTags.productId, ids)));
    for (const model of models) {
      model.tags = links.filter((link) => link.productId === model.id).map(({ id, name }) => ({ id, name }));
    }
  }
  return models;
}

async function fetchCollectionModels(
  ctx: ServiceContext,
  ids: number[],
  attributes: readonly string[],
  relations: readonly string[],
): Promise<FetchedModel[]> {
  const storeId = ctx.store.id;
  const rows = await ctx.db
    .select()
    .from(collections)
    .where(
      and(eq(collections.divisionId, storeId), inArray(collections.id, ids), eq(collections.enabled, true)),
    );
  const models = rows.map((row) => pick(row, attributes));
  if (relations.includes('products')) {
    for (const model of models) {
      const members = await ctx.db
        .select({ id: productCollections.productId })
        .from(productCollections)
        .where(and(eq(productCollections.divisionId, storeId), eq(productCollections.collectionId, model.id)))
        .orderBy(asc(productCollections.position), asc(productCollections.productId))
        .limit(FETCH_PRODUCTS_MAX);
      model.products = await summariesForIds(
        ctx,
        members.map((member) => member.id),
      );
    }
  }
  return models;
}

/**
 * The models asked for, in the order of the ids: a list for a list of ids (another store's, hidden or
 * unknown ids left out), one model for a single id (404 'Not found' when there is none to show).
 * Bad input is 422 with the first problem as its message.
 */
export async function fetchModels(
  ctx: ServiceContext,
  input: unknown,
): Promise<FetchedModel | FetchedModel[]> {
  const { type, ids, attributes, relations = [] } = parseOrThrow(fetchModelsSchema, input);
  const list = [...new Set(Array.isArray(ids) ? ids : [ids])];
  const chosen = attributes ?? MODELS[type].attributes;
  const fetched =
    type === 'product'
      ? await fetchProductModels(ctx, list, chosen, relations)
      : await fetchCollectionModels(ctx, list, chosen, relations);
  const byId = new Map(fetched.map((model) => [model.id, model]));
  const ordered = list.flatMap((id) => byId.get(id) ?? []);
  if (Array.isArray(ids)) return ordered;
  const [one] = ordered;
  if (!one) throw notFound(TRANSPORT_MESSAGES.notFound);
  return one;
}
