import type { StoreBinding } from '../store-binding';

/** The operator back office's factory services (platform host, staff only). */
export function atlasFactoryServices(_bound: StoreBinding) {
  return {};
}
