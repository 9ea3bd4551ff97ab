import type { ProductListQuery } from '../../../core/product-admin/list-query';
import {
  bulkUpdateProducts,
  listDashboardProducts,
  loadProductEditor,
  saveProduct,
} from '../../../domain/product-admin';
import type { OnStore } from './on-store';

/** The dashboard's products services: each call names the store it is about. */
export function productsDashboardServices(onStore: OnStore) {
  return {
    list: (storeId: number, query: ProductListQuery) =>
      onStore(storeId, (ctx) => listDashboardProducts(ctx, query)),
    bulk: (storeId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => bulkUpdateProducts(ctx, values), { writes: true }),
    editor: (storeId: number, productId: number) =>
      onStore(storeId, (ctx) => loadProductEditor(ctx, productId)),
    save: (storeId: number, productId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => saveProduct(ctx, productId, values), { writes: true }),
  };
}
