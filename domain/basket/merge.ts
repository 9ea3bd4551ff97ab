import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { MAX_FAVOURITES, MAX_QUANTITY } from '../../core/basket/rules';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { lockBasket } from './add-items';
import type { Owner } from './owner';
import { basketItems, baskets, favourites } from './tables';

async function mergeBaskets(tx: Database, storeId: number, visitorId: string, customer: Owner) {
  const visitorBaskets = await tx
    .select({ id: baskets.id, name: baskets.name })
    .from(baskets)
    .where(and(eq(baskets.divisionId, storeId), eq(baskets.visitorId, visitorId), isNull(baskets.customerId)))
    .orderBy(asc(baskets.id))
    .for('update');
  for (const from of visitorBaskets) {
    const into = await lockBasket(tx, storeId, customer, from.name);
    // The same variant in both: quantities add, capped at 999.
    await tx.execute(sql`
      update ${basketItems} as target
      set quantity = least(target.quantity + source.quantity, ${MAX_QUANTITY})
      from ${basketItems} as source
      where target.basket_id = ${into} and source.basket_id = ${from.id}
        and source.variant_id = target.variant_id`);
    // The rest move across with their keys, so a page the visitor has open keeps working.
    const held = tx
      .select({ variantId: basketItems.variantId })
      .from(basketItems)
      .where(eq(basketItems.basketId, into));
    await tx
      .update(basketItems)
      .set({ basketId: into })
      .where(and(eq(basketItems.basketId, from.id), notInArray(basketItems.variantId, held)));
    await tx.delete(baskets).where(eq(baskets.id, from.id));
  }
}

async function mergeFavourites(tx: Database, storeId: number, visitorId: string, customerId: number) {
  const mine = and(eq(favourites.divisionId, storeId), eq(favourites.customerId, customerId));
  const visitors = and(
    eq(favourites.divisionId, storeId),
    eq(favourites.visitorId, visitorId),
    isNull(favourites.customerId),
  );
  const kept = await tx
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(mine)
    .for('update');
  const room = Math.max(0, MAX_FAVOURITES - kept.length);
  const keptIds = kept.map((row) => row.productId);
  const moving = await tx
    .select({ id: favourites.id })
    .from(favourites)
    .where(keptIds.length > 0 ? and(visitors, notInArray(favourites.productId, keptIds)) : visitors)
    .orderBy(asc(favourites.createdAt), asc(favourites.id))
    .limit(room);
  if (moving.length > 0)
    await tx
      .update(favourites)
      .set({ visitorId: null, customerId })
      .where(
        inArray(
          favourites.id,
          moving.map((row) => row.id),
        ),
      );
  await tx.delete(favourites).where(visitors);
}

/**
 * At sign-in, the visitor's baskets and favourites in this store join the customer's: lines of the same
 * variant add their quantities (capped at 999), other lines and favourites move across (favourites up to
 * the limit), and the visitor's rows are gone. All or nothing. The visitor is the context's anonymous
 * visitor id (ctx.actor.sessionId stays the pf_visitor cookie before and after sign-in).
 */
export async function mergeVisitorIntoCustomer(ctx: ServiceContext, customerId: number): Promise<void> {
  const visitorId = ctx.actor.kind === 'system' ? null : ctx.actor.sessionId;
  if (!visitorId) return;
  const customer: Owner = { kind: 'customer', customerId };
  await ctx.db.transaction(async (tx) => {
    await mergeBaskets(tx, ctx.store.id, visitorId, customer);
    await mergeFavourites(tx, ctx.store.id, visitorId, customerId);
  });
}
