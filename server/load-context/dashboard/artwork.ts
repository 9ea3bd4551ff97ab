import type { OnStore } from './on-store';

/** The dashboard's artwork services: each call names the store it is about. */
export function artworkDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
