import { and, eq, inArray } from 'drizzle-orm';
import { invalid } from '../../core/errors';
import { PAYMENT_MESSAGES } from '../../core/payments';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { basketItems } from './tables';

/**
 * Lines priced into a payment that awaits the bank's authentication are held: their quantities may not change
 * until the payment ends (or the hold lapses), so the amount the bank confirms is still the basket's.
 */
export async function holdBasketLines(
  ctx: ServiceContext,
  basketId: number,
  variantIds: number[],
  until: Date,
): Promise<void> {
  if (variantIds.length === 0) return;
  await ctx.db
    .update(basketItems)
    .set({ heldUntil: until })
    .where(
      and(
        eq(basketItems.basketId, basketId),
        eq(basketItems.divisionId, ctx.store.id),
        inArray(basketItems.variantId, variantIds),
      ),
    );
}

/** The payment ended without paying (declined, or for another amount): the basket's lines may change again. */
export async function releaseBasketLines(ctx: ServiceContext, basketId: number): Promise<void> {
  await ctx.db
    .update(basketItems)
    .set({ heldUntil: null })
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.divisionId, ctx.store.id)));
}

/**
 * Refuses a change to any of these lines while it is held. The lines are locked first (a checkout placing
 * them holds their locks), so a change that arrives meanwhile waits, then reads the hold the checkout left.
 */
export async function refuseHeldLines(
  tx: Database,
  basketId: number,
  variantIds: number[],
  field: string,
): Promise<void> {
  if (variantIds.length === 0) return;
  const lines = await tx
    .select({ heldUntil: basketItems.heldUntil })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), inArray(basketItems.variantId, variantIds)))
    .for('update');
  const now = Date.now();
  if (lines.some((line) => line.heldUntil !== null && line.heldUntil.getTime() > now))
    throw invalid({ [field]: [PAYMENT_MESSAGES.itemsAwaitingAuthentication] });
}
