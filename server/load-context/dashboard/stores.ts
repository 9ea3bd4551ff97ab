import type { StoreBinding } from '../store-binding';
import type { OnStore } from './on-store';

/** The dashboard's services for opening stores, their onboarding, plans and the handoff to a store's origin. */
export function storesDashboardServices(onStore: OnStore, bound: StoreBinding) {
  void onStore;
  void bound;
  return {};
}
