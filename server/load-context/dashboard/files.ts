import type { OnStore } from './on-store';

/** The dashboard's files services: each call names the store it is about. */
export function filesDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
