import type { OnStore } from './on-store';

/** The dashboard's team services: each call names the store it is about. */
export function teamDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
