import type { StoreBinding } from '../store-binding';

/** The operator back office's orders services (platform host, staff only). */
export function atlasOrdersServices(_bound: StoreBinding) {
  return {};
}
