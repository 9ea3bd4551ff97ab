import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type MockupParams, placementFor, SIDES, type Side } from '../../core/design';
import { insertColourOption } from '../catalog';
import { productImages, products } from '../catalog/tables';
import type { Database } from '../db';
import type { MediaStorage } from '../storage';
import { divisions } from '../stores/tables';
import { seedStores } from './data/stores';
import { STUDIO_BASE_PRODUCTS, type StudioBaseProduct } from './data/studio-products';
import { PRODUCT_IMAGE_SIZE } from './images/garments';
import { renderStudioGarments, studioGarmentImages, studioViews } from './images/studio-garments';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const STUDIO_SEED_LOCK_KEY = 727_007;

/** A base product's mockupParams: its sides' pixel boxes and each colour's photo layers. */
export function studioMockupParams(product: StudioBaseProduct): MockupParams {
  const placements: MockupParams['placements'] = {};
  for (const side of SIDES) {
    const spec = product.sides[side];
    if (spec) placements[side] = placementFor(spec.area, spec.placement);
  }
  const images: MockupParams['images'] = {};
  for (const colour of product.colours) {
    images[colour.name] = Object.fromEntries(
      studioViews(product).map((view) => [view, studioGarmentImages(product, colour.name, view)]),
    );
  }
  return { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, placements, images };
}

/** Inserts the studio's base products into one store (blank, not listed, editable in the studio). */
export async function insertStudioBaseProducts(
  tx: Transaction | Database,
  divisionId: number,
  baseProducts: readonly StudioBaseProduct[] = STUDIO_BASE_PRODUCTS,
): Promise<void> {
  for (const [index, product] of baseProducts.entries()) {
    const sides = SIDES.filter((side) => product.sides[side]);
    const [row] = await tx
      .insert(products)
      .values({
        uuid: randomUUID(),
        divisionId,
        sku: product.sku,
        name: product.name,
        urlName: `blank-${product.key}`,
        description: product.description,
        metaTitle: product.name,
        price: product.price,
        gender: product.gender,
        kind: product.kind,
        type: product.type,
        defaultColour: product.colours[0]?.name ?? null,
        bestsellerRank: index + 1,
        customiseIt: product.key,
        isBaseProduct: true,
        isEditableInStudio: true,
        personalizable: true,
        includeInProductFeed: false,
        applications: sides.map((side: Side) => {
          const spec = product.sides[side];
          const width = spec?.area.widthMm ?? 0;
          return {
            side,
            technique: spec?.technique ?? 'dtg',
            area: {
              x: Math.max(0, (product.platen.widthMm - width) / 2),
              y: 0,
              width,
              height: spec?.area.heightMm ?? 0,
            },
          };
        }),
        platen: product.platen,
        printCosts: Object.fromEntries(sides.map((side) => [side, product.sides[side]?.printCost ?? 0])),
        mockupParams: { ...studioMockupParams(product) },
      })
      .returning({ id: products.id });
    if (!row) throw new Error(`could not seed ${product.key}`);
    for (const [position, colour] of product.colours.entries()) {
      const optionId = await insertColourOption(tx, {
        divisionId,
        productId: row.id,
        sku: product.sku,
        colour,
        sizes: product.sizes,
        position,
      });
      if (optionId === null) continue;
      await tx.insert(productImages).values(
        studioViews(product).map((view, viewIndex) => ({
          divisionId,
          productId: row.id,
          optionId,
          original: studioGarmentImages(product, colour.name, view).photo,
          position: viewIndex,
          altText: `${product.name} in ${colour.name}, ${view}`,
          color: colour.hex,
        })),
      );
    }
  }
}

/**
 * Seeds the studio's base products into the demo stores once (each store that has none), then generates
 * their garment photos into `media` (skipped when null). Hooked into seedDemo.
 */
export async function seedStudio(
  db: Database,
  options: { media: MediaStorage | null; log?: (message: string) => void },
): Promise<void> {
  const stores = seedStores.map((store) => store.subdomain);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STUDIO_SEED_LOCK_KEY})`);
    const rows = await tx
      .select({ id: divisions.id })
      .from(divisions)
      .where(inArray(divisions.subdomain, stores));
    for (const { id } of rows) {
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.divisionId, id), eq(products.isBaseProduct, true)))
        .limit(1);
      if (!existing) await insertStudioBaseProducts(tx, id);
    }
  });
  if (options.media) {
    const started = Date.now();
    await renderStudioGarments(options.media, STUDIO_BASE_PRODUCTS);
    options.log?.(`Studio garment photos ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
