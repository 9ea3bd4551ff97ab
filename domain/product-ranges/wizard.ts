import { and, eq, inArray } from 'drizzle-orm';
import type { MockupPlacement, Side } from '../../core/design';
import {
  type ArtworkPlacement,
  DEFAULT_PLACEMENT,
  mainSide,
  minimumPrice,
  productNoun,
  rangeBaseCost,
  suggestedPrice,
} from '../../core/product-ranges';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { type BaseProductView, listBaseProducts } from '../studio';

export interface RangeColour {
  name: string;
  hex: string;
  sizes: string[];
  /** The blank photo of the view the artwork is seen on. */
  photo: string | null;
}

/** A base product as the artwork wizard offers it: what it draws, costs and suggests. */
export interface RangeBaseProduct {
  id: number;
  /** Its customiseIt value: what the publish form names it by. */
  key: string;
  name: string;
  gender: string;
  /** 'Tee', 'Tote'…: the word after the range's name. */
  noun: string;
  medium: BaseProductView['medium'];
  side: Side;
  printArea: { widthMm: number; heightMm: number };
  printAreas: BaseProductView['printAreas'];
  /** Where the print area sits on the colour photos (pixels of a photo `photoWidth` × `photoHeight`). */
  placement: MockupPlacement | null;
  photoWidth: number;
  photoHeight: number;
  colours: RangeColour[];
  baseCost: number;
  vatRate: number;
  minimumPrice: number;
  suggestedPrice: number;
  defaultPlacement: ArtworkPlacement;
}

export interface RangeWizardView {
  currency: string;
  baseProducts: RangeBaseProduct[];
}

/** What the base products' rows add to the studio's view: their VAT rate and own base cost. */
async function costsOf(ctx: ServiceContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { vatRate: number; baseCost: number | null }>();
  const rows = await ctx.db
    .select({ id: products.id, vatRate: products.vatRate, baseCost: products.baseCost })
    .from(products)
    .where(and(eq(products.divisionId, ctx.store.id), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, { vatRate: row.vatRate, baseCost: row.baseCost }]));
}

/** The store's studio base products a range can be made on, as the wizard and the publish step see them. */
export async function rangeBaseProducts(ctx: ServiceContext): Promise<RangeBaseProduct[]> {
  const bases = await listBaseProducts(ctx);
  const costs = await costsOf(
    ctx,
    bases.map((base) => base.id),
  );
  const offered: RangeBaseProduct[] = [];
  for (const base of bases) {
    const side = mainSide(base);
    const area = side ? base.printAreas[side] : undefined;
    if (!side || !area || base.colours.length === 0) continue;
    const cost = costs.get(base.id) ?? { vatRate: 1, baseCost: null };
    const baseCost = rangeBaseCost(
      { baseCost: cost.baseCost, price: base.price, printCosts: base.printCosts, vatRate: cost.vatRate },
      [side],
    );
    const placement = base.mockupParams?.placements[side] ?? null;
    offered.push({
      id: base.id,
      key: base.customiseIt,
      name: base.name,
      gender: base.gender,
      noun: productNoun(base),
      medium: base.medium,
      side,
      printArea: area,
      printAreas: base.printAreas,
      placement,
      photoWidth: base.mockupParams?.width ?? 1000,
      photoHeight: base.mockupParams?.height ?? 1000,
      colours: base.colours.map((colour) => ({
        name: colour.name,
        hex: colour.hex,
        sizes: colour.sizes,
        photo:
          (placement ? base.mockupParams?.images[colour.name]?.[placement.view]?.photo : undefined) ??
          colour.images[0] ??
          null,
      })),
      baseCost,
      vatRate: cost.vatRate,
      minimumPrice: minimumPrice(baseCost, cost.vatRate),
      suggestedPrice: suggestedPrice(baseCost, cost.vatRate),
      defaultPlacement: { ...DEFAULT_PLACEMENT },
    });
  }
  return offered;
}

/** The artwork wizard's data: the store's currency and the base products it may choose. */
export async function rangeWizard(ctx: ServiceContext): Promise<RangeWizardView> {
  await assertMayManage(ctx, 'products');
  return { currency: ctx.store.settings.currency, baseProducts: await rangeBaseProducts(ctx) };
}
