import type { FastifyRequest } from 'fastify';
import { availableCurrencies } from '../core/money';
import { resolveTheme, THEMES, themeToCss } from '../core/theme';
import { listProductSummaries } from '../domain/catalog';
import type { ServiceContext } from '../domain/context';
import type { Database } from '../domain/db';
import { listLiveStores, type Store } from '../domain/stores';
import { actorFor, selectedCurrency } from './api/context';

/** What the storefront renders with: plain data about the store, ready to serialise. */
export interface StoreView {
  id: number;
  subdomain: string;
  companyName: string;
  logo: string | null;
  favicon: string;
  isPro: boolean;
  isPlatform: boolean;
  themeName: string;
  themeCss: string;
  mainMenu: Store['settings']['mainMenu'];
  announcement: Store['settings']['announcement'];
  currencies: string[];
}

export interface PublicUrls {
  scheme: string;
  storeBaseDomain: string;
  port: number;
}

function storeView(store: Store, log: FastifyRequest['log']): StoreView {
  let themeCss: string;
  try {
    themeCss = themeToCss(resolveTheme(store.settings.theme, THEMES, store.settings.themeOverrides));
  } catch (error) {
    // A broken store theme never breaks the storefront: fall back to the platform theme and say why.
    log.warn({ err: error, theme: store.settings.theme }, 'store theme failed to resolve; using teemill');
    themeCss = themeToCss(resolveTheme('teemill', THEMES));
  }
  return {
    id: store.id,
    subdomain: store.subdomain,
    companyName: store.companyName,
    logo: store.logo,
    favicon: store.settings.favicon ?? store.logo ?? '/favicon.svg',
    isPro: store.isPro,
    isPlatform: store.isPlatform,
    themeName: store.settings.theme,
    themeCss,
    mainMenu: store.settings.mainMenu,
    announcement: store.settings.announcement,
    currencies: availableCurrencies(store.settings.plugins.currency, store.settings.currency),
  };
}

function services(ctx: ServiceContext | null) {
  const need = () => {
    if (!ctx) throw new Response('Not found', { status: 404 });
    return ctx;
  };
  return {
    catalog: {
      featuredProducts: (limit: number) => listProductSummaries(need(), { limit, sort: 'bestseller' }),
    },
    platform: {
      liveStores: () => listLiveStores(need()),
    },
  };
}

export type RequestServices = ReturnType<typeof services>;

export type PrintfrontLoadContext = {
  tenant: 'store' | 'platform' | 'unknown';
  store: StoreView | null;
  currency: string;
  cspNonce: string;
  urls: PublicUrls;
  services: RequestServices;
};

export function createLoadContext(
  request: FastifyRequest,
  db: Database,
  cspNonce: string,
  urls: PublicUrls,
): PrintfrontLoadContext {
  const { tenant } = request;
  if (tenant.kind === 'unknown') {
    return { tenant: 'unknown', store: null, currency: 'GBP', cspNonce, urls, services: services(null) };
  }
  const ctx: ServiceContext = { store: tenant.store, actor: actorFor(request), db };
  return {
    tenant: tenant.kind,
    store: storeView(tenant.store, request.log),
    currency: selectedCurrency(request, tenant.store),
    cspNonce,
    urls,
    services: services(ctx),
  };
}
