import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import {
  type DesignDocument,
  type MockupView,
  preflight,
  preflightErrors,
  readMockupParams,
  type Side,
} from '../../core/design';
import { invalid, parseOrThrow } from '../../core/errors';
import { parseCurrencyCode, toDecimal } from '../../core/money';
import {
  publishRangeSchema,
  RANGE_MESSAGES,
  rangeDocument,
  rangeProductName,
  uniqueUrlName,
  urlNameOf,
} from '../../core/product-ranges';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import {
  type BaseProductView,
  insertDesignProduct,
  listBaseProducts,
  type RenderJobs,
  studioDesigns,
  studioRenders,
} from '../studio';
import { artworkUpload } from './upload';
import { type RangeBaseProduct, rangeBaseProducts } from './wizard';

type Transaction = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

export interface PublishedProduct {
  id: number;
  name: string;
  urlName: string;
  price: number;
  colours: string[];
}

export interface PublishedRange {
  products: PublishedProduct[];
}

interface PlannedProduct {
  base: RangeBaseProduct;
  view: BaseProductView;
  colours: RangeBaseProduct['colours'];
  price: number;
  document: DesignDocument;
}

const priceText = (amount: number, ctx: ServiceContext) =>
  toDecimal({ amount, currency: parseCurrencyCode(ctx.store.settings.currency) ?? 'GBP' });

