import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_CART_NAME } from '../../core/basket/rules';
import { basketItems, basketOwnerOf, baskets, ownedBy } from '../basket';
import { productImages, productOptions, products, productVariants } from '../catalog';
import type { ServiceContext } from '../context';

/** A basket line as checkout reads it: the store's own current product data, never the browser's. */
export interface CheckoutLine {
  basketItemId: number;
  basketId: number;
  key: string;
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  productUrl: string;
  image: string | null;
  options: { Colour: string; Size: string };
  quantity: number;
  /** The current price in the store's currency, VAT included (the sale price when lower). */
  unitPrice: number;
  vatRate: number;
  /** The product's type code ('garment', 'printed-paper'…): paper goods go to the paper factory (§3). */
  productType: string;
  /** False for a product or variant of another store, or one no longer on sale. */
  available: boolean;
}

/**
 * The shopper's main basket (the signed-in customer's, else the visitor's), read against this store's catalogue. With `lock`, the basket's rows are locked
 * for the rest of the transaction, so the basket cannot change while its order is being paid.
 */
export async function loadCheckoutLines(
  ctx: ServiceContext,
  options: { lock?: boolean } = {},
): Promise<{ basketId: number | null; lines: CheckoutLine[] }> {
  // The basket's own rule of whose it is, so checkout reads the basket the basket page shows.
  const owner = basketOwnerOf(ctx);
  if (!owner) return { basketId: null, lines: [] };
  const [basket] = await ctx.db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(ownedBy(baskets, ctx.store.id, owner), eq(baskets.name, DEFAULT_CART_NAME)))
    .limit(1);
  if (!basket) return { basketId: null, lines: [] };
  const query = ctx.db
    .select({
      basketItemId: basketItems.id,
      key: basketItems.key,
      quantity: basketItems.quantity,
      productId: basketItems.productId,
      variantId: basketItems.variantId,
      variantDivision: productVariants.divisionId,
      variantEnabled: productVariants.enabled,
      variantProduct: productVariants.productId,
      sku: productVariants.sku,
      size: productVariants.size,
      productDivision: products.divisionId,
      productEnabled: products.enabled,
      enableAddToCart: products.enableAddToCart,
      name: products.name,
      productUrl: products.urlName,
      price: products.price,
      salePrice: products.salePrice,
      vatRate: products.vatRate,
      productType: products.type,
      colour: productOptions.colourName,
      image: sql<string | null>`(select ${productImages.original} from ${productImages}
        where ${productImages.optionId} = ${productOptions.id} order by ${productImages.position} limit 1)`,
    })
    .from(basketItems)
    .innerJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.divisionId, ctx.store.id)))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.id));
  const rows = options.lock ? await query.for('update', { of: basketItems }) : await query;
  return {
    basketId: basket.id,
    lines: rows.map((row) => ({
      basketItemId: row.basketItemId,
      basketId: basket.id,
      key: row.key,
      productId: row.productId,
      variantId: row.variantId,
      sku: row.sku,
      name: row.name,
      productUrl: row.productUrl,
      image: row.image,
      options: { Colour: row.colour, Size: row.size },
      quantity: row.quantity,
      unitPrice: row.salePrice !== null && row.salePrice < row.price ? row.salePrice : row.price,
      vatRate: row.vatRate,
      productType: row.productType,
      available:
        row.variantDivision === ctx.store.id &&
        row.productDivision === ctx.store.id &&
        row.variantProduct === row.productId &&
        row.productEnabled &&
        row.enableAddToCart &&
        row.variantEnabled &&
        row.quantity > 0,
    })),
  };
}
