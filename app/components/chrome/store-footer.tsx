import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { BrowserStoreView } from '../../load-context';
import type { SignedInAccount } from './account-menu';
import { lazyInTheBrowser } from './loaded-on-the-server';
import { StaticHtml } from './static-html';

// The browser keeps the server's footer (StaticHtml) and fetches the code that draws it only to draw it again.
const FooterLinks = lazyInTheBrowser(() => import('./footer-links').then((module) => module.FooterLinks));

// Its form's code comes when the store has an offer; meanwhile React keeps the server's HTML of it.
const SubscriberOfferSignup = lazyInTheBrowser(() =>
  import('./subscriber-offer').then((module) => module.SubscriberOfferSignup),
);

/**
 * Everything the footer's links are rendered from: the store's menu and names, who is signed in and the page
 * (the sign-in links come back to it).
 */
function useFooterInputs(store: BrowserStoreView, signedIn: boolean, showSubFooter: boolean): string {
  const { pathname, search } = useLocation();
  const storeInputs = useMemo(
    () =>
      JSON.stringify([
        store.mainMenu,
        store.companyName,
        store.socialLinks,
        store.paymentProcessorType,
        store.themeSettings.footerVisible,
      ]),
    [store],
  );
  return `${storeInputs}|${signedIn}|${showSubFooter}|${pathname}${search}`;
}

/**
 * The footer and sub-footer when the theme's footer.visible is '1', otherwise a minimal footer. Its links are
 * the server's HTML until what they show changes (StaticHtml); the subscriber offer's form hydrates.
 */
export function StoreFooter({
  store,
  account,
  showSubFooter,
}: {
  store: BrowserStoreView;
  account: SignedInAccount | null;
  showSubFooter: boolean;
}) {
  const inputs = useFooterInputs(store, account !== null, showSubFooter);
  const minimal = !store.themeSettings.footerVisible;
  return (
    <footer className={minimal ? 'store-footer store-footer-minimal' : 'store-footer'}>
      {store.subscriberOffer ? (
        <Suspense fallback={null}>
          <SubscriberOfferSignup offer={store.subscriberOffer} />
        </Suspense>
      ) : null}
      <StaticHtml id="footer" inputs={inputs}>
        <FooterLinks store={store} account={account} showSubFooter={showSubFooter} />
      </StaticHtml>
    </footer>
  );
}
