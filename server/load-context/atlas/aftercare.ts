import type { StoreBinding } from '../store-binding';

/** The operator back office's aftercare services (platform host, staff only). */
export function atlasAftercareServices(_bound: StoreBinding) {
  return {};
}
