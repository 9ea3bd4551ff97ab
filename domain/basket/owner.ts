import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BASKET_MESSAGES } from '../../core/basket/rules';
import { invalid } from '../../core/errors';
import type { ServiceContext } from '../context';

/** Whose basket and favourites a call reads and writes: the signed-in customer, else the visitor cookie. */
export type Owner = { kind: 'customer'; customerId: number } | { kind: 'visitor'; visitorId: string };

/** The owner of the context's basket; null for a system actor or a visitor without a cookie. */
export function ownerOf(ctx: ServiceContext): Owner | null {
  const { actor } = ctx;
  if (actor.kind === 'customer') return { kind: 'customer', customerId: actor.customerId };
  if (actor.kind === 'visitor' && actor.sessionId) return { kind: 'visitor', visitorId: actor.sessionId };
  return null;
}

/** The owner, or a clear error when there is none to keep a basket for. */
export function requireOwner(ctx: ServiceContext): Owner {
  const owner = ownerOf(ctx);
  if (!owner) throw invalid({ basket: [BASKET_MESSAGES.cookiesNeeded] });
  return owner;
}

/** The owner's columns for an insert. */
export function ownerValues(owner: Owner): { visitorId: string | null; customerId: number | null } {
  return owner.kind === 'customer'
    ? { visitorId: null, customerId: owner.customerId }
    : { visitorId: owner.visitorId, customerId: null };
}

/** Rows of this owner in this store, for a table with division_id, visitor_id and customer_id. */
export function ownedBy(
  table: { divisionId: PgColumn; visitorId: PgColumn; customerId: PgColumn },
  storeId: number,
  owner: Owner,
): SQL {
  const condition =
    owner.kind === 'customer'
      ? and(eq(table.divisionId, storeId), eq(table.customerId, owner.customerId))
      : and(eq(table.divisionId, storeId), eq(table.visitorId, owner.visitorId), isNull(table.customerId));
  return condition as SQL;
}

/** A stable text for the owner (rate-limit keys). */
export function ownerKey(owner: Owner): string {
  return owner.kind === 'customer' ? `customer:${owner.customerId}` : `visitor:${owner.visitorId}`;
}
