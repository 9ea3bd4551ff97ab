import type { FastifyRequest } from 'fastify';
import { BASKET_HINT_COOKIE } from '../../core/basket/hint-cookie';
import type { FavouriteAddInput, FavouriteRemoveInput } from '../../core/basket/schemas';
import type { AddItemToCartInput, RemoveLineInput, UpdateLineInput } from '../../domain/basket';
import {
  addFavourite,
  addItemToBasket,
  basketItemCount,
  type FavouritesSummary,
  favouritesSummary,
  listBasketItems,
  listFavourites,
  recoverFavourites,
  removeBasketLine,
  removeFavourite,
  updateBasketLine,
} from '../../domain/basket';
import { emailFavouritesForLater } from '../../domain/favourites-for-later';
import { attempt } from './outcome';
import type { StoreBinding } from './store-binding';

const NO_FAVOURITES: FavouritesSummary = { count: 0, productUuids: [] };

/**
 * Whether the header's counts are worth reading: a browser that never added anything (no pf_basket hint,
 * which every add sets), is not signed in and is not posting a form has an empty basket and no
 * favourites, so an anonymous first visit costs no basket queries.
 */
export function mayHaveBasket(request: FastifyRequest | null): boolean {
  if (!request) return false;
  // A form post may just have added the first item: its page is rendered in the same request.
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return Boolean(request.cookies[BASKET_HINT_COOKIE] || request.auth);
}

/**
 * The basket and favourites services React Router loaders and actions use, bound to the request's store and
 * shopper. Reads answer values; changes answer Outcomes. The header's counts are read once per request, and only for a browser that may have something.
 */
export function basketServices(bound: StoreBinding, options: { mayHaveBasket: boolean }) {
  const counted = options.mayHaveBasket ? bound.contextOrNull : null;
  const need = bound.context;
  let count: Promise<number> | null = null;
  let summary: Promise<FavouritesSummary> | null = null;
  return {
    basket: {
      add: (input: AddItemToCartInput) => attempt(() => addItemToBasket(need(), input)),
      update: (input: UpdateLineInput) => attempt(() => updateBasketLine(need(), input)),
      remove: (input: RemoveLineInput) => attempt(() => removeBasketLine(need(), input)),
      list: (name?: string) => listBasketItems(need(), name),
      /** The badge: total quantity of the main cart. */
      count: () => {
        count ??= counted ? basketItemCount(counted) : Promise.resolve(0);
        return count;
      },
    },
    favourites: {
      /** The header heart and the product hearts. */
      summary: () => {
        summary ??= counted ? favouritesSummary(counted) : Promise.resolve(NO_FAVOURITES);
        return summary;
      },
      list: async () => (await listFavourites(need())).favourites,
      add: (input: FavouriteAddInput) => attempt(() => addFavourite(need(), input)),
      remove: (input: FavouriteRemoveInput) => attempt(() => removeFavourite(need(), input)),
      recover: (br: string) => attempt(() => recoverFavourites(need(), { br })),
      emailForLater: (email: string, origin: string) =>
        attempt(() => emailFavouritesForLater(need(), { email }, { origin })),
    },
  };
}

export type BasketServices = ReturnType<typeof basketServices>;
