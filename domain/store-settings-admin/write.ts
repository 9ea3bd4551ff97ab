import { and, eq, ne, or, sql } from 'drizzle-orm';
import { conflict, forbidden, invalid, parseOrThrow } from '../../core/errors';
import {
  addChristmasCutoffSchema,
  addSearchRedirectSchema,
  announcementFormSchema,
  christmasBannerFormSchema,
  companyNameSchema,
  cookiePolicyFormSchema,
  currencyPluginFormSchema,
  customCodeFormSchema,
  customDomainFormSchema,
  emailSubscriberOfferFormSchema,
  MAX_SEARCH_REDIRECTS,
  paymentProcessorFormSchema,
  removeChristmasCutoffSchema,
  removeSearchRedirectSchema,
  SETTINGS_MESSAGES,
  sitewideBannerFormSchema,
  sitewidePopupFormSchema,
  socialLinksFormSchema,
  storeImageFormSchema,
} from '../../core/store';
import type { ServiceContext } from '../context';
import { findLibraryFile } from '../media-library';
import { assertMayManage } from '../store-admin';
import { currentPublicUrls } from '../stores';
import { currencies, divisions, subdomains } from '../stores/tables';
import { mayUseCustomDomain, settingsRows } from './read';
import {
  pluginForm,
  type SettingSaved,
  saved,
  setPlugin,
  settingForm,
  settingInput,
  updateListSetting,
  updateSettings,
} from './update-setting';

export type { SettingSaved };

/** The store's name as shoppers read it (header, titles, emails): the division's company name. */
export async function setCompanyName(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const { companyName } = await settingInput(ctx, companyNameSchema, input);
  await ctx.db.update(divisions).set({ companyName }).where(eq(divisions.id, ctx.store.id));
  return saved('The company name is');
}

/** The logo in the store's header: one of its library images (the upload page crops it first). */
export async function setLogo(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const file = await libraryImage(ctx, input);
  await ctx.db
    .update(divisions)
    .set({ logo: file.path, logoThumbnail: file.path })
    .where(eq(divisions.id, ctx.store.id));
  return saved('The logo is');
}

export async function setFavicon(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const file = await libraryImage(ctx, input);
  await updateSettings(ctx, { favicon: file.path });
  return saved('The favicon is');
}

async function libraryImage(ctx: ServiceContext, input: unknown) {
  const { mediaFileId } = await settingInput(ctx, storeImageFormSchema, input);
  const file = await findLibraryFile(ctx, mediaFileId).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404)
      throw invalid({ mediaFileId: [SETTINGS_MESSAGES.noSuchFile] });
    throw error;
  });
  if (!file.mimeType.startsWith('image/')) throw invalid({ mediaFileId: [SETTINGS_MESSAGES.notAnImage] });
  return file;
}

const orUndefined = (value: string) => (value === '' ? undefined : value);

/** The announcement bar above the header; no text removes it. */
export const setAnnouncement = settingForm(announcementFormSchema, 'The announcement is', (value) => ({
  announcement:
    value.text === ''
      ? null
      : {
          text: value.text,
          href: orUndefined(value.href),
          textColor: orUndefined(value.textColor),
          backgroundColor: orUndefined(value.backgroundColor),
        },
}));

export const setSitewideBanner = settingForm(sitewideBannerFormSchema, 'The sitewide banner is', (value) => ({
  sitewideBanner: {
    enabled: value.enabled,
    text: value.text,
    href: orUndefined(value.href),
    textColor: orUndefined(value.textColor),
    backgroundColor: orUndefined(value.backgroundColor),
  },
}));

export const setSitewidePopup = settingForm(
  sitewidePopupFormSchema,
  'The sitewide popup is',
  (sitewidePopup) => ({
    sitewidePopup,
  }),
);

/** The store's social profiles, linked from its footer; the form replaces them all. */
export const setSocialLinks = settingForm(socialLinksFormSchema, 'The social links are', (socialLinks) => ({
  socialLinks,
}));

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sends a search for a term straight to a page (§3 searchRedirects). One redirect per term (any case), at
 * most 100. The row is locked so two additions take turns.
 */
export async function addSearchRedirect(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const value = await settingInput(ctx, addSearchRedirectSchema, input);
  await updateListSetting(ctx, 'searchRedirects', (redirects) => {
    if (redirects.some((redirect) => sameTerm(redirect.searchTerm, value.searchTerm)))
      throw invalid({ searchTerm: [SETTINGS_MESSAGES.searchTermTaken] });
    if (redirects.length >= MAX_SEARCH_REDIRECTS)
      throw invalid({ searchTerm: [SETTINGS_MESSAGES.tooManyRedirects] });
    return [...redirects, value];
  });
  return saved('The search redirect is');
}

export async function removeSearchRedirect(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const { searchTerm } = await settingInput(ctx, removeSearchRedirectSchema, input);
  await updateListSetting(ctx, 'searchRedirects', (redirects) => {
    const kept = redirects.filter((redirect) => !sameTerm(redirect.searchTerm, searchTerm));
    if (kept.length === redirects.length) throw conflict(SETTINGS_MESSAGES.noSuchRedirect);
    return kept;
  });
  return { message: 'The search redirect is removed.' };
}

