import { type ReactNode, useEffect, useState } from 'react';
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
  return (
    <FavouriteForm
      Form={fetcher.Form}
      product={product}
      colour={colour}
      size={size}
      className={className}
      active={favourites.has(product.uuid)}
      pending={favourites.isPending(product.uuid)}
      // Without JavaScript the post comes back to this page.
      redirectTo={hydrated ? null : `${location.pathname}${location.search}`}
      failure={shownFailure}
    />
  );
}

/** What the heart's form is given: fetcher.Form takes it, and so does FormOnServer. */
interface HeartFormProps {
  method: 'post';
  action: string;
  className: string;
  'data-pending'?: string;
  children: ReactNode;
}

type FormComponent = (props: HeartFormProps) => ReactNode;

/**
 * The heart's form from what it is given alone: FavouriteButton's, with its fetcher's Form, and a product
 * card's HTML kept on the server (product-card.tsx), with FormOnServer.
 */
export function FavouriteForm({
  Form,
  product,
  colour,
  size,
  className,
  active,
  pending,
  redirectTo,
  failure,
}: Props & {
  Form: FormComponent;
  active: boolean;
  pending: boolean;
  redirectTo: string | null;
  failure: string | null;
}) {
  return (
    <Form
      method="post"
      action="/favourites/"
      className={`favourite-form${className ? ` ${className}` : ''}`}
      data-pending={pending ? 'true' : undefined}
    >
      <input type="hidden" name="intent" value={active ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={product.uuid} />
      {colour ? <input type="hidden" name="colour" value={colour} /> : null}
      {size ? <input type="hidden" name="size" value={size} /> : null}
      {redirectTo === null ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button
        type="submit"
        className="icon-button favourite-toggle"
        aria-pressed={active}
        aria-label={`Favourite ${product.name}`}
        title={active ? 'Remove from favourites' : 'Add to favourites'}
      >
        <Icon name="heart" outline={!active} />
      </button>
      {failure ? (
        <span className="favourite-error" role="alert">
          {failure}
        </span>
      ) : null}
    </Form>
  );
}

/**
 * The form React Router's Form writes on the server for a root-relative action and method post, without its
 * hooks (a form rendered on its own has no router): product-card.test.tsx checks the bytes are the same.
 */
export function FormOnServer(props: HeartFormProps) {
  return <form {...props} method="post" data-discover="true" />;
}
