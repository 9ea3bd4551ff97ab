import {
  bulkMoveStaffOrders,
  listStaffOrders,
  loadStaffOrder,
  moveStaffOrder,
  staffOrderStores,
} from '../../../domain/operator-orders';
import { attempt } from '../outcome';
import type { StoreBinding } from '../store-binding';

/** The operator back office's orders services (platform host, staff only). */
export function atlasOrdersServices(bound: StoreBinding) {
  return {
    list: (query: Record<string, unknown>) => attempt(() => listStaffOrders(bound.context(), query)),
    stores: () => attempt(() => staffOrderStores(bound.context())),
    order: (orderId: number) => attempt(() => loadStaffOrder(bound.context(), orderId)),
    move: (orderId: number, input: unknown) => attempt(() => moveStaffOrder(bound.context(), orderId, input)),
    bulkMove: (input: unknown) => attempt(() => bulkMoveStaffOrders(bound.context(), input)),
  };
}
