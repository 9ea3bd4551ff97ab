import type { ServiceContext } from '../../../domain/context';
import { dashboardStoreContext, NO_SUCH_STORE } from '../../dashboard-store';
import type { AccountServiceHooks } from '../accounts';
import { attempt, type Outcome } from '../outcome';
import type { StoreBinding } from '../store-binding';

/**
 * Runs a dashboard call about one store (platform host only) in that store's context with the signed-in
 * actor; the domain says whether they may. A store id the host cannot name is a 404. A write makes this
 * process forget what it kept of the store before it answers, so the next page shows the change.
 */
export type OnStore = <T>(
  storeId: number,
  call: (target: ServiceContext) => Promise<T>,
  options?: { writes?: boolean },
) => Promise<Outcome<T>>;

export function onStoreCaller(bound: StoreBinding, hooks: AccountServiceHooks): OnStore {
  return async (storeId, call, options = {}) => {
    const target = await dashboardStoreContext(bound.context(), storeId);
    if (!target) return { ok: false, status: 404, message: NO_SUCH_STORE, errors: {} };
    const outcome = await attempt(() => call(target));
    if (outcome.ok && options.writes) hooks.invalidateStore?.(storeId);
    return outcome;
  };
}
