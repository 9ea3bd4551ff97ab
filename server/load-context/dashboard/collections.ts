import type { OnStore } from './on-store';

/** The dashboard's collections services: each call names the store it is about. */
export function collectionsDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
