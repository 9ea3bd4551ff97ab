import type { ServiceContext } from '../context';
import { assertMayManage, mayUse } from '../store-admin';
import { type SalesFigures, salesFigures } from '../store-sales';
import { type StoreOnboarding, storeOnboarding } from './onboarding';

/** A store's dashboard home: its checklist, review and plan, and its sales when the viewer may see them. */
export interface StoreOverview extends StoreOnboarding {
  /** Null for a team member without the 'orders' permission: their figures are never read. */
  sales: SalesFigures | null;
}

/**
 * What a store's overview shows its viewer (anyone who runs the store). The sales figures are read only for
 * someone who may see orders (owner, internal user, or a member with 'orders'); anyone else gets the rest
 * of the overview without them, rather than a refusal of the whole page.
 */
export async function storeOverview(
  ctx: ServiceContext,
  options: { days: unknown; now?: Date },
): Promise<StoreOverview> {
  const manager = await assertMayManage(ctx);
  const seesOrders = mayUse(manager, 'orders');
  const [onboarding, sales] = await Promise.all([
    storeOnboarding(ctx),
    seesOrders ? salesFigures(ctx, options) : null,
  ]);
  return { ...onboarding, sales };
}
