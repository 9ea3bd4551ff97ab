import { useLayoutEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { StoreLink } from '../navigation/store-link';
import { Icon } from './icons';

export interface SignedInAccount {
  /** The shopper's first name, or their email when they gave none. */
  name: string;
}

/**
 * The header's account entry: a disclosure that works before hydration. Signed in, it greets the shopper and
 * leads to their orders and favourites, and signs out; signed out, it offers sign-in (back to this page) and
 * the order lookup. It closes on every navigation, as the other header menus do.
 */
export function AccountMenu({ account }: { account: SignedInAccount | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);
  // Before NavigationFocus looks whether focus was lost with the menu closing.
  useLayoutEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (details.current) details.current.open = false;
  }, [key]);
  return (
    <details className="account-menu" ref={details}>
      <summary className="icon-button" aria-label={account ? `Account: ${account.name}` : 'Account'}>
        <Icon name="person" />
      </summary>
      <div className="account-menu-panel">
        {account ? (
          <>
            <p className="account-menu-greeting">Hello, {account.name}</p>
            <AccountLinks signedIn />
          </>
        ) : (
          <AccountLinks signedIn={false} />
        )}
      </div>
    </details>
  );
}

/** The account links, shared by the header's menu, the phone menu and the footer; sign-in comes back here. */
export function AccountLinks({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  if (!signedIn)
    return (
      <ul className="account-links">
        <li>
          <StoreLink to={`/login/?redirect_uri=${encodeURIComponent(returnTo)}`}>Sign in</StoreLink>
        </li>
        <li>
          <StoreLink to={`/sign-up/?redirect_uri=${encodeURIComponent(returnTo)}`}>
            Create an account
          </StoreLink>
        </li>
        <li>
          <StoreLink to="/order-history/">Find an order</StoreLink>
        </li>
      </ul>
    );
  return (
    <ul className="account-links">
      <li>
        <StoreLink to="/order-history/">Your orders</StoreLink>
      </li>
      <li>
        <StoreLink to="/favourites/">Favourites</StoreLink>
      </li>
      <li>
        <Form method="post" action="/logout/">
          <button type="submit" className="link-button">
            Sign out
          </button>
        </Form>
      </li>
    </ul>
  );
}
