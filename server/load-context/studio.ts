import type { ServiceContext } from '../../domain/context';
import { getBaseProduct, listBaseProducts } from '../../domain/studio';

/** What studio routes may ask of the studio, bound to the request's store. */
export function studioServices(ctx: ServiceContext | null) {
  const need = () => {
    if (!ctx) throw new Response('Not found', { status: 404 });
    return ctx;
  };
  return {
    /** The base products the studio offers, in the store's order. */
    baseProducts: () => listBaseProducts(need()),
    /** One base product by its customiseIt value; null when the store has none. */
    baseProduct: (customiseIt: string) => getBaseProduct(need(), customiseIt),
  };
}
