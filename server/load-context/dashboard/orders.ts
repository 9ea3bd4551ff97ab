import type { OnStore } from './on-store';

/** The dashboard's orders services: each call names the store it is about. */
export function ordersDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
