import type { PageCacheInvalidator } from '../../../domain/pages';
import { dashboardStoreSummary } from '../../../domain/store-admin';
import type { AccountServiceHooks } from '../accounts';
import type { StoreBinding } from '../store-binding';
import { artworkDashboardServices } from './artwork';
import { collectionsDashboardServices } from './collections';
import { filesDashboardServices } from './files';
import { menuDashboardServices } from './menu';
import { onStoreCaller } from './on-store';
import { ordersDashboardServices } from './orders';
import { pagesDashboardServices } from './pages';
import { productsDashboardServices } from './products';
import { settingsDashboardServices } from './settings';
import { storesDashboardServices } from './stores';
import { teamDashboardServices } from './team';
import { themeDashboardServices } from './theme';

/**
 * The seller dashboard's services (platform host only), one file per area. Every call about a store goes
 * through onStore, and every domain function it calls starts with assertMayManage.
 */
export function dashboardServices(
  bound: StoreBinding,
  hooks: AccountServiceHooks = {},
  pageReader?: PageCacheInvalidator,
) {
  const onStore = onStoreCaller(bound, hooks);
  return {
    /** The frame of every page about one store: 404 unless the actor runs it. */
    store: (storeId: number) => onStore(storeId, dashboardStoreSummary),
    stores: storesDashboardServices(onStore, bound),
    products: productsDashboardServices(onStore, bound),
    artwork: artworkDashboardServices(onStore, bound),
    collections: collectionsDashboardServices(onStore),
    menu: menuDashboardServices(onStore),
    pages: pagesDashboardServices(onStore, pageReader),
    files: filesDashboardServices(onStore, hooks.media),
    settings: settingsDashboardServices(onStore),
    orders: ordersDashboardServices(onStore),
    team: teamDashboardServices(onStore),
    theme: themeDashboardServices(onStore),
  };
}
