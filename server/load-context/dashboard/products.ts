import type { OnStore } from './on-store';

/** The dashboard's products services: each call names the store it is about. */
export function productsDashboardServices(onStore: OnStore) {
  void onStore;
  return {};
}
