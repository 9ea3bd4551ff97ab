import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { BASKET_MESSAGES } from '../../core/basket/rules';
import { removeLineSchema, updateLineSchema } from '../../core/basket/schemas';
import { notFound, parseOrThrow } from '../../core/errors';
import type { ServiceContext } from '../context';
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

/**
 * POST /basket/update/: sets a line's quantity (1 to 999). A key that is not a line of this shopper's
 * baskets in this store: 404 'This item is no longer in your basket'. Answers the line's cart.
 */
export async function updateBasketLine(
  ctx: ServiceContext,
  input: UpdateLineInput,
): Promise<{ items: BasketLine[] }> {
  const { key, quantity } = parseOrThrow(updateLineSchema, input);
  const owner = requireOwner(ctx);
  const [updated] = await ctx.db
    .update(basketItems)
    .set({ quantity })
    .where(
      and(
        eq(basketItems.key, key),
        eq(basketItems.divisionId, ctx.store.id),
        inArray(basketItems.basketId, ownedBaskets(ctx, owner)),
      ),
    )
    .returning({ basketId: basketItems.basketId });
  if (!updated) throw notFound(BASKET_MESSAGES.lineNotFound);
  const [basket] = await ctx.db
    .select({ name: baskets.name })
    .from(baskets)
    .where(eq(baskets.id, updated.basketId));
  return { items: await basketLinesOf(ctx, owner, basket?.name ?? 'main') };
}

/** POST /basket/remove/: takes a line out of the named cart; an unknown key: 404, nothing changes. */
export async function removeBasketLine(
  ctx: ServiceContext,
  input: RemoveLineInput,
): Promise<{ items: BasketLine[] }> {
  const { key, name } = parseOrThrow(removeLineSchema, input);
  const owner = requireOwner(ctx);
  const [removed] = await ctx.db
    .delete(basketItems)
    .where(
      and(
        eq(basketItems.key, key),
        eq(basketItems.divisionId, ctx.store.id),
        inArray(basketItems.basketId, ownedBaskets(ctx, owner, name)),
      ),
    )
    .returning({ id: basketItems.id });
  if (!removed) throw notFound(BASKET_MESSAGES.lineNotFound);
  return { items: await basketLinesOf(ctx, owner, name) };
}
