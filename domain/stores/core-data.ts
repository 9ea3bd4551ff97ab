import type { ServiceContext } from '../context';
import { listPageRouteMeta, type PageRouteMeta } from '../pages';
import type { Store } from './store';

/** §3 "Store core data": the pages and the state a storefront boots with. */
export interface StoreCoreData {
  pages: PageRouteMeta[];
  state: {
    currency: string;
    splitTest: { name: string; variation: string }[];
    subdomain: ReturnType<typeof subdomainState>;
    christmasCutoffDates: Store['settings']['christmasCutoffDates'];
    christmasContent: Store['settings']['christmasContent'];
    paymentProcessor: { type: 'teemill' | 'direct' };
  };
}

export interface CoreDataExtras {
  cartItems: unknown[];
  favouriteItems: unknown[];
  currency: string;
  splitTests: { name: string; variation: string }[];
}

export async function getStoreCoreData(ctx: ServiceContext, extras: CoreDataExtras): Promise<StoreCoreData> {
  const pages = await listPageRouteMeta(ctx);
  const { settings } = ctx.store;
  return {
    pages,
    state: {
      currency: extras.currency,
      splitTest: extras.splitTests,
      subdomain: subdomainState(ctx, extras),
      christmasCutoffDates: settings.christmasCutoffDates,
      christmasContent: settings.christmasContent,
      // Account identifiers of a direct processor stay on the server.
      paymentProcessor: { type: settings.paymentProcessor.type },
    },
  };
}

function subdomainState(ctx: ServiceContext, extras: CoreDataExtras) {
  const { store } = ctx;
  const { settings } = store;
  return {
    id: settings.id,
    division: {
      id: store.id,
      name: store.name,
      code: store.code,
      companyName: store.companyName,
      logo: store.logo,
    },
    isPro: store.isPro,
    theme: settings.theme,
    mainMenu: settings.mainMenu,
    cart: { items: extras.cartItems },
    favicon: settings.favicon,
    meta: { ogImage: settings.metaOgImage },
    customCode: settings.customCode,
    customDomainName: settings.customDomainName,
    favourites: { enabled: settings.favouritesEnabled, items: extras.favouriteItems },
    searchRedirects: settings.searchRedirects,
    sitewidePopup: settings.sitewidePopup,
    plugins: settings.plugins,
    sitewideBanner: settings.sitewideBanner,
    announcement: settings.announcement,
    passwordProtected: settings.passwordProtected,
    comingSoonPageData: { enabled: settings.comingSoonPageData.enabled },
    isNative: settings.isNative,
    mode: settings.mode,
    currency: settings.currency,
    sessionId: ctx.actor.kind === 'system' ? null : ctx.actor.sessionId,
  };
}
