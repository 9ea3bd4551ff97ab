import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { notFound, TRANSPORT_MESSAGES } from '../../core/errors';
import type { ServiceContext } from '../context';
import { productImages, productOptions, products, productVariants } from './tables';

/** A colour option of a product (§3 options: colour name, sizes, images, thumbnail, pro). */
export interface FetchedOption {
  colourName: string;
  colourHex: string;
  sizes: { size: string; variantUuid: string | null; available: boolean }[];
  images: { src: string; alt: string }[];
  thumbnail: string | null;
  pro: boolean;
}

/** A product as POST /products/fetch/ and the base-product call answer it. */
export interface FetchedProduct {
  id: number;
  uuid: string;
  sku: string;
  name: string;
  urlName: string;
  description: string;
  /** Minor units of the store currency. */
  price: number;
  salePrice: number | null;
  onSale: boolean;
  vatRate: number;
  type: string;
  kind: string;
  gender: string;
  defaultColour: string | null;
  enableAddToCart: boolean;
  isBaseProduct: boolean;
  baseProductId: number | null;
  baseSku: string | null;
  options: FetchedOption[];
  colours: { name: string; hex: string }[];
  sizes: string[];
  images: { src: string; alt: string; colour: string | null }[];
  applications: (typeof products.$inferSelect)['applications'];
  platen: (typeof products.$inferSelect)['platen'];
  printCosts: (typeof products.$inferSelect)['printCosts'];
}

/** How many products one call may ask for. */
export const FETCH_PRODUCTS_MAX = 100;

export type ProductRow = typeof products.$inferSelect;

/** The products' options, variants and images, read in three queries, shaped per product, in order. */
export async function withParts(ctx: ServiceContext, rows: ProductRow[]): Promise<FetchedProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const storeId = ctx.store.id;
  const [options, variants, images] = await Promise.all([
    ctx.db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.divisionId, storeId), inArray(productOptions.productId, ids)))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    ctx.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.divisionId, storeId), inArray(productVariants.productId, ids))),
    ctx.db
      .select()
      .from(productImages)
      .where(
        and(
          eq(productImages.divisionId, storeId),
          inArray(productImages.productId, ids),
          eq(productImages.kind, 'product'),
        ),
      )
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  return rows.map((row) => {
    const own = options.filter((option) => option.productId === row.id);
    const ownImages = images.filter((image) => image.productId === row.id);
    const colourOf = new Map(own.map((option) => [option.id, option.colourName]));
    const fetchedOptions = own.map((option) => ({
      colourName: option.colourName,
      colourHex: option.colourHex,
      sizes: option.sizes.map((size) => {
        const variant = variants.find(
          (candidate) => candidate.optionId === option.id && candidate.size === size,
        );
        // Without variant rows a listed size can be bought (the basket makes the line from the option).
        return { size, variantUuid: variant?.uuid ?? null, available: variant ? variant.enabled : true };
      }),
      images: ownImages
        .filter((image) => image.optionId === option.id || image.optionId === null)
        .map((image) => ({
          src: image.original,
          alt: image.altText || `${row.name} in ${option.colourName}`,
        })),
      thumbnail: option.thumbnail,
      pro: option.pro,
    }));
    return {
      id: row.id,
      uuid: row.uuid,
      sku: row.sku,
      name: row.name,
      urlName: row.urlName,
      description: row.description,
      price: row.price,
      salePrice: row.salePrice,
      onSale: row.onSale,
      vatRate: row.vatRate,
      type: row.type,
      kind: row.kind,
      gender: row.gender,
      defaultColour: row.defaultColour,
      enableAddToCart: row.enableAddToCart,
      isBaseProduct: row.isBaseProduct,
      baseProductId: row.baseProductId,
      baseSku: row.baseSku,
      options: fetchedOptions,
      colours: own.map((option) => ({ name: option.colourName, hex: option.colourHex })),
      sizes: [...new Set(own.flatMap((option) => option.sizes))],
      images: ownImages.map((image) => ({
        src: image.original,
        alt: image.altText || row.name,
        colour: image.optionId === null ? null : (colourOf.get(image.optionId) ?? null),
      })),
      applications: row.applications,
      platen: row.platen,
      printCosts: row.printCosts,
    };
  });
}

/**
 * POST /products/fetch/: the store's enabled products with these ids, in the order asked, each once.
 * Ids of another store's products, disabled products or no product are left out.
 */
export async function fetchProducts(
  ctx: ServiceContext,
  productIds: readonly number[],
): Promise<FetchedProduct[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.divisionId, ctx.store.id), inArray(products.id, ids), eq(products.enabled, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withParts(
    ctx,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/**
 * GET /products/fetch-base-product/?sku=: the base product (the blank the studio prints on) of the
 * store's product with this sku: the product itself when it is a base product, else the base it was
 * made from. 404 when the store has no such product or it has no base.
 */
export async function fetchBaseProduct(ctx: ServiceContext, sku: string): Promise<FetchedProduct> {
  const storeId = ctx.store.id;
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.divisionId, storeId), eq(products.sku, sku)))
    .limit(1);
  if (!product) throw notFound(TRANSPORT_MESSAGES.notFound);
  if (product.isBaseProduct && product.enabled) return fetchedOne(ctx, product);
  const baseMatches = [
    product.baseProductId === null ? undefined : eq(products.id, product.baseProductId),
    product.baseSku === null ? undefined : eq(products.sku, product.baseSku),
  ].filter((condition) => condition !== undefined);
  if (baseMatches.length === 0) throw notFound(TRANSPORT_MESSAGES.notFound);
  const [base] = await ctx.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.divisionId, storeId),
        eq(products.isBaseProduct, true),
        eq(products.enabled, true),
        or(...baseMatches),
      ),
    )
    .limit(1);
  if (!base) throw notFound(TRANSPORT_MESSAGES.notFound);
  return fetchedOne(ctx, base);
}

async function fetchedOne(ctx: ServiceContext, row: ProductRow): Promise<FetchedProduct> {
  const [fetched] = await withParts(ctx, [row]);
  if (!fetched) throw notFound(TRANSPORT_MESSAGES.notFound);
  return fetched;
}
