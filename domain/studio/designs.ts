import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  customProductPrice,
  customSku,
  type DesignDocument,
  type MockupView,
  migrateDesign,
  type PreflightIssue,
  preflight,
  preflightErrors,
  printCount,
  printedSides,
  readMockupParams,
  renderSideSvg,
  SIDES,
  type Side,
  studioPath,
} from '../../core/design';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import { required } from '../../core/validation/messages';
import { guardAttempt } from '../accounts';
import { productOptions, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { MediaStorage } from '../storage';
import { type BaseProductView, getBaseProduct } from './base-products';
import { insertDesignProduct } from './design-product';
import { STUDIO_MESSAGES } from './messages';
import { sidesOnView } from './render/mockup';
import { PRINT_PIXELS_PER_MM } from './render/print-file';
import type { RenderJobs } from './render/queue';
import { type RenderStatusView, renderStatus } from './render-status';
import { studioDesigns, studioRenders } from './tables';
import { findUploadBySrc } from './uploads/save-upload';

export const saveDesignSchema = z.object({
  baseProduct: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(200, STUDIO_MESSAGES.baseProductNotFound)
    .describe('The base product: its customiseIt value, url name or uuid'),
  colour: z
    .string({ error: STUDIO_MESSAGES.colourNotOffered })
    .trim()
    .min(1, STUDIO_MESSAGES.colourNotOffered)
    .max(100),
  name: z.string().trim().max(80, 'Must contain no more than 80 characters').optional(),
  document: z.unknown().describe('The design document (core/design, any known version)'),
});

export type SaveDesignInput = z.input<typeof saveDesignSchema>;

export interface SavedDesignView {
  uuid: string;
  document: DesignDocument;
  colour: string;
  printedSides: Side[];
  printCount: number;
  baseProduct: { uuid: string; name: string; customiseIt: string; studioUrl: string };
  product: {
    id: number;
    uuid: string;
    sku: string;
    name: string;
    urlName: string;
    url: string;
    price: number;
    colours: string[];
    sizes: string[];
  };
  render: RenderStatusView;
  createdAt: string;
}

export interface SaveResult {
  design: SavedDesignView;
  /** False when the same design on the same product was saved before: that one is answered. */
  created: boolean;
  /** Preflight warnings (low resolution, outside the print area…): saved anyway. */
  warnings: PreflightIssue[];
}

const prefixed = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`document.${field}`, messages]));

/** The document as the base product defines it: its medium and print areas are the server's, not the client's. */
async function checkedDocument(
  ctx: ServiceContext,
  base: BaseProductView,
  raw: unknown,
): Promise<DesignDocument> {
  const migrated = migrateDesign(raw);
  if (!migrated.ok) throw invalid(prefixed(migrated.errors));
  const document = migrated.document;
  const sides: DesignDocument['sides'] = {};
  const errors: Record<string, string[]> = {};
  for (const side of SIDES) {
    const content = document.sides[side];
    if (!content) continue;
    const area = base.printAreas[side];
    if (!area) {
      errors[`document.sides.${side}`] = [STUDIO_MESSAGES.sideNotPrintable(side)];
      continue;
    }
    const layers = [];
    for (const [index, layer] of content.layers.entries()) {
      if (layer.kind !== 'image') {
        layers.push(layer);
        continue;
      }
      const upload = await findUploadBySrc(ctx, layer.src);
      if (!upload) {
        errors[`document.sides.${side}.layers.${index}.src`] = [STUDIO_MESSAGES.imageNotUploaded];
        continue;
      }
      // The stored file's size decides its print resolution, not what the client claims.
      layers.push({ ...layer, pixelWidth: upload.pixelWidth, pixelHeight: upload.pixelHeight });
    }
    sides[side] = { printArea: { ...area }, layers };
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { ...document, medium: base.medium, sides };
}

function documentHash(document: DesignDocument): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex');
}

async function writeDesignSvgs(
  media: MediaStorage,
  storeId: number,
  hash: string,
  document: DesignDocument,
  sides: readonly Side[],
): Promise<Partial<Record<Side, string>>> {
  const urls: Partial<Record<Side, string>> = {};
  for (const side of sides) {
    const key = `studio/designs/${storeId}/${hash.slice(0, 32)}/${side}.svg`;
    await media.put(key, Buffer.from(renderSideSvg(document, side)), 'image/svg+xml');
    urls[side] = `/media/${key}`;
  }
  return urls;
}

