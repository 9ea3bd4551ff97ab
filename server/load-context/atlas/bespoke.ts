import type { StoreBinding } from '../store-binding';

/** The operator back office's bespoke services (platform host, staff only). */
export function atlasBespokeServices(_bound: StoreBinding) {
  return {};
}
