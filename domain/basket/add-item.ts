import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ERROR_MESSAGES, invalid, parseOrThrow } from '../../core/errors';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { basketItems, baskets } from './tables';

export const MAX_QUANTITY = 999;

export const quantitySchema = z.coerce
  .number({ error: 'Please choose a quantity from 1 to 999' })
  .int('Please choose a quantity from 1 to 999')
  .min(1, 'Please choose a quantity from 1 to 999')
  .max(MAX_QUANTITY, 'Please choose a quantity from 1 to 999');

export const addItemSchema = z.object({
  productUrl: z.string().trim().min(1, 'This field is required').max(200),
  colour: z.string().trim().min(1, 'Please choose a colour').max(100),
  size: z.string({ error: 'Please choose a size' }).trim().min(1, 'Please choose a size').max(50),
  quantity: quantitySchema.default(1),
  name: z.string().trim().min(1).max(50).default('main'),
});

export type AddItemInput = z.input<typeof addItemSchema>;

function visitorKey(ctx: ServiceContext): string {
  if (ctx.actor.kind === 'system' || !ctx.actor.sessionId)
    throw invalid({ basket: ['Please enable cookies to use the basket'] });
  return ctx.actor.sessionId;
}

/** Adds a colour and size of one of this store's enabled products to the visitor's basket. */
export async function addItemToBasket(
  ctx: ServiceContext,
  input: AddItemInput,
): Promise<{ key: string; quantity: number }> {
  const item = parseOrThrow(addItemSchema, input);
  const visitorId = visitorKey(ctx);
  const [variant] = await ctx.db
    .select({ variantId: productVariants.id, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(
      and(
        eq(productVariants.divisionId, ctx.store.id),
        eq(products.divisionId, ctx.store.id),
        eq(products.urlName, item.productUrl.toLowerCase()),
        eq(products.enabled, true),
        eq(products.enableAddToCart, true),
        eq(productVariants.enabled, true),
        sql`lower(${productOptions.colourName}) = ${item.colour.toLowerCase()}`,
        eq(productVariants.size, item.size),
      ),
    )
    .limit(1);
  if (!variant) throw invalid({ product: [ERROR_MESSAGES.productNoLongerAvailable] });

  return ctx.db.transaction(async (tx) => {
    const [basket] = await tx
      .insert(baskets)
      .values({ uuid: randomUUID(), divisionId: ctx.store.id, visitorId, name: item.name })
      .onConflictDoUpdate({
        target: [baskets.divisionId, baskets.visitorId, baskets.name],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: baskets.id });
    if (!basket) throw new Error('basket not created');
    const [row] = await tx
      .insert(basketItems)
      .values({
        key: randomUUID(),
        divisionId: ctx.store.id,
        basketId: basket.id,
        productId: variant.productId,
        variantId: variant.variantId,
        quantity: item.quantity,
      })
      .onConflictDoUpdate({
        target: [basketItems.basketId, basketItems.variantId],
        set: { quantity: sql`least(${basketItems.quantity} + ${item.quantity}, ${MAX_QUANTITY})` },
      })
      .returning({ key: basketItems.key, quantity: basketItems.quantity });
    if (!row) throw new Error('basket item not written');
    return row;
  });
}
