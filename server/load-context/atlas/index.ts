import type { StoreBinding } from '../store-binding';
import { atlasAftercareServices } from './aftercare';
import { atlasBespokeServices } from './bespoke';
import { atlasFactoryServices } from './factory';
import { atlasOrdersServices } from './orders';
import { atlasPeopleServices } from './people';

/**
 * The operator back office's services (atlas: platform host, internal staff only), one file per area. Every
 * domain call they make starts with requireStaffPermission.
 */
export function atlasServices(bound: StoreBinding) {
  return {
    orders: atlasOrdersServices(bound),
    factory: atlasFactoryServices(bound),
    aftercare: atlasAftercareServices(bound),
    people: atlasPeopleServices(bound),
    bespoke: atlasBespokeServices(bound),
  };
}
