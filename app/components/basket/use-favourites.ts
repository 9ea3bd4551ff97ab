import { useFetchers } from 'react-router';
import { useOptionalRootData } from '../../hooks/use-root-data';

const FETCHER_PREFIX = 'favourite:';

/** The fetcher key of a product's heart: every heart of one product shares its state. */
export function favouriteFetcherKey(productUuid: string): string {
  return `${FETCHER_PREFIX}${productUuid}`;
}

export interface FavouritesState {
  /** Favourites are switched on for this store. */
  enabled: boolean;
  /** The header heart's number, counting hearts still waiting for the server. */
  count: number;
  /** Whether a product is a favourite, as the shopper last asked (provisional until the server answers). */
  has(productUuid: string): boolean;
  /** Whether a product's heart is waiting for the server. */
  isPending(productUuid: string): boolean;
}

/**
 * The visitor's favourites from the root loader, with the hearts in flight applied on top (§4: added
 * items stay provisional until the server responds). When the server refuses, the fetcher ends and the
 * root data, unchanged, shows again: the heart rolls back.
 */
export function useFavourites(): FavouritesState {
  const root = useOptionalRootData();
  const fetchers = useFetchers();
  const saved = new Set(root?.favourites?.productUuids ?? []);
  const pending = new Map<string, boolean>();
  for (const fetcher of fetchers) {
    if (!fetcher.key.startsWith(FETCHER_PREFIX) || !fetcher.formData) continue;
    pending.set(fetcher.key.slice(FETCHER_PREFIX.length), fetcher.formData.get('intent') === 'add');
  }
  let count = saved.size;
  for (const [uuid, adding] of pending) {
    if (adding && !saved.has(uuid)) count += 1;
    if (!adding && saved.has(uuid)) count -= 1;
  }
  return {
    enabled: Boolean(root?.store?.favouritesEnabled) && root?.tenant === 'store',
    count,
    has: (uuid) => pending.get(uuid) ?? saved.has(uuid),
    isPending: (uuid) => pending.has(uuid),
  };
}
