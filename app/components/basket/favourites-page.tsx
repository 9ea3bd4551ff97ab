import { useEffect, useRef } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import type { FavouriteItem } from '../../../domain/basket';
import { answerMessage } from '../forms/form-data';
import { Price } from '../price';
import { ResponsiveImage } from '../responsive-image';
import type { FavouritesAnswer } from './favourite-button';
import { favouriteFetcherKey, useFavourites } from './use-favourites';
import { useHydrated } from './use-hydrated';

interface Props {
  favourites: FavouriteItem[];
  /** The token of an email-for-later link (/favourites/?br=…). */
  recoveryToken: string | null;
  /** The answer to a plain (no JavaScript) form post on this page. */
  posted: FavouritesAnswer | undefined;
}

/** The /favourites/ page: the list with Add to basket and Remove, the emailed link's restore, and email-for-later. */
export function FavouritesPage({ favourites, recoveryToken, posted }: Props) {
  const state = useFavourites();
  // A favourite being removed (here or by a heart) leaves the list at once; it comes back if that fails.
  const shown = favourites.filter((item) => state.has(item.productUuid));
  return (
    <div className="favourites-page">
      <h1>Your favourites</h1>
      {recoveryToken ? <RecoverFavourites token={recoveryToken} posted={posted} /> : null}
      {shown.length === 0 ? (
        <div className="basket-empty">
          <p className="empty-state">
            You have no favourites yet. Tap the heart on a product to keep it here.
          </p>
          <Link className="button button-primary" to="/">
            Continue shopping
          </Link>
        </div>
      ) : (
        <ul className="favourites-list" aria-label="Your favourites">
          {shown.map((item) => (
            <FavouriteCard
              key={item.key}
              item={item}
              posted={posted?.target === item.productUuid ? posted : undefined}
            />
          ))}
        </ul>
      )}
      <EmailForLater
        posted={posted?.intent === 'email-for-later' ? posted : undefined}
        empty={shown.length === 0}
      />
    </div>
  );
}

function FavouriteCard({ item, posted }: { item: FavouriteItem; posted: FavouritesAnswer | undefined }) {
  const basket = useFetcher<FavouritesAnswer>({ key: `favourite-basket:${item.key}` });
  const removal = useFetcher<FavouritesAnswer>({ key: favouriteFetcherKey(item.productUuid) });
  const added =
    basket.state === 'idle'
      ? (basket.data ?? (posted?.intent === 'add-to-basket' ? posted : undefined))
      : undefined;
  const removeFailed =
    removal.state === 'idle' && removal.data && !removal.data.ok
      ? answerMessage(removal.data)
      : posted?.intent === 'remove' && !posted.ok
        ? answerMessage(posted)
        : null;
  const choice = item.addToBasket;
  const sizeId = `favourite-size-${item.key}`;
  const productLink = `/product/${item.productUrl}/`;
  return (
    <li className="favourite-card">
      <Link to={productLink} className="favourite-card-image" tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <ResponsiveImage
            src={item.image}
            alt=""
            width={240}
            height={240}
            ratio={1}
            widths={[256, 384]}
            sizes="160px"
          />
        ) : null}
      </Link>
      <div className="favourite-card-details">
        <Link to={productLink} className="favourite-card-name">
          {item.name}
        </Link>
        <p className="favourite-card-price">
          <Price amount={item.price} salePrice={item.salePrice} />
        </p>
        {item.colour ? (
          <p className="basket-line-options">{[item.colour, item.size].filter(Boolean).join(' · ')}</p>
        ) : null}
        {choice ? (
          <basket.Form method="post" action="/favourites/" className="favourite-to-basket">
            <input type="hidden" name="intent" value="add-to-basket" />
            <input type="hidden" name="productId" value={item.productUuid} />
            <input type="hidden" name="productColor" value={choice.colour} />
            <input type="hidden" name="quantity" value="1" />
            <label htmlFor={sizeId}>
              Size<span className="visually-hidden"> of {item.name}</span>
            </label>
            <select
              id={sizeId}
              name="productSize"
              defaultValue={item.size && choice.sizes.includes(item.size) ? item.size : ''}
              required
            >
              <option value="" disabled>
                Choose
              </option>
              {choice.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="button button-primary button-small"
              disabled={basket.state !== 'idle'}
            >
              {basket.state !== 'idle' ? 'Adding…' : 'Add to basket'}
              <span className="visually-hidden"> {item.name}</span>
            </button>
          </basket.Form>
        ) : (
          <p className="empty-state-inline">Not available to buy right now.</p>
        )}
        <p className="form-status" role="status">
          {added?.ok ? (
            <>
              {added.message} <Link to="/basket/">View basket</Link>
            </>
          ) : null}
        </p>
        {added && !added.ok ? (
          <p className="field-error" role="alert">
            {answerMessage(added)}
          </p>
        ) : null}
        <removal.Form method="post" action="/favourites/">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={item.productUuid} />
          <button type="submit" className="link-button">
            Remove<span className="visually-hidden"> {item.name} from favourites</span>
          </button>
        </removal.Form>
        {removeFailed ? (
          <p className="field-error" role="alert">
            {removeFailed}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Opening the emailed link brings the list back: at once with JavaScript, with a button without it. */
function RecoverFavourites({ token, posted }: { token: string; posted: FavouritesAnswer | undefined }) {
  const fetcher = useFetcher<FavouritesAnswer>({ key: 'favourites-recover' });
  const hydrated = useHydrated();
  const started = useRef(false);
  const { submit } = fetcher;
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    void submit({ intent: 'recover', br: token }, { method: 'post', action: '/favourites/' });
  }, [hydrated, submit, token]);
  const answer = fetcher.data ?? (posted?.intent === 'recover' ? posted : undefined);
  if (answer?.ok)
    return (
      <p className="form-status form-status-success" role="status">
        {answer.message}
      </p>
    );
  if (answer)
    return (
      <p className="field-error" role="alert">
        {answerMessage(answer)}
      </p>
    );
  if (hydrated)
    return (
      <p className="form-status" role="status">
        Bringing back your saved favourites…
      </p>
    );
  return (
    <Form method="post" className="favourites-recover">
      <input type="hidden" name="intent" value="recover" />
      <input type="hidden" name="br" value={token} />
      <button type="submit" className="button button-primary">
        Bring back my saved favourites
      </button>
    </Form>
  );
}

/** Email-for-later: a link to this list, for another day or another device. */
function EmailForLater({ posted, empty }: { posted: FavouritesAnswer | undefined; empty: boolean }) {
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'email-for-later';
  const error = posted && !posted.ok ? (posted.errors?.email?.[0] ?? answerMessage(posted)) : null;
  if (empty && !posted) return null;
  return (
    <section className="email-for-later" aria-labelledby="email-for-later-title">
      <h2 id="email-for-later-title">Email me my favourites</h2>
      <p>We will send you a link to this list, to open later on any device.</p>
      <Form method="post" noValidate className="email-for-later-form">
        <input type="hidden" name="intent" value="email-for-later" />
        <label htmlFor="email-for-later">Email address</label>
        <div className="email-for-later-row">
          <input
            id="email-for-later"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'email-for-later-error' : undefined}
          />
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Email me'}
          </button>
        </div>
        {error ? (
          <p id="email-for-later-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {posted?.ok ? (
          <p className="form-status form-status-success" role="status">
            {posted.message}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
