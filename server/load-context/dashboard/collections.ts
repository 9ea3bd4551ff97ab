import {
  addCollectionToMenu,
  addProductsToCollection,
  bannerChoices,
  createCollection,
  deleteCollection,
  listCollectionProducts,
  listCollections,
  readCollection,
  removeProductFromCollection,
  reorderCollectionProducts,
  searchProductsToAdd,
  updateCollection,
} from '../../../domain/collection-admin';
import type { OnStore } from './on-store';

/** The dashboard's collections services: each call names the store it is about. */
export function collectionsDashboardServices(onStore: OnStore) {
  const writes = { writes: true };
  return {
    list: (storeId: number) => onStore(storeId, listCollections),
    read: (storeId: number, id: number) => onStore(storeId, (ctx) => readCollection(ctx, id)),
    products: (storeId: number, id: number) => onStore(storeId, (ctx) => listCollectionProducts(ctx, id)),
    searchProducts: (storeId: number, id: number, search: string) =>
      onStore(storeId, (ctx) => searchProductsToAdd(ctx, id, search)),
    bannerChoices: (storeId: number, search?: string) =>
      onStore(storeId, (ctx) => bannerChoices(ctx, search)),
    create: (storeId: number, form: unknown) =>
      onStore(storeId, (ctx) => createCollection(ctx, form), writes),
    update: (storeId: number, id: number, form: unknown) =>
      onStore(storeId, (ctx) => updateCollection(ctx, id, form), writes),
    delete: (storeId: number, id: number) => onStore(storeId, (ctx) => deleteCollection(ctx, id), writes),
    addProducts: (storeId: number, id: number, productIds: number[]) =>
      onStore(storeId, (ctx) => addProductsToCollection(ctx, id, productIds), writes),
    removeProduct: (storeId: number, id: number, productId: number) =>
      onStore(storeId, (ctx) => removeProductFromCollection(ctx, id, productId), writes),
    reorder: (storeId: number, id: number, productIds: number[]) =>
      onStore(storeId, (ctx) => reorderCollectionProducts(ctx, id, productIds), writes),
    addToMenu: (storeId: number, id: number) =>
      onStore(storeId, (ctx) => addCollectionToMenu(ctx, id), writes),
  };
}
