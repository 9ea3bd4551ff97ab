import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { BASKET_MESSAGES } from '../../core/basket/rules';
import { removeLineSchema, updateLineSchema } from '../../core/basket/schemas';
import { notFound, parseOrThrow } from '../../core/errors';
import type { ServiceContext } from '../context';
import { refuseHeldLines } from './holds';
import { type BasketLine, basketLinesOf } from './list-items';
import { type Owner, ownedBy, requireOwner } from './owner';
import { basketItems, baskets } from './tables';

export type UpdateLineInput = z.input<typeof updateLineSchema>;
export type RemoveLineInput = z.input<typeof removeLineSchema>;

function ownedBaskets(ctx: ServiceContext, owner: Owner, name?: string) {
  return ctx.db
    .select({ id: baskets.id })
    .from(baskets)
    .where(
      name === undefined
        ? ownedBy(baskets, ctx.store.id, owner)
        : and(ownedBy(baskets, ctx.store.id, owner), eq(baskets.name, name)),
    );
}

/** The shopper's line with this key (and its basket's name), locked; refused while it is held for a payment. */
async function lockChangeableLine(ctx: ServiceContext, owner: Owner, key: string, name?: string) {
  const [line] = await ctx.db
    .select({ id: basketItems.id, basketId: basketItems.basketId, variantId: basketItems.variantId })
    .from(basketItems)
    .where(
      and(
        eq(basketItems.key, key),
        eq(basketItems.divisionId, ctx.store.id),
        inArray(basketItems.basketId, ownedBaskets(ctx, owner, name)),
      ),
    )
    .for('update');
  if (!line) throw notFound(BASKET_MESSAGES.lineNotFound);
  await refuseHeldLines(ctx.db, line.basketId, [line.variantId], 'quantity');
  const [basket] = await ctx.db
    .select({ name: baskets.name })
    .from(baskets)
    .where(eq(baskets.id, line.basketId));
  return { ...line, basketName: basket?.name ?? 'main' };
}

/**
 * POST /basket/update/: sets a line's quantity (1 to 999). A key that is not a line of this shopper's
 * baskets in this store: 404 'This item is no longer in your basket'; a line whose payment awaits the bank's
 * authentication: 422, unchanged. Answers the line's cart.
 */
export async function updateBasketLine(
  ctx: ServiceContext,
  input: UpdateLineInput,
): Promise<{ items: BasketLine[] }> {
  const { key, quantity } = parseOrThrow(updateLineSchema, input);
  const owner = requireOwner(ctx);
  const basketName = await ctx.db.transaction(async (db) => {
    const line = await lockChangeableLine({ ...ctx, db }, owner, key);
    await db.update(basketItems).set({ quantity }).where(eq(basketItems.id, line.id));
    return line.basketName;
  });
  return { items: await basketLinesOf(ctx, owner, basketName) };
}

/**
 * POST /basket/remove/: takes a line out of the named cart; an unknown key: 404, a line whose payment awaits
 * the bank's authentication: 422; nothing changes.
 */
export async function removeBasketLine(
  ctx: ServiceContext,
  input: RemoveLineInput,
): Promise<{ items: BasketLine[] }> {
  const { key, name } = parseOrThrow(removeLineSchema, input);
  const owner = requireOwner(ctx);
  await ctx.db.transaction(async (db) => {
    const line = await lockChangeableLine({ ...ctx, db }, owner, key, name);
    await db.delete(basketItems).where(eq(basketItems.id, line.id));
  });
  return { items: await basketLinesOf(ctx, owner, name) };
}
