import { and, asc, eq, sql } from 'drizzle-orm';
import { productImages, productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { basketItems, baskets } from './tables';

/** §7 basket list item: key, quantity, name, priceIncTax, image, options Colour and Size, productUuid. */
export interface BasketLine {
  key: string;
  quantity: number;
  name: string;
  productUrl: string;
  priceIncTax: number;
  image: string | null;
  options: { Colour: string; Size: string };
  productUuid: string;
}

function basketOf(ctx: ServiceContext, name: string) {
  const visitorId = ctx.actor.kind === 'system' ? null : ctx.actor.sessionId;
  return and(
    eq(baskets.divisionId, ctx.store.id),
    eq(baskets.visitorId, visitorId ?? ''),
    eq(baskets.name, name),
  );
}

export async function listBasketItems(ctx: ServiceContext, name = 'main'): Promise<BasketLine[]> {
  const rows = await ctx.db
    .select({
      key: basketItems.key,
      quantity: basketItems.quantity,
      name: products.name,
      productUrl: products.urlName,
      price: products.price,
      salePrice: products.salePrice,
      productUuid: products.uuid,
      colour: productOptions.colourName,
      optionId: productOptions.id,
      size: productVariants.size,
      image: sql<string | null>`(select ${productImages.original} from ${productImages}
        where ${productImages.optionId} = ${productOptions.id} order by ${productImages.position} limit 1)`,
    })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .innerJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, basketItems.productId))
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(and(basketOf(ctx, name), eq(basketItems.divisionId, ctx.store.id)))
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
  }));
}

/** The badge number: the total quantity in the basket. */
export async function basketItemCount(ctx: ServiceContext, name = 'main'): Promise<number> {
  if (ctx.actor.kind === 'system' || !ctx.actor.sessionId) return 0;
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${basketItems.quantity}), 0)::int` })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(and(basketOf(ctx, name), eq(basketItems.divisionId, ctx.store.id)));
  return row?.total ?? 0;
}
