import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { SNACKBAR } from '../../../core/constants/limits';
import { Icon } from '../chrome/icons';
import { answerMessage, type FieldErrors } from '../forms/form-data';
import { favouriteFetcherKey, useFavourites } from './use-favourites';
import { useHydrated } from './use-hydrated';

/** What the /favourites/ action answers its forms (the hearts, Add to basket, email-for-later, recover). */
export type FavouritesAnswer =
  | { ok: true; intent: string; target: string; message?: string }
  | { ok: false; intent?: string; target?: string; message?: string; errors: FieldErrors };

interface Props {
  product: { uuid: string; name: string };
  /** The colour and size the shopper is looking at, kept with the favourite. */
  colour?: string;
  size?: string;
  className?: string;
}

/**
 * The heart toggle of a product. A plain form post to /favourites/ that comes back to this page without
 * JavaScript; with it, a fetcher whose result shows at once (provisional, marked data-pending) and rolls
 * back with the error message if the server refuses.
 */
export function FavouriteButton({ product, colour, size, className }: Props) {
  const favourites = useFavourites();
  const fetcher = useFetcher<FavouritesAnswer>({ key: favouriteFetcherKey(product.uuid) });
  const hydrated = useHydrated();
  const location = useLocation();
  const failure =
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? answerMessage(fetcher.data) : null;
  const [shownFailure, setShownFailure] = useState<string | null>(null);
  useEffect(() => {
    setShownFailure(failure);
    if (!failure) return;
    const timer = setTimeout(() => setShownFailure(null), SNACKBAR.defaultDurationMs);
    return () => clearTimeout(timer);
  }, [failure]);

  if (!favourites.enabled) return null;
  const active = favourites.has(product.uuid);
  const pending = favourites.isPending(product.uuid);
  return (
    <fetcher.Form
      method="post"
      action="/favourites/"
      className={`favourite-form${className ? ` ${className}` : ''}`}
      data-pending={pending ? 'true' : undefined}
    >
      <input type="hidden" name="intent" value={active ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={product.uuid} />
      {colour ? <input type="hidden" name="colour" value={colour} /> : null}
      {size ? <input type="hidden" name="size" value={size} /> : null}
      {/* Without JavaScript the post comes back to this page. */}
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      )}
      <button
        type="submit"
        className="icon-button favourite-toggle"
        aria-pressed={active}
        aria-label={`Favourite ${product.name}`}
        title={active ? 'Remove from favourites' : 'Add to favourites'}
      >
        <Icon name="heart" outline={!active} />
      </button>
      {shownFailure ? (
        <span className="favourite-error" role="alert">
          {shownFailure}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
