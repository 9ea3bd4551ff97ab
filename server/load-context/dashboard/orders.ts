import type { StoreOrdersQuery } from '../../../core/orders';
import { listStoreOrders, loadStoreOrder, salesFigures } from '../../../domain/store-sales';
import type { OnStore } from './on-store';

/** The dashboard's orders services: each call names the store it is about. */
export function ordersDashboardServices(onStore: OnStore) {
  return {
    list: (storeId: number, query: StoreOrdersQuery) =>
      onStore(storeId, (ctx) => listStoreOrders(ctx, query)),
    order: (storeId: number, orderNumber: number) =>
      onStore(storeId, (ctx) => loadStoreOrder(ctx, orderNumber)),
    sales: (storeId: number, days: unknown) => onStore(storeId, (ctx) => salesFigures(ctx, { days })),
  };
}
