import type { Store } from './store';

/** How the outside world reaches the stores: set once at boot from the configuration. */
export interface PublicUrls {
  scheme: 'http' | 'https';
  storeBaseDomain: string;
  /** The platform's own host (the platform store, division 12). */
  platformHost: string;
  port: number;
}

let current: PublicUrls = {
  scheme: 'http',
  storeBaseDomain: 'localhost',
  platformHost: 'localhost',
  port: 3000,
};

export function configurePublicUrls(urls: PublicUrls): void {
  current = { ...urls };
}

/**
 * A store's origin for links sent away from a request (emails written by jobs, security notices): its
 * custom domain when it has one, else its sub-domain. Links made during a request use the request's host.
 */
export function storeOrigin(
  store: Pick<Store, 'subdomain' | 'activeDomainName' | 'isPlatform'>,
  urls: PublicUrls = current,
): string {
  const defaultPort =
    (urls.scheme === 'http' && urls.port === 80) || (urls.scheme === 'https' && urls.port === 443);
  const host = store.isPlatform
    ? urls.platformHost
    : (store.activeDomainName ?? `${store.subdomain}.${urls.storeBaseDomain}`);
  const port = defaultPort || store.activeDomainName ? '' : `:${urls.port}`;
  return `${urls.scheme}://${host}${port}`;
}

/** The addresses configured at boot: what a custom domain may not claim. */
export const currentPublicUrls = (): PublicUrls => ({ ...current });
