import type { OnStore } from './on-store';

/** The dashboard's settings services: each call names the store it is about. */
export function settingsDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
