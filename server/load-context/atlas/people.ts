import type { StoreBinding } from '../store-binding';

/** The operator back office's people services (platform host, staff only). */
export function atlasPeopleServices(_bound: StoreBinding) {
  return {};
}
