import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BASKET_MESSAGES, joinQuantities, MAX_BASKET_LINES, MAX_QUANTITY } from '../../core/basket/rules';
import { addItemToCartSchema, type BasketItem, bulkAddItemsSchema } from '../../core/basket/schemas';
import { invalid, parseOrThrow } from '../../core/errors';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { refuseHeldLines } from './holds';
import { type BasketLine, basketLinesOf } from './list-items';
import { type Owner, ownerValues, requireOwner } from './owner';
import { basketItems, baskets } from './tables';
import { type ResolvedVariant, resolveVariant } from './variants';

export type AddItemToCartInput = z.input<typeof addItemToCartSchema>;
export type BulkAddItemsInput = z.input<typeof bulkAddItemsSchema>;

/**
 * The owner's named cart, created when missing. The upsert locks the basket's row until the transaction
 * ends, so concurrent adds to one basket take turns (the line limit holds on PostgreSQL too).
 */
export async function lockBasket(tx: Database, storeId: number, owner: Owner, name: string): Promise<number> {
  const target =
    owner.kind === 'customer'
      ? [baskets.divisionId, baskets.customerId, baskets.name]
      : [baskets.divisionId, baskets.visitorId, baskets.name];
  const [basket] = await tx
    .insert(baskets)
    .values({ uuid: randomUUID(), divisionId: storeId, ...ownerValues(owner), name })
    .onConflictDoUpdate({ target, set: { updatedAt: sql`now()` } })
    .returning({ id: baskets.id });
  if (!basket) throw new Error('basket not created');
  return basket.id;
}

interface NewLine extends ResolvedVariant {
  quantity: number;
}

/**
 * Adds lines to a locked basket: a variant already there gets the quantities joined (capped at 999).
 * Answers whether a quantity was capped. Refuses (throws) past the line limit; the caller's transaction
 * then leaves the basket as it was.
 */
async function addLines(
  tx: Database,
  storeId: number,
  basketId: number,
  lines: NewLine[],
  options: { reportCapped: boolean },
): Promise<boolean> {
  const byVariant = new Map<number, NewLine>();
  let capped = false;
  for (const line of lines) {
    const seen = byVariant.get(line.variantId);
    if (seen) {
      capped ||= seen.quantity + line.quantity > MAX_QUANTITY;
      seen.quantity = joinQuantities(seen.quantity, line.quantity);
    } else byVariant.set(line.variantId, { ...line });
  }
  const merged = [...byVariant.values()];
  await refuseHeldLines(
    tx,
    basketId,
    merged.map((line) => line.variantId),
    'basket',
  );
  // Only a bulk add says when a quantity was capped; a single add spares the look-up.
  const existing = !options.reportCapped
    ? []
    : await tx
        .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
        .from(basketItems)
        .where(
          and(
            eq(basketItems.basketId, basketId),
            inArray(
              basketItems.variantId,
              merged.map((line) => line.variantId),
            ),
          ),
        );
  for (const row of existing) {
    const adding = byVariant.get(row.variantId)?.quantity ?? 0;
    capped ||= row.quantity + adding > MAX_QUANTITY;
  }
  const written = await tx
    .insert(basketItems)
    .values(
      merged.map((line) => ({
        key: randomUUID(),
        divisionId: storeId,
        basketId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
      })),
    )
    .onConflictDoUpdate({
      target: [basketItems.basketId, basketItems.variantId],
      set: { quantity: sql`least(${basketItems.quantity} + excluded.quantity, ${MAX_QUANTITY})` },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!written.some((row) => row.inserted)) return capped;
  const [count] = await tx
    .select({ lines: sql<number>`count(*)::int` })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  if ((count?.lines ?? 0) > MAX_BASKET_LINES) throw invalid({ basket: [BASKET_MESSAGES.basketFull] });
  return capped;
}

async function resolveAll(
  ctx: ServiceContext,
  items: BasketItem[],
  field: (index: number) => string,
): Promise<NewLine[]> {
  const resolved = await Promise.all(items.map((item) => resolveVariant(ctx.db, ctx.store.id, item)));
  const missing = resolved.flatMap((variant, index) => (variant ? [] : [index]));
  if (missing.length > 0)
    throw invalid(
      Object.fromEntries(missing.map((index) => [field(index), [BASKET_MESSAGES.productNoLongerAvailable]])),
      BASKET_MESSAGES.productNoLongerAvailable,
    );
  return resolved.map((variant, index) => ({
    ...(variant as ResolvedVariant),
    quantity: items[index]?.quantity ?? 1,
  }));
}

/**
 * POST /frontend/product/addItemToCart/: one colour and size of one of this store's products (or a
 * variant by id) into the owner's named cart. A product of another store, a disabled product or variant,
 * or one that may not be added to the basket: 422 'Oops... Looks like this product is no longer available',
 * and nothing is written.
 */
export async function addItemToBasket(
  ctx: ServiceContext,
  input: AddItemToCartInput,
): Promise<{ items: BasketLine[] }> {
  const { item, name } = parseOrThrow(addItemToCartSchema, input);
  const owner = requireOwner(ctx);
  const lines = await resolveAll(ctx, [item], () => 'item');
  await ctx.db.transaction(async (tx) => {
    await addLines(tx, ctx.store.id, await lockBasket(tx, ctx.store.id, owner, name), lines, {
      reportCapped: false,
    });
  });
  return { items: await basketLinesOf(ctx, owner, name) };
}

/**
 * POST /frontend/product/bulkAddItemsToCart/: several items at once, all or none. No items: 422 'No items
 * were added to basket'. Any item not available: 'Oops... Looks like this product is no longer available'
 * (the API answers it with 400, §8) and nothing is written. `message` says when a quantity was capped.
 */
export async function bulkAddToBasket(
  ctx: ServiceContext,
  input: BulkAddItemsInput,
): Promise<{ items: BasketLine[]; message?: string }> {
  const { items, name } = parseOrThrow(bulkAddItemsSchema, input);
  const owner = requireOwner(ctx);
  const lines = await resolveAll(ctx, items, (index) => `items.${index}`);
  const capped = await ctx.db.transaction(async (tx) =>
    addLines(tx, ctx.store.id, await lockBasket(tx, ctx.store.id, owner, name), lines, {
      reportCapped: true,
    }),
  );
  const answer = await basketLinesOf(ctx, owner, name);
  return capped ? { items: answer, message: BASKET_MESSAGES.quantitiesCapped } : { items: answer };
}
