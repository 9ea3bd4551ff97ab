import { useCallback, useEffect, useState } from 'react';
import { Form, useLocation } from 'react-router';
import type { BrowserStoreView } from '../../load-context';
import { StoreLink } from '../navigation/store-link';
import { AccountMenu, type SignedInAccount } from './account-menu';
import { CurrencySelector } from './currency-selector';
import { Icon } from './icons';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';

interface Props {
  store: BrowserStoreView;
  currency: string;
  basketCount: number;
  favouritesCount: number;
  account: SignedInAccount | null;
}

export function StoreHeader({ store, currency, basketCount, favouritesCount, account }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone menu is rendered once first opened: until then it is neither in the page nor hydrated.
  const [menuUsed, setMenuUsed] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // The menu closes whenever the page changes.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  const { searchBar } = store.themeSettings;
  return (
    <header
      className="store-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      data-search-bar={searchBar ? 'true' : 'false'}
    >
      <div className="store-header-row">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Icon name="menu" label="Open menu" />
        </button>
        <StoreLink className="store-logo" to="/" aria-label={`${store.companyName} home`}>
          {store.logo ? (
            <img src={store.logo} alt={store.companyName} width={225} height={40} />
          ) : (
            <span className="store-name">{store.companyName}</span>
          )}
        </StoreLink>
        <MainMenu items={store.mainMenu} />
        <div className="header-actions">
          <CurrencySelector currencies={store.currencies} current={currency} />
          {searchBar ? null : (
            <StoreLink className="icon-button" to="/search/" aria-label="Search">
              <Icon name="search" />
            </StoreLink>
          )}
          {store.favouritesEnabled && favouritesCount > 0 ? (
            <StoreLink
              className="icon-button"
              to="/favourites/"
              aria-label={`Favourites (${favouritesCount})`}
            >
              <Icon name="heart" />
            </StoreLink>
          ) : null}
          <AccountMenu account={account} />
          <StoreLink
            className="icon-button basket-link"
            to="/basket/"
            aria-label={`Basket, ${basketCount} ${basketCount === 1 ? 'item' : 'items'}`}
          >
            <Icon name="bag" />
            {basketCount > 0 ? (
              <span className="badge" data-testid="basket-count">
                {basketCount > 99 ? '99+' : basketCount}
              </span>
            ) : null}
          </StoreLink>
        </div>
      </div>
      {searchBar ? (
        <Form method="get" action="/search/" className="header-search" role="search">
          <label className="visually-hidden" htmlFor="header-search">
            Search
          </label>
          <input id="header-search" type="search" name="q" placeholder="Search products" maxLength={100} />
          <button type="submit" className="icon-button" aria-label="Search">
            <Icon name="search" />
          </button>
        </Form>
      ) : null}
      {menuUsed ? (
        <MobileMenu
          items={store.mainMenu}
          open={menuOpen}
          onClose={closeMenu}
          account={account}
          currencies={store.currencies}
          currency={currency}
        />
      ) : null}
    </header>
  );
}
