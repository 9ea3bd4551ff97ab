import { createHash } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type DesignDocument,
  type MockupParams,
  type MockupView,
  migrateDesign,
  PRINT_DPI,
  readMockupParams,
  renderSideSvg,
} from '../../../core/design';
import { productImages, productOptions, products } from '../../catalog/tables';
import type { Database } from '../../db';
import { type MediaStorage, mediaKeyOfUrl } from '../../storage';
import type { FontFiles } from '../fonts';
import { studioDesigns, studioRenders } from '../tables';
import { renderMockup, sidesOnView } from './mockup';
import { renderPrintFile } from './print-file';

/** Bump when rendering changes in a way the SVG does not capture, so cached files are made again. */
export const RENDER_VERSION = 'studio-render-1';

export interface RenderDependencies {
  db: Database;
  media: MediaStorage;
  fonts: FontFiles;
  log?: { warn(object: object, message: string): void };
}

export interface RenderProgress {
  done: number;
  total: number;
}

type RenderRow = typeof studioRenders.$inferSelect;

/** The pixel size of a stored render, or null when it is not there. */
async function sizeOf(media: MediaStorage, key: string): Promise<{ width: number; height: number } | null> {
  const data = await media.get(key);
  if (!data) return null;
  const metadata = await sharp(data, { limitInputPixels: false }).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
}

function hashOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The identity of a garment image file (path, size, time), so a changed photo makes new mockups. */
async function fileIdentity(media: MediaStorage, url: string | undefined): Promise<string> {
  const key = url ? mediaKeyOfUrl(url) : null;
  if (!key) return 'missing';
  const info = await media.head(key).catch(() => null);
  return info ? `${url}:${info.size}:${info.lastModified.getTime()}` : 'missing';
}

interface Job {
  design: typeof studioDesigns.$inferSelect;
  document: DesignDocument;
  params: MockupParams | null;
  productId: number;
}

/** The file a render row produces, and the content hash that names it. */
async function plan(deps: RenderDependencies, job: Job, row: RenderRow) {
  const storeId = job.design.divisionId;
  if (row.kind === 'print') {
    const svg = renderSideSvg(job.document, row.side);
    const hash = hashOf(RENDER_VERSION, 'print', String(PRINT_DPI), svg);
    return { hash, relative: `studio/renders/${storeId}/print-${hash}.png` };
  }
  const view = row.side as MockupView;
  const params = job.params;
  if (!params) throw new Error('the product has no mockup placements');
  const sides = sidesOnView(params, view, job.design.printedSides);
  const layers = params.images[row.colour]?.[view];
  const hash = hashOf(
    RENDER_VERSION,
    'mockup',
    view,
    JSON.stringify({ width: params.width, height: params.height, placements: params.placements }),
    await fileIdentity(deps.media, layers?.base),
    await fileIdentity(deps.media, layers?.overlay),
    ...sides.map((side) => renderSideSvg(job.document, side)),
  );
  return { hash, relative: `studio/renders/${storeId}/mockup-${hash}.webp` };
}

async function produce(deps: RenderDependencies, job: Job, row: RenderRow, key: string) {
  if (row.kind === 'print') {
    const print = await renderPrintFile(job.document, row.side, {
      fonts: deps.fonts,
      media: deps.media,
      storeId: job.design.divisionId,
    });
    await deps.media.put(key, print.png, 'image/png');
    return { width: print.width, height: print.height };
  }
  const params = job.params;
  if (!params) throw new Error('the product has no mockup placements');
  const webp = await renderMockup({
    document: job.document,
    printed: job.design.printedSides,
    params,
    colour: row.colour,
    view: row.side as MockupView,
    media: deps.media,
    storeId: job.design.divisionId,
    fonts: deps.fonts,
  });
  await deps.media.put(key, webp, 'image/webp');
  return { width: params.width, height: params.height };
}

