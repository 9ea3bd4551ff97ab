import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { PAGE_MESSAGES } from '../core/errors/page-messages';
import type { LayoutName } from '../core/layouts';
import type { Route } from './+types/root';
import type { SignedInAccount } from './components/chrome/account-menu';
import { StoreFrame } from './components/chrome/store-frame';
import { NavigationPauseControl } from './components/navigation/navigation-pause';
import { NavigationScroll } from './components/navigation/navigation-scroll';
import { TestPaymentsNotice } from './components/notices/test-payments-notice';
import { DocumentJsonTexts } from './document-texts';
import { type DocumentTexts, jsonTextFor } from './json-text';
import { rootDataOf } from './root-data';
import type { Crumb, RouteHandle } from './route-handle';
import { storeVisitGuard } from './routes/account/guards.server';
import { storefrontStylesheetHref } from './storefront-stylesheet';
import { ThemeStylesheet } from './theme-stylesheet';

/** The header's basket badge and favourites heart (and which products the hearts mark). */
async function shoppingState(context: Route.LoaderArgs['context']) {
  if (!context.store || context.tenant !== 'store') return { basketCount: 0, favourites: NO_FAVOURITES };
  const [basketCount, favourites] = await Promise.all([
    context.services.basket.count(),
    context.services.favourites.summary(),
  ]);
  return { basketCount, favourites };
}

const NO_FAVOURITES = { count: 0, productUuids: [] as string[] };

/** Who the header's account menu greets: the signed-in shopper's name, or nobody. */
async function signedInAccount(context: Route.LoaderArgs['context']): Promise<SignedInAccount | null> {
  if (!context.store || context.tenant !== 'store') return null;
  const user = await context.services.accounts.user();
  if (!user) return null;
  return { name: user.firstName?.trim() || user.username?.trim() || user.email };
}

type StoreWithoutCss = Omit<NonNullable<Route.LoaderArgs['context']['store']>, 'themeCss'>;
/** One copy per store view: the server keeps a view as long as its store is unchanged (store-view.ts). */
const withoutCss = new WeakMap<object, StoreWithoutCss>();

/**
 * The store view without its theme CSS, which the server writes into the head itself (ThemeStylesheet), as
 * JSON text (root-data.ts): made once per store view.
 */
function storeForBrowser(
  store: Route.LoaderArgs['context']['store'],
  documentTexts: DocumentTexts | null | undefined,
) {
  if (!store) return null;
  let copy = withoutCss.get(store);
  if (!copy) {
    const { themeCss: _inHead, ...rest } = store;
    copy = rest;
    withoutCss.set(store, copy);
  }
  return jsonTextFor(documentTexts, copy);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await storeVisitGuard(context, request);
  const url = new URL(request.url);
  return {
    tenant: context.tenant,
    store: storeForBrowser(context.store, context.documentTexts),
    currency: context.currency,
    nonce: context.cspNonce,
    origin: context.origin,
    testPayments: context.testPayments,
    ...(await shoppingState(context)),
    account: await signedInAccount(context),
    forceCookieBanner: url.searchParams.get('cgi') === '5',
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const sent = useRouteLoaderData<typeof loader>('root');
  const data = sent ? rootDataOf(sent) : undefined;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href={data?.store?.favicon ?? '/favicon.svg'} />
        <Links nonce={data?.nonce} />
        <link rel="stylesheet" href={storefrontStylesheetHref} />
        {data?.store ? <ThemeStylesheet nonce={data.nonce} /> : null}
      </head>
      <body>
        {children}
        <NavigationScroll />
        <NavigationPauseControl />
        <DocumentJsonTexts nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

function useFrameFromMatches(): { layout: LayoutName; crumbs: Crumb[] } {
  const matches = useMatches();
  let layout: LayoutName = 'standard';
  let crumbs: Crumb[] = [{ name: 'Home', url: '/' }];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (typeof handle?.layout === 'function')
      layout = match.loaderData ? handle.layout(match.loaderData) : layout;
    else if (handle?.layout) layout = handle.layout;
    if (handle?.breadcrumb && match.loaderData)
      crumbs = [{ name: 'Home', url: '/' }, ...handle.breadcrumb(match.loaderData)];
    if (handle?.notFound) crumbs = [];
  }
  return { layout, crumbs };
}

export default function App() {
  const data = rootDataOf(useLoaderData<typeof loader>());
  // Tests and the tooling wait on this: the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const frame = useFrameFromMatches();
  const notice = data.testPayments ? <TestPaymentsNotice /> : null;
  if (data.tenant !== 'store' || !data.store)
    return (
      <>
        {notice}
        <Outlet />
      </>
    );
  return (
    <>
      {notice}
      <StoreFrame
        store={data.store}
        layoutName={frame.layout}
        currency={data.currency}
        basketCount={data.basketCount}
        account={data.account}
        crumbs={frame.crumbs}
        origin={data.origin}
        nonce={data.nonce}
        forceCookieBanner={data.forceCookieBanner}
      >
        <Outlet />
      </StoreFrame>
    </>
  );
}

/** Store data that fails to load gets the full-page error with a Reload action (§2, §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // No route's meta reaches an error caught here (React Router's Meta stops at the boundary's route), so the
  // page names itself: a document without a title fails WCAG 2.4.2.
  return (
    <main className="error-page">
      <title>{notFound ? PAGE_MESSAGES.notFoundTitle : PAGE_MESSAGES.loadFailedTitle}</title>
      <h1>{notFound ? PAGE_MESSAGES.notFound : PAGE_MESSAGES.loadFailed}</h1>
      {notFound ? (
        <a className="button" href="/">
          Go to the home page
        </a>
      ) : (
        <a className="button button-primary" href={`${location.pathname}${location.search}`}>
          Reload
        </a>
      )}
    </main>
  );
}