/** The files the design needs, in render order: the shopper's colour first, then the print files, then the other colours. */
function plannedRenders(base: BaseProductView, colour: string, printed: readonly Side[]) {
  const params = readMockupParams(base.mockupParams);
  const views: MockupView[] = params
    ? (['front', 'back'] as const).filter((view) => sidesOnView(params, view, printed).length > 0)
    : [];
  const colours = [colour, ...base.colours.map((c) => c.name).filter((name) => name !== colour)];
  const mockups = colours.flatMap((name) =>
    views
      .filter((view) => params?.images[name]?.[view])
      .map((view) => ({ kind: 'mockup' as const, side: view, colour: name })),
  );
  const [first, ...rest] = mockups.filter((mockup) => mockup.colour === colour);
  const prints = printed.map((side) => ({ kind: 'print' as const, side, colour: '' }));
  const ordered = [
    ...(first ? [first] : []),
    ...rest,
    ...prints,
    ...mockups.filter((mockup) => mockup.colour !== colour),
  ];
  return ordered.map((render, position) => ({ ...render, position }));
}

/**
 * Saves a design as a custom product of this store (sku GBro-…, not listed in collections, search or the
 * sitemap), priced at the base price plus the print cost of each printed side, in every colour and size of
 * the base product, so it can be added to the basket and reordered. The document is checked (422 naming
 * the field), its images must be this store's uploads, and an empty design is refused. Rendering the print
 * files and mockups is queued; poll the design's render status.
 */
