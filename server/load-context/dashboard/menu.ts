import { readMenu, saveMenu, searchLinkTargets } from '../../../domain/menu-admin';
import type { OnStore } from './on-store';

/** The dashboard's menu services: each call names the store it is about. */
export function menuDashboardServices(onStore: OnStore) {
  return {
    read: (storeId: number) => onStore(storeId, readMenu),
    save: (storeId: number, menu: unknown) =>
      onStore(storeId, (ctx) => saveMenu(ctx, menu), { writes: true }),
    linkTargets: (storeId: number, search: string) =>
      onStore(storeId, (ctx) => searchLinkTargets(ctx, search)),
  };
}
