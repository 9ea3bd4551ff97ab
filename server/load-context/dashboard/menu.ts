import type { OnStore } from './on-store';

/** The dashboard's menu services: each call names the store it is about. */
export function menuDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
