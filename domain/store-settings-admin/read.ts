import { asc, eq } from 'drizzle-orm';
import type {
  Announcement,
  ChristmasCutoff,
  PaymentProcessor,
  SearchRedirect,
  SitewideBanner,
  SitewidePopup,
  SocialLinks,
  StorePlugins,
} from '../../core/store';
import { customCodeParts } from '../../core/store/custom-code';
import type { ServiceContext } from '../context';
import { assertMayManage, type StoreManager } from '../store-admin';
import { currencies, divisions, subdomains } from '../stores/tables';

/** Everything the settings page edits, read fresh from the database (not the request's snapshot). */
export interface DashboardSettings {
  companyName: string;
  logo: string | null;
  favicon: string | null;
  announcement: Announcement | null;
  sitewideBanner: SitewideBanner | null;
  sitewidePopup: SitewidePopup;
  socialLinks: SocialLinks;
  searchRedirects: SearchRedirect[];
  plugins: StorePlugins;
  christmasCutoffDates: ChristmasCutoff[];
  storeCurrency: string;
  /** Every currency the platform knows, for the currency plugin's list. */
  currencies: { code: string; name: string }[];
  customDomainName: string | null;
  /** §6: custom domains are for turbo stores and internal users. */
  mayUseCustomDomain: boolean;
  customCode: { head: string; body: string };
  /** Custom code reaches shoppers only on pro stores (decision 0011). */
  isPro: boolean;
  paymentProcessor: PaymentProcessor;
  manager: StoreManager;
}

/** Whether the actor may set a custom domain (§6: turbo store or internal user). */
export const mayUseCustomDomain = (ctx: ServiceContext, manager: StoreManager) =>
  ctx.store.isTurbo || manager.role === 'internal';

/** The settings row and the division of the context's store. */
export async function settingsRows(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select({ settings: subdomains, division: divisions })
    .from(subdomains)
    .innerJoin(divisions, eq(divisions.id, subdomains.divisionId))
    .where(eq(subdomains.divisionId, ctx.store.id))
    .limit(1);
  if (!row) throw new Error(`store ${ctx.store.id} has no settings row`);
  return row;
}

export async function readDashboardSettings(ctx: ServiceContext): Promise<DashboardSettings> {
  const manager = await assertMayManage(ctx, 'settings');
  const [{ settings, division }, known] = await Promise.all([
    settingsRows(ctx),
    ctx.db
      .select({ code: currencies.code, name: currencies.name })
      .from(currencies)
      .orderBy(asc(currencies.code)),
  ]);
  return {
    companyName: division.companyName,
    logo: division.logo,
    favicon: settings.favicon,
    announcement: settings.announcement,
    sitewideBanner: settings.sitewideBanner,
    sitewidePopup: settings.sitewidePopup,
    socialLinks: settings.socialLinks,
    searchRedirects: settings.searchRedirects,
    plugins: settings.plugins,
    christmasCutoffDates: settings.christmasCutoffDates,
    storeCurrency: settings.currency,
    currencies: known,
    customDomainName: settings.customDomainName,
    mayUseCustomDomain: mayUseCustomDomain(ctx, manager),
    customCode: customCodeParts(settings.customCode),
    isPro: ctx.store.isPro,
    paymentProcessor: settings.paymentProcessor,
    manager,
  };
}
