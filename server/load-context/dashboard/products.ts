import type { ProductListQuery } from '../../../core/product-admin/list-query';
import {
  addProductImage,
  bulkUpdateProducts,
  deleteProductImage,
  listDashboardProducts,
  loadProductEditor,
  saveColours,
  saveProduct,
  setProductImageFocus,
} from '../../../domain/product-admin';
import type { StoreBinding } from '../store-binding';
import type { OnStore } from './on-store';

/** The dashboard's products services: each call names the store it is about. */
export function productsDashboardServices(onStore: OnStore, bound: StoreBinding) {
  return {
    /** A photo for a product, kept under the server's media directory. */
    addImage: (storeId: number, productId: number, upload: { contentType: string; data: Buffer }) =>
      onStore(storeId, (ctx) => addProductImage(ctx, bound.request().server.media, productId, upload), {
        writes: true,
      }),
    list: (storeId: number, query: ProductListQuery) =>
      onStore(storeId, (ctx) => listDashboardProducts(ctx, query)),
    bulk: (storeId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => bulkUpdateProducts(ctx, values), { writes: true }),
    editor: (storeId: number, productId: number) =>
      onStore(storeId, (ctx) => loadProductEditor(ctx, productId)),
    save: (storeId: number, productId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => saveProduct(ctx, productId, values), { writes: true }),
    saveColours: (storeId: number, productId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => saveColours(ctx, productId, values), { writes: true }),
    setImageFocus: (storeId: number, productId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => setProductImageFocus(ctx, productId, values), { writes: true }),
    deleteImage: (storeId: number, productId: number, values: Record<string, unknown>) =>
      onStore(storeId, (ctx) => deleteProductImage(ctx, productId, values), { writes: true }),
  };
}
