import type { ServiceContext } from '../../../domain/context';
import * as settings from '../../../domain/store-settings-admin';
import type { OnStore } from './on-store';

type Setter = (ctx: ServiceContext, input: unknown) => Promise<settings.SettingSaved>;

/** The dashboard's settings services: each call names the store it is about. */
export function settingsDashboardServices(onStore: OnStore) {
  const write = (setter: Setter) => (storeId: number, input: unknown) =>
    onStore(storeId, (ctx) => setter(ctx, input), { writes: true });
  return {
    read: (storeId: number) => onStore(storeId, settings.readDashboardSettings),
    companyName: write(settings.setCompanyName),
    logo: write(settings.setLogo),
    favicon: write(settings.setFavicon),
    announcement: write(settings.setAnnouncement),
    sitewideBanner: write(settings.setSitewideBanner),
    sitewidePopup: write(settings.setSitewidePopup),
    socialLinks: write(settings.setSocialLinks),
    addSearchRedirect: write(settings.addSearchRedirect),
    removeSearchRedirect: write(settings.removeSearchRedirect),
    currencyPlugin: write(settings.setCurrencyPlugin),
    cookiePolicy: write(settings.setCookiePolicy),
    christmasBanner: write(settings.setChristmasBanner),
    addChristmasCutoff: write(settings.addChristmasCutoff),
    removeChristmasCutoff: write(settings.removeChristmasCutoff),
    emailSubscriberOffer: write(settings.setEmailSubscriberOffer),
    customDomain: write(settings.setCustomDomain),
    customCode: write(settings.setCustomCode),
    paymentProcessor: write(settings.setPaymentProcessor),
  };
}
