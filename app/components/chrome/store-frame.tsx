import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { contentMaxWidth, type LayoutName, resolveLayout } from '../../../core/layouts';
import type { BrowserStoreView } from '../../load-context';
import type { Crumb } from '../../route-handle';
import { useFavourites } from '../basket/use-favourites';
import { NavigationFocus } from '../navigation/navigation-focus';
import type { SignedInAccount } from './account-menu';
import { AccessBanner, AnnouncementBar, ChristmasBanner, SitewideBanner } from './bars';
import { Breadcrumb } from './breadcrumb';
import { useConsentState } from './consent-state';
import { StoreFooter } from './store-footer';
import { StoreHeader } from './store-header';

// What shows only after hydration, and only on some stores and visits, is fetched only when it shows.
const CookieConsent = lazy(() =>
  import('./cookie-consent').then((module) => ({ default: module.CookieConsent })),
);
const SitewidePopup = lazy(() =>
  import('./sitewide-popup').then((module) => ({ default: module.SitewidePopup })),
);
const CustomCodeFrame = lazy(() =>
  import('./custom-code-frame').then((module) => ({ default: module.CustomCodeFrame })),
);

interface Props {
  store: BrowserStoreView;
  layoutName: LayoutName;
  currency: string;
  basketCount: number;
  account: SignedInAccount | null;
  crumbs: Crumb[];
  origin: string;
  nonce: string;
  forceCookieBanner: boolean;
  children: ReactNode;
}

/** The regions of a storefront page, shown or hidden by the route's layout (§2 Layouts). */
export function StoreFrame(props: Props) {
  const { store, layoutName } = props;
  const layout = resolveLayout(layoutName);
  const favourites = useFavourites();
  const consent = useConsentState(store, props.forceCookieBanner);
  const main = useRef<HTMLElement>(null);
  return (
    <div className={`store-frame layout-${layoutName}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {layout.announcement.visible ? (
        <>
          <AnnouncementBar store={store} />
          <SitewideBanner store={store} />
          <ChristmasBanner store={store} layout={layoutName} />
          <AccessBanner store={store} />
        </>
      ) : null}
      {layout.header.visible ? (
        <StoreHeader
          store={store}
          currency={props.currency}
          basketCount={props.basketCount}
          account={props.account}
          favouritesCount={favourites.count}
        />
      ) : null}
      {layout.content.visible ? (
        <main
          ref={main}
          id="main"
          className="store-content"
          style={{ maxWidth: contentMaxWidth(layout.content.width) }}
        >
          <Breadcrumb crumbs={props.crumbs} origin={props.origin} />
          {props.children}
        </main>
      ) : null}
      <NavigationFocus main={main} />
      {layout.footer.visible ? (
        <StoreFooter store={store} account={props.account} showSubFooter={layout.subFooter.visible} />
      ) : null}
      {consent.ready && consent.sheetShowing ? (
        <Suspense fallback={null}>
          <CookieConsent store={store} forced={props.forceCookieBanner} />
        </Suspense>
      ) : null}
      {consent.ready && store.sitewidePopup ? (
        <Suspense fallback={null}>
          <SitewidePopup store={store} consent={consent} />
        </Suspense>
      ) : null}
      {consent.ready && consent.choice === 'all' && store.customCodeVersion ? (
        <Suspense fallback={null}>
          <CustomCodeFrame store={store} consent={consent} />
        </Suspense>
      ) : null}
    </div>
  );
}
