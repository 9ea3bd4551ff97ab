import type { FastifyRequest } from 'fastify';
import { DocumentTexts } from '../../app/json-text';
import { matchSearchRedirect } from '../../core/search';
import { SharedReads } from '../../domain/cache-invalidation';
import {
  type CollectionSort,
  getCollectionPage,
  getProductPage,
  listCollectionLinks,
  listProductSummaries,
} from '../../domain/catalog';
import { searchProducts } from '../../domain/catalog/search';
import type { ServiceContext } from '../../domain/context';
import type { Database } from '../../domain/db';
import type { PageReader } from '../../domain/pages';
import { renamedProductUrl } from '../../domain/product-admin';
import { sitemapSections } from '../../domain/seo';
import { loadStorefrontPage } from '../../domain/storefront-pages';
import { listLiveStores } from '../../domain/stores';
import { actorFor, selectedCurrency } from '../api/context';
import { type StoreView, storeView } from '../store-view';
import { previewedStore } from '../theme-preview';
import { visitorFacts } from '../visitor-facts';
import { isDataRequestPath, pathOf } from '../web-request';
import { type AccountServiceHooks, accountServices } from './accounts';
import { atlasServices } from './atlas';
import { basketServices, mayHaveBasket } from './basket';
import { checkoutServices } from './checkout';
import { contentServices } from './content';
import { dashboardServices } from './dashboard';
import { formServices } from './forms';
import { orderServices } from './orders';
import { bindStore } from './store-binding';
import { studioServices } from './studio';

export type { StoreView } from '../store-view';
export type { Failure, Outcome } from './outcome';

export interface PublicUrls {
  scheme: string;
  storeBaseDomain: string;
  port: number;
}

/** Catalogue reads are the same for every visitor of a store: shared when the server keeps them. */
export type CatalogReads = SharedReads<unknown>;

function services(
  ctx: ServiceContext | null,
  pageReader: PageReader,
  request: FastifyRequest | null = null,
  hooks: AccountServiceHooks = {},
  catalogReads?: CatalogReads,
) {
  const bound = bindStore(request, ctx);
  const need = bound.context;
  // Nothing found is not kept: it notes no tag that the product or collection's creation would name.
  const shared = <T>(load: () => Promise<T>, ...key: (string | number)[]): Promise<T> =>
    catalogReads
      ? (catalogReads.get(
          SharedReads.key(need().store.id, ...key),
          load,
          (value) => value !== null,
        ) as Promise<T>)
      : load();
  // Counts are read once per request: the root loader and a page's block conditions both need them.
  const shopping = basketServices(bound, { mayHaveBasket: mayHaveBasket(request) });
  return {
    catalog: {
      featuredProducts: (limit: number) =>
        shared(() => listProductSummaries(need(), { limit, sort: 'bestseller' }), 'featured', limit),
      newProducts: (limit: number) =>
        shared(() => listProductSummaries(need(), { limit, sort: 'new-in' }), 'new', limit),
      collectionPage: (urlName: string, options: { page?: number; sort?: CollectionSort }) =>
        shared(
          () => getCollectionPage(need(), urlName, options),
          'collection',
          urlName,
          options.page ?? '',
          options.sort ?? '',
        ),
      productPage: (urlName: string) => shared(() => getProductPage(need(), urlName), 'product', urlName),
      /** Where a product's old address leads since it was renamed (301), or null. */
      renamedProduct: (urlName: string) => renamedProductUrl(need(), urlName),
      collectionLinks: (limit: number) => listCollectionLinks(need(), limit),
    },
    pages: {
      /** A store page by path, with its blocks' data; preview only for those who may edit. */
      load: (url: string, options: { preview?: boolean } = {}) =>
        loadStorefrontPage(need(), pageReader, url, options),
      /** What block conditions know about this visitor. */
      visitor: async () => visitorFacts(request, need(), await shopping.basket.count()),
    },
    search: {
      redirectFor: (term: string) => matchSearchRedirect(term, need().store.settings.searchRedirects),
      products: (term: string, page: number) =>
        searchProducts(need(), { term, limit: 24, offset: (page - 1) * 24 }),
    },
    seo: {
      sitemapSections: () => sitemapSections(need()),
    },
    basket: shopping.basket,
    favourites: shopping.favourites,
    platform: {
      liveStores: () => listLiveStores(need()),
    },
    studio: studioServices(bound),
    checkout: checkoutServices(bound),
    orders: orderServices(bound),
    accounts: accountServices(bound, hooks),
    forms: formServices(bound),
    content: contentServices(bound),
    dashboard: dashboardServices(bound, hooks, pageReader),
    atlas: atlasServices(bound),
  };
}

export type RequestServices = ReturnType<typeof services>;

export type PrintfrontLoadContext = {
  tenant: 'store' | 'platform' | 'unknown';
  store: StoreView | null;
  currency: string;
  cspNonce: string;
  urls: PublicUrls;
  /** The origin the shopper sees, for canonical and social URLs. */
  origin: string;
  /** The test processor takes the payments of this deployment: every page says so. */
  testPayments: boolean;
  services: RequestServices;
  /** A document's JSON texts, sent in a script of their own (json-text.ts); null for a data request. */
  documentTexts?: DocumentTexts | null;
};

/** A document request's texts; none for a data request. */
function documentTextsFor(url: string): DocumentTexts | null {
  return isDataRequestPath(pathOf(url)) ? null : new DocumentTexts();
}

export function createLoadContext(
  request: FastifyRequest,
  db: Database,
  cspNonce: string,
  urls: PublicUrls,
  pageReader: PageReader,
  hooks: AccountServiceHooks & { testPayments?: boolean; catalogReads?: CatalogReads } = {},
): PrintfrontLoadContext {
  const { tenant } = request;
  const host = (request.headers.host ?? 'localhost').toLowerCase();
  const origin = `${urls.scheme}://${host}`;
  if (tenant.kind === 'unknown') {
    return {
      tenant: 'unknown',
      store: null,
      currency: 'GBP',
      cspNonce,
      urls,
      origin,
      testPayments: hooks.testPayments === true,
      services: services(null, pageReader),
      documentTexts: documentTextsFor(request.url),
    };
  }
  const ctx: ServiceContext = {
    store: tenant.store,
    actor: actorFor(request),
    db,
    client: { ip: request.ip || null },
  };
  return {
    tenant: tenant.kind,
    store: storeView(previewedStore(request.url, tenant.store) ?? tenant.store, request.log),
    currency: selectedCurrency(request, tenant.store),
    cspNonce,
    urls,
    origin,
    testPayments: hooks.testPayments === true,
    services: services(ctx, pageReader, request, hooks, hooks.catalogReads),
    documentTexts: documentTextsFor(request.url),
  };
}