/** The currency plugin (§9): the store's own currency plus the offered codes, all known to the platform. */
export async function setCurrencyPlugin(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const value = await settingInput(ctx, currencyPluginFormSchema, input);
  const known = new Set(
    (await ctx.db.select({ code: currencies.code }).from(currencies)).map((row) => row.code),
  );
  if (value.offered.some((code) => !known.has(code)))
    throw invalid({ offered: [SETTINGS_MESSAGES.currencyUnknown] });
  const { settings } = await settingsRows(ctx);
  const list = [settings.currency, ...value.offered.filter((code) => code !== settings.currency)];
  await setPlugin(ctx, 'currency', { enabled: value.enabled, main: settings.currency, list: list.join(',') });
  return saved('The currency settings are');
}

export const setCookiePolicy = pluginForm(
  'cookie-policy',
  cookiePolicyFormSchema,
  'The cookie notice is',
  (value) => ({
    enabled: value.enabled,
    allowEssentialOnly: value.allowEssentialOnly,
    ...(value.message === '' ? {} : { message: value.message }),
  }),
);

export const setChristmasBanner = pluginForm(
  'christmas-banner',
  christmasBannerFormSchema,
  'The Christmas banner is',
  (value) => ({
    disabled: !value.enabled,
    ...(value.backgroundColor === '' ? {} : { backgroundColor: value.backgroundColor }),
    ...(value.textColor === '' ? {} : { textColor: value.textColor }),
  }),
);

/** A last-order date for Christmas delivery, shown by the Christmas banner; kept in date order. */
export async function addChristmasCutoff(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const value = await settingInput(ctx, addChristmasCutoffSchema, input);
  await updateListSetting(ctx, 'christmasCutoffDates', (dates) =>
    [...dates, value].sort((a, b) => a.date.localeCompare(b.date)),
  );
  return saved('The Christmas date is');
}

export async function removeChristmasCutoff(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const { index } = await settingInput(ctx, removeChristmasCutoffSchema, input);
  await updateListSetting(ctx, 'christmasCutoffDates', (dates) => {
    if (index >= dates.length) throw conflict('That date is already gone.');
    return dates.filter((_, at) => at !== index);
  });
  return { message: 'The Christmas date is removed.' };
}

export const setEmailSubscriberOffer = pluginForm(
  'email-subscriber-offer',
  emailSubscriberOfferFormSchema,
  'The email subscriber offer is',
  (value) => value,
);

/**
 * The store's own domain (§6: turbo stores and internal users only, 403 otherwise): §5's domain rule, not
 * the platform's own addresses, and used by no other store (unique, any case). '' removes it.
 */
export async function setCustomDomain(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const manager = await assertMayManage(ctx, 'settings');
  if (!mayUseCustomDomain(ctx, manager)) throw forbidden(SETTINGS_MESSAGES.customDomainTurboOnly);
  const { customDomainName } = parseOrThrow(customDomainFormSchema, input);
  if (customDomainName === '') {
    await updateSettings(ctx, { customDomainName: null });
    return { message: 'The custom domain is removed.' };
  }
  const urls = currentPublicUrls();
  const base = urls.storeBaseDomain.toLowerCase();
  if (
    customDomainName === urls.platformHost.toLowerCase() ||
    customDomainName === base ||
    customDomainName.endsWith(`.${base}`)
  )
    throw invalid({ customDomainName: [SETTINGS_MESSAGES.domainIsPlatform] });
  await ctx.db.transaction(async (tx) => {
    // Claims are serialised, so two stores asking for one domain at once cannot both get it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('printfront:custom-domain'))`);
    const [taken] = await tx
      .select({ id: subdomains.divisionId })
      .from(subdomains)
      .innerJoin(divisions, eq(divisions.id, subdomains.divisionId))
      .where(
        and(
          ne(subdomains.divisionId, ctx.store.id),
          or(
            sql`lower(${subdomains.customDomainName}) = ${customDomainName}`,
            sql`lower(${divisions.activeDomainName}) = ${customDomainName}`,
          ),
        ),
      )
      .limit(1);
    if (taken) throw invalid({ customDomainName: [SETTINGS_MESSAGES.domainTaken] });
    await tx
      .update(subdomains)
      .set({ customDomainName, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
  });
  return saved('The custom domain is');
}

export const setCustomCode = settingForm(customCodeFormSchema, 'The custom code is', (value) => ({
  customCode: { head: value.head, body: value.body },
}));

/**
 * Who takes the store's payments: the platform ('teemill') or the store's own processor ('direct'). Only
 * internal users switch a store to direct (§6: direct processor pages need an internal user).
 */
export async function setPaymentProcessor(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  const manager = await assertMayManage(ctx, 'settings');
  const { type } = parseOrThrow(paymentProcessorFormSchema, input);
  const { settings } = await settingsRows(ctx);
  if (type === 'direct' && settings.paymentProcessor.type !== 'direct' && manager.role !== 'internal')
    throw forbidden(SETTINGS_MESSAGES.directProcessorInternalOnly);
  await updateSettings(ctx, { paymentProcessor: { ...settings.paymentProcessor, type } });
  return saved('The payment processor is');
}
