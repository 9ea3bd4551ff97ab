export { type CoreDataExtras, getStoreCoreData, type StoreCoreData } from './core-data';
export { type HostRules, loadStore, normaliseHost, StoreDirectory, type Tenant } from './directory';
export { listLiveStores, type StoreListing } from './listing';
export { configurePublicUrls, currentPublicUrls, type PublicUrls, storeOrigin } from './public-urls';
export type { Store, StoreSettings } from './store';
export { currencies, divisions, manufacturers, subdomains, themes } from './tables';
