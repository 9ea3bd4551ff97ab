import { getBaseProduct, listBaseProducts } from '../../domain/studio';
import type { StoreBinding } from './store-binding';

/** What studio routes may ask of the studio, bound to the request's store. */
export function studioServices(bound: StoreBinding) {
  const need = bound.context;
  return {
    /** The base products the studio offers, in the store's order. */
    baseProducts: () => listBaseProducts(need()),
    /** One base product by its customiseIt value; null when the store has none. */
    baseProduct: (customiseIt: string) => getBaseProduct(need(), customiseIt),
  };
}