/** Points the custom product's photo of this colour and view at its finished mockup. */
async function showMockup(deps: RenderDependencies, job: Job, row: RenderRow, url: string) {
  const position = row.side === 'back' ? 1 : 0;
  const [option] = await deps.db
    .select({ id: productOptions.id, name: productOptions.colourName })
    .from(productOptions)
    .where(
      and(
        eq(productOptions.divisionId, job.design.divisionId),
        eq(productOptions.productId, job.productId),
        eq(productOptions.colourName, row.colour),
      ),
    )
    .limit(1);
  if (!option) return;
  const where = and(
    eq(productImages.divisionId, job.design.divisionId),
    eq(productImages.productId, job.productId),
    eq(productImages.optionId, option.id),
    eq(productImages.position, position),
  );
  const updated = await deps.db
    .update(productImages)
    .set({ original: url })
    .where(where)
    .returning({ id: productImages.id });
  if (updated.length === 0) {
    const [product] = await deps.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, job.productId))
      .limit(1);
    await deps.db.insert(productImages).values({
      divisionId: job.design.divisionId,
      productId: job.productId,
      optionId: option.id,
      original: url,
      position,
      altText: `${product?.name ?? 'Custom product'} in ${option.name}, ${row.side}`,
    });
  }
}

async function setRow(
  deps: RenderDependencies,
  id: number,
  values: Partial<typeof studioRenders.$inferInsert>,
) {
  await deps.db
    .update(studioRenders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(studioRenders.id, id));
}

/**
 * Renders every file of a design that is not done yet, in order (the shopper's colour first), and
 * records each row's status as it goes: the job behind the render status the shopper polls. A file whose
 * content hash is already stored is reused. One file failing marks that row failed and the rest go on.
 */
export async function renderDesign(
  deps: RenderDependencies,
  designId: number,
  onProgress?: (progress: RenderProgress) => void,
): Promise<RenderProgress> {
  const [design] = await deps.db.select().from(studioDesigns).where(eq(studioDesigns.id, designId)).limit(1);
  if (!design) return { done: 0, total: 0 };
  const rows = await deps.db
    .select()
    .from(studioRenders)
    .where(eq(studioRenders.designId, design.id))
    .orderBy(asc(studioRenders.position), asc(studioRenders.id));
  const migrated = migrateDesign(design.document);
  const [product] = await deps.db
    .select({ mockupParams: products.mockupParams })
    .from(products)
    .where(eq(products.id, design.productId))
    .limit(1);
  const total = rows.length;
  let done = rows.filter((row) => row.status === 'done').length;
  onProgress?.({ done, total });
  if (!migrated.ok) {
    for (const row of rows.filter((candidate) => candidate.status !== 'done')) {
      await setRow(deps, row.id, { status: 'failed', error: 'The design could not be read' });
    }
    return { done, total };
  }
  const job: Job = {
    design,
    document: migrated.document,
    params: readMockupParams(product?.mockupParams),
    productId: design.productId,
  };
  for (const row of rows) {
    if (row.status === 'done') continue;
    try {
      await setRow(deps, row.id, { status: 'rendering', error: null });
      const { hash, relative } = await plan(deps, job, row);
      // Content-addressed: a file rendered before from the same content (any design) is reused.
      const size = (await sizeOf(deps.media, relative)) ?? (await produce(deps, job, row, relative));
      const url = `/media/${relative}`;
      if (row.kind === 'mockup') await showMockup(deps, job, row, url);
      await setRow(deps, row.id, {
        status: 'done',
        hash,
        path: relative,
        widthPx: size.width,
        heightPx: size.height,
        error: null,
      });
      done += 1;
    } catch (error) {
      deps.log?.warn({ err: error, designId, renderId: row.id }, 'a studio render failed');
      await setRow(deps, row.id, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
    onProgress?.({ done, total });
  }
  return { done, total };
}

/** Designs with files still to render (after a restart), oldest first. */
export async function pendingDesignIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ designId: studioRenders.designId })
    .from(studioRenders)
    .where(and(ne(studioRenders.status, 'done'), ne(studioRenders.status, 'failed')))
    .orderBy(asc(studioRenders.designId));
  return rows.map((row) => row.designId);
}
