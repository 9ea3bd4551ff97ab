import type { InferSelectModel } from 'drizzle-orm';
import type { divisions, subdomains } from './tables';

export type StoreSettings = InferSelectModel<typeof subdomains>;

/** A store as the rest of the platform sees it: the division and its storefront settings. */
export interface Store {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  companyName: string;
  logo: string | null;
  activeDomainName: string | null;
  disabled: boolean;
  isPro: boolean;
  isTurbo: boolean;
  isPlatform: boolean;
  settings: StoreSettings;
}

export function toStore(
  division: InferSelectModel<typeof divisions>,
  settings: StoreSettings,
  manufacturer: { isPro: boolean; isTurbo: boolean } | null,
  platformDivisionId: number,
): Store {
  return {
    id: division.id,
    code: division.code,
    name: division.name,
    subdomain: division.subdomain,
    companyName: division.companyName,
    logo: division.logo,
    activeDomainName: division.activeDomainName,
    disabled: division.disabled,
    isPro: settings.isPro || Boolean(manufacturer?.isPro),
    isTurbo: Boolean(manufacturer?.isTurbo),
    isPlatform: division.id === platformDivisionId,
    settings,
  };
}