export async function saveDesign(
  ctx: ServiceContext,
  deps: { media: MediaStorage; jobs: RenderJobs },
  input: unknown,
): Promise<SaveResult> {
  const request = parseOrThrow(saveDesignSchema, input);
  const base = await getBaseProduct(ctx, request.baseProduct);
  if (!base) throw invalid({ baseProduct: [STUDIO_MESSAGES.baseProductNotFound] });
  const colour = base.colours.find(
    (candidate) => candidate.name.toLowerCase() === request.colour.toLowerCase(),
  );
  if (!colour) throw invalid({ colour: [STUDIO_MESSAGES.colourNotOffered] });
  const document = await checkedDocument(ctx, base, request.document);
  const issues = preflight(document);
  const blocking = preflightErrors(issues);
  if (blocking) throw invalid(prefixed(blocking));
  await guardAttempt(ctx, 'design-save');
  const printed = printedSides(document);
  const hash = documentHash(document);
  const designUrls = await writeDesignSvgs(deps.media, ctx.store.id, hash, document, printed);
  const actor = ctx.actor;

  const outcome = await ctx.db.transaction(async (tx) => {
    // One save of the same design at a time, so two clicks make one product.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`studio:${ctx.store.id}:${base.id}:${hash}`}))`,
    );
    const [existing] = await tx
      .select({ id: studioDesigns.id, uuid: studioDesigns.uuid })
      .from(studioDesigns)
      .where(
        and(
          eq(studioDesigns.divisionId, ctx.store.id),
          eq(studioDesigns.baseProductId, base.id),
          eq(studioDesigns.documentHash, hash),
        ),
      )
      .limit(1);
    if (existing) {
      // Queued again: a no-op for a rendered design, and the way back for one whose job was lost.
      await deps.jobs.enqueue(tx, existing.id);
      return { ...existing, created: false };
    }

    const code = randomBytes(5).toString('hex');
    const sku = customSku(code);
    const name = request.name || `Custom ${base.name}`;
    const productId = await insertDesignProduct(ctx, tx, {
      base,
      sku,
      name,
      urlName: `custom-${base.urlName}-${code}`.slice(0, 200),
      description: `${base.description}\n\nDesigned in the studio.`.trim(),
      price: customProductPrice(base.price, base.printCosts, printed),
      designs: designUrls,
      printedSides: printed,
      colours: base.colours,
      defaultColour: colour.name,
      listed: false,
      studio: { baseProductId: base.id, customiseIt: base.customiseIt },
    });
    const [design] = await tx
      .insert(studioDesigns)
      .values({
        uuid: randomUUID(),
        divisionId: ctx.store.id,
        productId,
        baseProductId: base.id,
        document,
        documentHash: hash,
        printedSides: printed,
        colour: colour.name,
        visitorId: actor.kind === 'system' ? null : actor.sessionId,
        customerId: actor.kind === 'customer' ? actor.customerId : null,
      })
      .returning({ id: studioDesigns.id, uuid: studioDesigns.uuid });
    if (!design) throw new Error('design not saved');
    const renders = plannedRenders(base, colour.name, printed);
    if (renders.length > 0) {
      await tx
        .insert(studioRenders)
        .values(renders.map((render) => ({ ...render, divisionId: ctx.store.id, designId: design.id })));
    }
    await deps.jobs.enqueue(tx, design.id);
    return { ...design, created: true };
  });
  const design = await getDesign(ctx, outcome.uuid);
  return {
    design,
    created: outcome.created,
    warnings: issues.filter((issue) => issue.severity === 'warning'),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function designRow(ctx: ServiceContext, uuid: string) {
  if (!UUID.test(uuid)) throw notFound(STUDIO_MESSAGES.designNotFound);
  const [row] = await ctx.db
    .select()
    .from(studioDesigns)
    .where(and(eq(studioDesigns.divisionId, ctx.store.id), eq(studioDesigns.uuid, uuid)))
    .limit(1);
  if (!row) throw notFound(STUDIO_MESSAGES.designNotFound);
  return row;
}

/** A saved design of this store with its custom product and render status; 404 for anything else. */
export async function getDesign(ctx: ServiceContext, uuid: string): Promise<SavedDesignView> {
  const row = await designRow(ctx, uuid);
  const [product, base] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(and(eq(products.divisionId, ctx.store.id), eq(products.id, row.productId)))
      .limit(1)
      .then((rows) => rows[0]),
    ctx.db
      .select({
        uuid: products.uuid,
        name: products.name,
        customiseIt: products.customiseIt,
        urlName: products.urlName,
      })
      .from(products)
      .where(and(eq(products.divisionId, ctx.store.id), eq(products.id, row.baseProductId)))
      .limit(1)
      .then((rows) => rows[0]),
  ]);
  if (!product || !base) throw notFound(STUDIO_MESSAGES.designNotFound);
  const options = await ctx.db
    .select({ name: productOptions.colourName, sizes: productOptions.sizes })
    .from(productOptions)
    .where(and(eq(productOptions.divisionId, ctx.store.id), eq(productOptions.productId, product.id)))
    .orderBy(asc(productOptions.position));
  const migrated = migrateDesign(row.document);
  const customiseIt = base.customiseIt ?? base.urlName;
  return {
    uuid: row.uuid,
    document: migrated.ok ? migrated.document : row.document,
    colour: row.colour,
    printedSides: row.printedSides,
    printCount: printCount(Object.fromEntries(row.printedSides.map((side) => [side, true]))),
    baseProduct: { uuid: base.uuid, name: base.name, customiseIt, studioUrl: studioPath(customiseIt) },
    product: {
      id: product.id,
      uuid: product.uuid,
      sku: product.sku,
      name: product.name,
      urlName: product.urlName,
      url: `/product/${product.urlName}/`,
      price: product.price,
      colours: options.map((option) => option.name),
      sizes: [...new Set(options.flatMap((option) => option.sizes))],
    },
    render: await renderStatus(ctx, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The render status of a saved design (what the shopper polls while it renders). */
export async function getDesignRenderStatus(ctx: ServiceContext, uuid: string): Promise<RenderStatusView> {
  const row = await designRow(ctx, uuid);
  return renderStatus(ctx, row.id);
}

export interface PrintFileView {
  side: Side;
  status: RenderStatusView['status'];
  url: string | null;
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
  dpi: number;
}

/** The print files of a saved design, one per printed side (for staff and the shopper). */
export async function listPrintFiles(ctx: ServiceContext, uuid: string): Promise<PrintFileView[]> {
  const row = await designRow(ctx, uuid);
  const rows = await ctx.db
    .select()
    .from(studioRenders)
    .where(
      and(
        eq(studioRenders.divisionId, ctx.store.id),
        eq(studioRenders.designId, row.id),
        eq(studioRenders.kind, 'print'),
      ),
    )
    .orderBy(asc(studioRenders.position));
  return rows.map((render) => {
    const area = row.document.sides[render.side]?.printArea ?? { widthMm: 0, heightMm: 0 };
    return {
      side: render.side,
      status: render.status,
      url: render.status === 'done' && render.path ? `/media/${render.path}` : null,
      widthPx: render.widthPx ?? Math.round(area.widthMm * PRINT_PIXELS_PER_MM),
      heightPx: render.heightPx ?? Math.round(area.heightMm * PRINT_PIXELS_PER_MM),
      widthMm: area.widthMm,
      heightMm: area.heightMm,
      dpi: 300,
    };
  });
}

/** Designs of this store behind the given custom products (an order's custom items). */
export async function designsForProducts(
  ctx: ServiceContext,
  productIds: number[],
): Promise<{ productId: number; uuid: string }[]> {
  if (productIds.length === 0) return [];
  return ctx.db
    .select({ productId: studioDesigns.productId, uuid: studioDesigns.uuid })
    .from(studioDesigns)
    .where(and(eq(studioDesigns.divisionId, ctx.store.id), inArray(studioDesigns.productId, productIds)));
}

/** Queues a design's failed files again; answers the render status. */
export async function retryFailedRenders(
  ctx: ServiceContext,
  jobs: RenderJobs,
  uuid: string,
): Promise<RenderStatusView> {
  const row = await designRow(ctx, uuid);
  return ctx.db.transaction(async (tx) => {
    const retried = await tx
      .update(studioRenders)
      .set({ status: 'queued', error: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(studioRenders.divisionId, ctx.store.id),
          eq(studioRenders.designId, row.id),
          eq(studioRenders.status, 'failed'),
        ),
      )
      .returning({ id: studioRenders.id });
    const status = await renderStatus({ ...ctx, db: tx }, row.id);
    if (retried.length > 0 || status.status === 'queued') await jobs.enqueue(tx, row.id);
    return status;
  });
}
