import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  isPaperType,
  type Medium,
  type MockupParams,
  type PrintArea,
  readMockupParams,
  SIDES,
  type Side,
} from '../../core/design';
import { productImages, productOptions, products } from '../catalog/tables';
import type { ServiceContext } from '../context';

export interface BaseProductColour {
  name: string;
  hex: string;
  sizes: string[];
  /** The blank product photo of this colour (front first). */
  images: string[];
}

/** A product the studio can design on, with what the editor needs to draw and price it. */
export interface BaseProductView {
  id: number;
  uuid: string;
  sku: string;
  name: string;
  urlName: string;
  description: string;
  /** The studio path segment: /studio/{customiseIt}/. */
  customiseIt: string;
  kind: string;
  type: string;
  medium: Medium;
  gender: string;
  price: number;
  /** Added to the price for each printed side. */
  printCosts: Partial<Record<Side, number>>;
  /** The printable sides and their physical size. */
  printAreas: Partial<Record<Side, PrintArea>>;
  /** How each side is printed (§3 applications). */
  applications: {
    side: Side;
    technique: string;
    area: { x: number; y: number; width: number; height: number };
  }[];
  platen: { widthMm: number; heightMm: number } | null;
  colours: BaseProductColour[];
  defaultColour: string;
  mockupParams: MockupParams | null;
}

type ProductRow = typeof products.$inferSelect;

export function printAreasOf(row: Pick<ProductRow, 'applications'>): Partial<Record<Side, PrintArea>> {
  const areas: Partial<Record<Side, PrintArea>> = {};
  for (const application of row.applications) {
    if (SIDES.includes(application.side) && application.area.width > 0 && application.area.height > 0) {
      areas[application.side] = { widthMm: application.area.width, heightMm: application.area.height };
    }
  }
  return areas;
}

const studioProducts = (ctx: ServiceContext) =>
  and(
    eq(products.divisionId, ctx.store.id),
    eq(products.isBaseProduct, true),
    eq(products.isEditableInStudio, true),
    eq(products.enabled, true),
  );

async function views(ctx: ServiceContext, rows: ProductRow[]): Promise<BaseProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [options, images] = await Promise.all([
    ctx.db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.divisionId, ctx.store.id), inArray(productOptions.productId, ids)))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    ctx.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.divisionId, ctx.store.id), inArray(productImages.productId, ids)))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  return rows.map((row) => {
    const colours = options
      .filter((option) => option.productId === row.id)
      .map((option) => ({
        name: option.colourName,
        hex: option.colourHex,
        sizes: option.sizes,
        images: images
          .filter((image) => image.productId === row.id && image.optionId === option.id)
          .map((image) => image.original),
      }));
    return {
      id: row.id,
      uuid: row.uuid,
      sku: row.sku,
      name: row.name,
      urlName: row.urlName,
      description: row.description,
      customiseIt: row.customiseIt ?? row.urlName,
      kind: row.kind,
      type: row.type,
      medium: isPaperType(row.type) ? 'paper' : 'garment',
      gender: row.gender,
      price: row.price,
      printCosts: row.printCosts,
      printAreas: printAreasOf(row),
      applications: row.applications,
      platen: row.platen,
      colours,
      defaultColour: row.defaultColour ?? colours[0]?.name ?? '',
      mockupParams: readMockupParams(row.mockupParams),
    };
  });
}

/** The store's base products the studio offers, in the store's order. */
export async function listBaseProducts(ctx: ServiceContext): Promise<BaseProductView[]> {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(studioProducts(ctx))
    .orderBy(asc(sql`coalesce(${products.bestsellerRank}, 2147483647)`), asc(products.id));
  return views(ctx, rows);
}

/** One base product by its customiseIt value, url name or uuid; null when this store has none. */
export async function getBaseProduct(ctx: ServiceContext, key: string): Promise<BaseProductView | null> {
  const wanted = key.trim().toLowerCase();
  if (wanted.length === 0 || wanted.length > 200) return null;
  const rows = await ctx.db
    .select()
    .from(products)
    .where(
      and(
        studioProducts(ctx),
        or(eq(products.customiseIt, wanted), eq(products.urlName, wanted), eq(products.uuid, wanted)),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  const [view] = await views(ctx, rows);
  return view ?? null;
}