/** Checks each chosen product (before the transaction: PGlite has one connection, so no reads beside it) against the store's base products: 422 naming the field of every problem. */
async function plan(
  ctx: ServiceContext,
  request: ReturnType<ReturnType<typeof publishRangeSchema>['parse']>,
): Promise<PlannedProduct[]> {
  const upload = await artworkUpload(ctx, request.upload);
  const [bases, views] = await Promise.all([rangeBaseProducts(ctx), listBaseProducts(ctx)]);
  const errors: Record<string, string[]> = {};
  const planned: PlannedProduct[] = [];
  // Every product of one range is its own design: the studio keeps one design per document and product.
  const layerId = `artwork-${randomBytes(6).toString('hex')}`;
  request.products.forEach((item, index) => {
    const field = (name: string) => `products.${index}.${name}`;
    const base = bases.find((candidate) => candidate.key.toLowerCase() === item.baseProduct.toLowerCase());
    const view = views.find((candidate) => candidate.id === base?.id);
    if (!base || !view) {
      errors[field('baseProduct')] = [RANGE_MESSAGES.unknownProduct];
      return;
    }
    const colours = item.colours.map((name) =>
      base.colours.find((colour) => colour.name.toLowerCase() === name.toLowerCase()),
    );
    if (colours.some((colour) => !colour)) errors[field('colours')] = [RANGE_MESSAGES.unknownColour];
    if (item.price < base.minimumPrice)
      errors[field('price')] = [RANGE_MESSAGES.priceBelowCost(priceText(base.minimumPrice, ctx))];
    const document = rangeDocument(base, upload, { scale: item.scale, x: item.x, y: item.y }, layerId);
    if (!document) {
      errors[field('baseProduct')] = [RANGE_MESSAGES.unknownProduct];
      return;
    }
    const blocking = preflightErrors(preflight(document));
    if (blocking) errors[field('scale')] = Object.values(blocking).flat();
    planned.push({
      base,
      view,
      colours: colours.filter((colour) => colour !== undefined),
      price: item.price,
      document,
    });
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return planned;
}

/** This store's url names that start like `prefix` (the candidates a new name must avoid). */
async function takenUrlNames(tx: Transaction, storeId: number, prefix: string): Promise<Set<string>> {
  const rows = await tx
    .select({ urlName: products.urlName })
    .from(products)
    .where(and(eq(products.divisionId, storeId), like(products.urlName, `${prefix}%`)));
  return new Set(rows.map((row) => row.urlName));
}

/** The files a range product needs: a mockup per colour on the side's view (first colour first), then its print file. */
function plannedRenders(item: PlannedProduct, side: Side, view: MockupView | null) {
  const mockups = view
    ? item.colours.map((colour) => ({ kind: 'mockup' as const, side: view as Side, colour: colour.name }))
    : [];
  return [...mockups, { kind: 'print' as const, side, colour: '' }].map((render, position) => ({
    ...render,
    position,
  }));
}

async function insertProduct(
  ctx: ServiceContext,
  tx: Transaction,
  rangeName: string,
  item: PlannedProduct,
  code: string,
  index: number,
): Promise<{ product: PublishedProduct; designId: number }> {
  const base = item.view;
  const side = item.base.side;
  const layer = item.document.sides[side]?.layers[0];
  const artworkSrc = layer?.kind === 'image' ? layer.src : '';
  const name = rangeProductName(rangeName, item.base);
  const wanted = urlNameOf(name);
  const urlName = uniqueUrlName(wanted, await takenUrlNames(tx, ctx.store.id, wanted));
  const productId = await insertDesignProduct(ctx, tx, {
    base,
    sku: `ART-${code}-${index + 1}`,
    name,
    urlName,
    description: `${rangeName} on our ${base.name}. ${base.description}`.trim(),
    price: item.price,
    designs: { [side]: artworkSrc },
    printedSides: [side],
    // The blank photos stand in until the mockups are rendered over them.
    colours: item.colours.map(({ name: colourName, hex, sizes }) => ({
      name: colourName,
      hex,
      sizes,
      images: base.colours.find((candidate) => candidate.name === colourName)?.images ?? [],
    })),
    defaultColour: item.colours[0]?.name ?? null,
    // The base product is named by its sku only: products with a baseProductId are the studio's
    // unlisted custom products, and a range's products are listed like any other.
    listed: true,
    vatRate: item.base.vatRate,
    baseCost: item.base.baseCost,
  });
  const actor = ctx.actor;
  const documentJson = JSON.stringify(item.document);
  const [design] = await tx
    .insert(studioDesigns)
    .values({
      uuid: randomUUID(),
      divisionId: ctx.store.id,
      productId,
      baseProductId: base.id,
      document: item.document,
      documentHash: createHash('sha256').update(documentJson).digest('hex'),
      printedSides: [side],
      colour: item.colours[0]?.name ?? '',
      visitorId: actor.kind === 'system' ? null : actor.sessionId,
      customerId: actor.kind === 'customer' ? actor.customerId : null,
    })
    .returning({ id: studioDesigns.id });
  if (!design) throw new Error('range design not saved');
  const params = readMockupParams(base.mockupParams);
  const view = params?.placements[side]?.view ?? null;
  const renders = plannedRenders(item, side, view).filter(
    (render) =>
      render.kind === 'print' || Boolean(params?.images[render.colour]?.[render.side as MockupView]),
  );
  await tx
    .insert(studioRenders)
    .values(renders.map((render) => ({ ...render, divisionId: ctx.store.id, designId: design.id })));
  return {
    product: {
      id: productId,
      name,
      urlName,
      price: item.price,
      colours: item.colours.map((colour) => colour.name),
    },
    designId: design.id,
  };
}

/**
 * Publishes one artwork as a range: one enabled, listed product per chosen base product, in the chosen
 * colours (with every size of each), priced as typed, carrying the artwork as a studio design placed where
 * the seller put it. Everything is written in one transaction (a failure leaves nothing behind); the
 * mockups of every colour and the print file are then rendered by the studio's queue, the blank photos
 * standing in until each is ready.
 */
export async function publishRange(
  ctx: ServiceContext,
  jobs: RenderJobs,
  input: unknown,
): Promise<PublishedRange> {
  await assertMayManage(ctx, 'products');
  const request = parseOrThrow(publishRangeSchema(ctx.store.settings.currency), input);
  const planned = await plan(ctx, request);
  const code = randomBytes(4).toString('hex').toUpperCase();
  const created = await ctx.db.transaction(async (tx) => {
    // New url names are chosen one publish at a time per store.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-url-names:${ctx.store.id}`}))`);
    const made: { product: PublishedProduct; designId: number }[] = [];
    for (const [index, item] of planned.entries()) {
      made.push(await insertProduct(ctx, tx, request.name, item, code, index));
    }
    for (const { designId } of made) await jobs.enqueue(tx, designId);
    return made;
  });
  return { products: created.map((entry) => entry.product) };
}
