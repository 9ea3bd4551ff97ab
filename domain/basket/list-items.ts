import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_CART_NAME } from '../../core/basket/rules';
import { productImages, productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { type Owner, ownedBy, ownerOf } from './owner';
import { basketItems, baskets } from './tables';

/** §7 basket list item: key, quantity, name, priceIncTax, image, options Colour and Size, productUuid. */
export interface BasketLine {
  key: string;
  quantity: number;
  name: string;
  productUrl: string;
  /** Unit price with tax, in minor units of the store currency, always from the server. */
  priceIncTax: number;
  image: string | null;
  options: { Colour: string; Size: string };
  productUuid: string;
  /** The variant's id, as the embedded-frame message names it. */
  variantId: string;
}

/** Lines still for sale: a product or variant disabled since it was added is left out. */
const forSale = and(eq(products.enabled, true), eq(productVariants.enabled, true));

/** The lines of the owner's named cart that are still for sale (join baskets, variants and products first). */
const linesForSale = (ctx: ServiceContext, owner: Owner, name: string) =>
  and(
    ownedBy(baskets, ctx.store.id, owner),
    eq(baskets.name, name),
    eq(basketItems.divisionId, ctx.store.id),
    forSale,
  );

/** The lines of the owner's named cart in this store, oldest first. */
export async function basketLinesOf(ctx: ServiceContext, owner: Owner, name: string): Promise<BasketLine[]> {
  const rows = await ctx.db
    .select({
      key: basketItems.key,
      quantity: basketItems.quantity,
      name: products.name,
      productUrl: products.urlName,
      price: products.price,
      salePrice: products.salePrice,
      productUuid: products.uuid,
      variantUuid: productVariants.uuid,
      colour: productOptions.colourName,
      size: productVariants.size,
      image: sql<string | null>`(select ${productImages.original} from ${productImages}
        where ${productImages.optionId} = ${productOptions.id} order by ${productImages.position} limit 1)`,
    })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .innerJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, basketItems.productId))
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(linesForSale(ctx, owner, name))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.id));
  return rows.map((row) => ({
    key: row.key,
    quantity: row.quantity,
    name: row.name,
    productUrl: row.productUrl,
    priceIncTax: row.salePrice !== null && row.salePrice < row.price ? row.salePrice : row.price,
    image: row.image,
    options: { Colour: row.colour, Size: row.size },
    productUuid: row.productUuid,
    variantId: row.variantUuid,
  }));
}

/** GET /basket/{name}/list/: the lines of the visitor's (or customer's) cart. */
export async function listBasketItems(ctx: ServiceContext, name = DEFAULT_CART_NAME): Promise<BasketLine[]> {
  const owner = ownerOf(ctx);
  return owner ? basketLinesOf(ctx, owner, name) : [];
}

/** The badge number: the total quantity in the basket. */
export async function basketItemCount(ctx: ServiceContext, name = DEFAULT_CART_NAME): Promise<number> {
  const owner = ownerOf(ctx);
  if (!owner) return 0;
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${basketItems.quantity}), 0)::int` })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .innerJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(linesForSale(ctx, owner, name));
  return row?.total ?? 0;
}
