import { and, eq } from 'drizzle-orm';
import { holdBasketLines, releaseBasketLines } from '../basket';
import type { ServiceContext } from '../context';
import { orderItems, orders } from '../orders';

/** How long basket lines stay held for a payment awaiting the bank's authentication, at most. */
export const AUTHENTICATION_HOLD_MS = 60 * 60 * 1000;

async function basketOf(ctx: ServiceContext, orderId: number): Promise<number | null> {
  const [order] = await ctx.db
    .select({ basketId: orders.basketId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.divisionId, ctx.store.id)));
  return order?.basketId ?? null;
}

/** The order's payment awaits the bank: the basket lines it was priced from are held until it ends. */
export async function holdOrderedLines(ctx: ServiceContext, orderId: number, now: Date): Promise<void> {
  const basketId = await basketOf(ctx, orderId);
  if (basketId === null) return;
  const items = await ctx.db
    .select({ variantId: orderItems.variantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const variantIds = items.map((item) => item.variantId).filter((id): id is number => id !== null);
  await holdBasketLines(ctx, basketId, variantIds, new Date(now.getTime() + AUTHENTICATION_HOLD_MS));
}

/** The order's payment ended unpaid: its basket may change again. */
export async function releaseOrderedLines(ctx: ServiceContext, orderId: number): Promise<void> {
  const basketId = await basketOf(ctx, orderId);
  if (basketId !== null) await releaseBasketLines(ctx, basketId);
}
