import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { LISTINGS_TAG, noteShown, productTag } from '../cache-invalidation';
import type { ServiceContext } from '../context';
import { listedProduct } from './listed';
import { productImages, productOptions, products } from './tables';

/** A product as a grid card shows it. */
export interface ProductSummary {
  id: number;
  uuid: string;
  urlName: string;
  name: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  image: string | null;
  imageAlt: string;
  /** The point the image's crops centre on, when it is not the middle. */
  imageFocus?: { x: number; y: number };
  colours: { name: string; hex: string }[];
}

export interface ListProductsOptions {
  limit: number;
  sort?: 'bestseller' | 'new-in';
}

export async function listProductSummaries(
  ctx: ServiceContext,
  options: ListProductsOptions,
): Promise<ProductSummary[]> {
  noteShown(LISTINGS_TAG);
  const order =
    options.sort === 'new-in'
      ? [desc(products.createdAt), desc(products.id)]
      : [asc(sql`coalesce(${products.bestsellerRank}, 2147483647)`), asc(products.id)];
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.divisionId, ctx.store.id), eq(products.enabled, true), listedProduct()))
    .orderBy(...order)
    .limit(Math.max(1, Math.min(options.limit, 100)));
  return summariesForIds(
    ctx,
    rows.map((row) => row.id),
  );
}

/** Cards for the given products of this store, in the order of the ids; unknown or disabled ids are skipped. */
export async function summariesForIds(ctx: ServiceContext, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  noteShown(...ids.map(productTag));
  const [rows, options, images] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        uuid: products.uuid,
        urlName: products.urlName,
        name: products.name,
        price: products.price,
        salePrice: products.salePrice,
        onSale: products.onSale,
        defaultColour: products.defaultColour,
      })
      .from(products)
      .where(
        and(eq(products.divisionId, ctx.store.id), eq(products.enabled, true), inArray(products.id, ids)),
      ),
    ctx.db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.divisionId, ctx.store.id), inArray(productOptions.productId, ids)))
      .orderBy(asc(productOptions.position)),
    ctx.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.divisionId, ctx.store.id), inArray(productImages.productId, ids)))
      .orderBy(asc(productImages.position)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const colours = options.filter((option) => option.productId === row.id);
    const defaultOption = colours.find((option) => option.colourName === row.defaultColour) ?? colours[0];
    const image =
      images.find(
        (candidate) => candidate.productId === row.id && candidate.optionId === defaultOption?.id,
      ) ?? images.find((candidate) => candidate.productId === row.id);
    return [
      {
        id: row.id,
        uuid: row.uuid,
        urlName: row.urlName,
        name: row.name,
        price: row.price,
        salePrice: row.salePrice,
        onSale: row.onSale,
        image: image?.original ?? null,
        imageAlt: image?.altText || row.name,
        ...(image && (image.focusX !== 0.5 || image.focusY !== 0.5)
          ? { imageFocus: { x: image.focusX, y: image.focusY } }
          : {}),
        colours: colours.map((option) => ({ name: option.colourName, hex: option.colourHex })),
      },
    ];
  });
}
