import type { ServiceContext } from '../domain/context';
import { loadStore } from '../domain/stores';

/** What the dashboard says of a store id the platform host cannot name. */
export const NO_SUCH_STORE = 'There is no store at this address.';

/**
 * A call about one store from the dashboard (platform host only): the context of that store with the
 * signed-in customer, or null when the host is a store's own, or the id names no store (or the platform).
 * Whether the customer may act on it is the domain's to say.
 */
export async function dashboardStoreContext(
  ctx: ServiceContext,
  storeId: number,
): Promise<ServiceContext | null> {
  if (!ctx.store.isPlatform || !Number.isInteger(storeId)) return null;
  const target = await loadStore(ctx.db, { id: storeId });
  if (!target || target.isPlatform) return null;
  return { store: target, actor: ctx.actor, db: ctx.db };
}
