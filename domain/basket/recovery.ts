import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { BASKET_MESSAGES, MAX_FAVOURITES } from '../../core/basket/rules';
import { favouritesRecoverSchema } from '../../core/basket/schemas';
import { invalid, parseOrThrow, rateLimited, TRANSPORT_MESSAGES } from '../../core/errors';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { type FavouriteItem, favouritesOf, lockFavourites, requireFavouritesEnabled } from './favourites';
import { ownerKey, ownerValues, requireOwner } from './owner';
import { favouriteRecoveries, favourites } from './tables';

/** How long an emailed favourites link works. */
export const RECOVERY_TTL_MS = 90 * 24 * 60 * 60_000;
/** Favourites emails per shopper and per address in an hour; more are refused with 429. */
export const EMAIL_FOR_LATER_LIMITS = { perShopper: 5, perAddress: 3, windowMs: 60 * 60_000 } as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface FavouritesRecovery {
  /** The secret for the link (/favourites/?br=…); only its hash is stored. */
  token: string;
  items: { name: string; productUrl: string }[];
}

/**
 * Keeps the owner's favourites as they are now and answers a token that restores them (the email-for-later
 * link). Nothing to keep: 422 'Add something to your favourites first'. Limited per shopper and per
 * address (the rate_limited AppError, 429 with Retry-After).
 */
export async function createFavouritesRecovery(
  ctx: ServiceContext,
  email: string,
): Promise<FavouritesRecovery> {
  requireFavouritesEnabled(ctx);
  const owner = requireOwner(ctx);
  const address = email.trim().toLowerCase();
  const since = new Date(Date.now() - EMAIL_FOR_LATER_LIMITS.windowMs);
  const [recent] = await ctx.db
    .select({
      byShopper: sql<number>`count(*) filter (where ${favouriteRecoveries.requestedBy} = ${ownerKey(owner)})::int`,
      byAddress: sql<number>`count(*) filter (where ${favouriteRecoveries.email} = ${address})::int`,
    })
    .from(favouriteRecoveries)
    .where(and(eq(favouriteRecoveries.divisionId, ctx.store.id), gt(favouriteRecoveries.createdAt, since)));
  if (
    (recent?.byShopper ?? 0) >= EMAIL_FOR_LATER_LIMITS.perShopper ||
    (recent?.byAddress ?? 0) >= EMAIL_FOR_LATER_LIMITS.perAddress
  )
    throw rateLimited(EMAIL_FOR_LATER_LIMITS.windowMs / 1000, TRANSPORT_MESSAGES.tooManyRequests);
  const kept = await favouritesOf(ctx, owner);
  if (kept.length === 0) throw invalid({ favourites: [BASKET_MESSAGES.favouritesEmpty] });
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(favouriteRecoveries).values({
    id: sha256(token),
    divisionId: ctx.store.id,
    items: kept.map((item) => ({ productUuid: item.productUuid, colour: item.colour, size: item.size })),
    requestedBy: ownerKey(owner),
    email: address,
    expiresAt: new Date(Date.now() + RECOVERY_TTL_MS),
  });
  return { token, items: kept.map((item) => ({ name: item.name, productUrl: item.productUrl })) };
}

/**
 * POST /basket/favourites/recover/ {br}: the favourites kept by an emailed link join this shopper's (in
 * this store, products still for sale, up to the limit). Unknown, expired or another store's link: 422
 * 'This favourites link is not valid or has expired'. The link may be used again.
 */
export async function recoverFavourites(
  ctx: ServiceContext,
  input: { br?: unknown },
): Promise<{ favourites: FavouriteItem[] }> {
  requireFavouritesEnabled(ctx);
  const { br } = parseOrThrow(favouritesRecoverSchema, input);
  const owner = requireOwner(ctx);
  const [recovery] = await ctx.db
    .select({ items: favouriteRecoveries.items })
    .from(favouriteRecoveries)
    .where(
      and(
        eq(favouriteRecoveries.id, sha256(br)),
        eq(favouriteRecoveries.divisionId, ctx.store.id),
        gt(favouriteRecoveries.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!recovery) throw invalid({ br: [BASKET_MESSAGES.recoveryInvalid] });
  const uuids = recovery.items.map((item) => item.productUuid);
  const found =
    uuids.length === 0
      ? []
      : await ctx.db
          .select({ id: products.id, uuid: products.uuid })
          .from(products)
          .where(
            and(
              eq(products.divisionId, ctx.store.id),
              eq(products.enabled, true),
              inArray(products.uuid, uuids),
            ),
          );
  const idOf = new Map(found.map((row) => [row.uuid, row.id]));
  await ctx.db.transaction(async (tx) => {
    const heldIds = new Set(await lockFavourites(tx, ctx.store.id, owner));
    const room = Math.max(0, MAX_FAVOURITES - heldIds.size);
    const adding = recovery.items
      .flatMap((item) => {
        const productId = idOf.get(item.productUuid);
        return productId !== undefined && !heldIds.has(productId) ? [{ ...item, productId }] : [];
      })
      .slice(0, room);
    if (adding.length === 0) return;
    await tx
      .insert(favourites)
      .values(
        adding.map((item) => ({
          key: randomUUID(),
          divisionId: ctx.store.id,
          ...ownerValues(owner),
          productId: item.productId,
          colour: item.colour,
          size: item.size,
        })),
      )
      .onConflictDoNothing();
  });
  return { favourites: await favouritesOf(ctx, owner) };
}
