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
  type StorePlugins,
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

/** What every settings change answers: the confirmation the page shows. */
export interface SettingSaved {
  message: string;
}

const saved = (what: string): SettingSaved => ({ message: SETTINGS_MESSAGES.saved(what) });

type SettingsPatch = Partial<typeof subdomains.$inferInsert>;

async function updateSettings(ctx: ServiceContext, patch: SettingsPatch): Promise<void> {
  await ctx.db
    .update(subdomains)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subdomains.divisionId, ctx.store.id));
}

/** The store's name as shoppers read it (header, titles, emails): the division's company name. */
export async function setCompanyName(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const { companyName } = parseOrThrow(companyNameSchema, input);
  await ctx.db.update(divisions).set({ companyName }).where(eq(divisions.id, ctx.store.id));
  return saved('The company name is');
}

/** The logo in the store's header: one of its library images (the upload page crops it first). */
export async function setLogo(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const file = await libraryImage(ctx, input);
  await ctx.db
    .update(divisions)
    .set({ logo: file.path, logoThumbnail: file.path })
    .where(eq(divisions.id, ctx.store.id));
  return saved('The logo is');
}

export async function setFavicon(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const file = await libraryImage(ctx, input);
  await updateSettings(ctx, { favicon: file.path });
  return saved('The favicon is');
}

async function libraryImage(ctx: ServiceContext, input: unknown) {
  const { mediaFileId } = parseOrThrow(storeImageFormSchema, input);
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
export async function setAnnouncement(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(announcementFormSchema, input);
  await updateSettings(ctx, {
    announcement:
      value.text === ''
        ? null
        : {
            text: value.text,
            href: orUndefined(value.href),
            textColor: orUndefined(value.textColor),
            backgroundColor: orUndefined(value.backgroundColor),
          },
  });
  return saved('The announcement is');
}

export async function setSitewideBanner(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(sitewideBannerFormSchema, input);
  await updateSettings(ctx, {
    sitewideBanner: {
      enabled: value.enabled,
      text: value.text,
      href: orUndefined(value.href),
      textColor: orUndefined(value.textColor),
      backgroundColor: orUndefined(value.backgroundColor),
    },
  });
  return saved('The sitewide banner is');
}

export async function setSitewidePopup(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(sitewidePopupFormSchema, input);
  await updateSettings(ctx, { sitewidePopup: value });
  return saved('The sitewide popup is');
}

/** The store's social profiles, linked from its footer; the form replaces them all. */
export async function setSocialLinks(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const socialLinks = parseOrThrow(socialLinksFormSchema, input);
  await updateSettings(ctx, { socialLinks });
  return saved('The social links are');
}

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sends a search for a term straight to a page (§3 searchRedirects). One redirect per term (any case), at
 * most 100. The row is locked so two additions take turns.
 */
export async function addSearchRedirect(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(addSearchRedirectSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ redirects: subdomains.searchRedirects })
      .from(subdomains)
      .where(eq(subdomains.divisionId, ctx.store.id))
      .for('update');
    const redirects = row?.redirects ?? [];
    if (redirects.some((redirect) => sameTerm(redirect.searchTerm, value.searchTerm)))
      throw invalid({ searchTerm: [SETTINGS_MESSAGES.searchTermTaken] });
    if (redirects.length >= MAX_SEARCH_REDIRECTS)
      throw invalid({ searchTerm: [SETTINGS_MESSAGES.tooManyRedirects] });
    await tx
      .update(subdomains)
      .set({ searchRedirects: [...redirects, value], updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
  });
  return saved('The search redirect is');
}

export async function removeSearchRedirect(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const { searchTerm } = parseOrThrow(removeSearchRedirectSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ redirects: subdomains.searchRedirects })
      .from(subdomains)
      .where(eq(subdomains.divisionId, ctx.store.id))
      .for('update');
    const redirects = row?.redirects ?? [];
    const kept = redirects.filter((redirect) => !sameTerm(redirect.searchTerm, searchTerm));
    if (kept.length === redirects.length) throw conflict(SETTINGS_MESSAGES.noSuchRedirect);
    await tx
      .update(subdomains)
      .set({ searchRedirects: kept, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
  });
  return { message: 'The search redirect is removed.' };
}

/** Changes one plugin's settings in one statement, leaving the others as they are. */
async function setPlugin<K extends keyof StorePlugins>(
  ctx: ServiceContext,
  name: K,
  value: NonNullable<StorePlugins[K]>,
): Promise<void> {
  await ctx.db
    .update(subdomains)
    .set({
      plugins: sql`coalesce(${subdomains.plugins}, '{}'::jsonb) || jsonb_build_object(${name}::text, ${JSON.stringify(value)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(subdomains.divisionId, ctx.store.id));
}

/** The currency plugin (§9): the store's own currency plus the offered codes, all known to the platform. */
export async function setCurrencyPlugin(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(currencyPluginFormSchema, input);
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

export async function setCookiePolicy(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(cookiePolicyFormSchema, input);
  await setPlugin(ctx, 'cookie-policy', {
    enabled: value.enabled,
    allowEssentialOnly: value.allowEssentialOnly,
    ...(value.message === '' ? {} : { message: value.message }),
  });
  return saved('The cookie notice is');
}

export async function setChristmasBanner(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(christmasBannerFormSchema, input);
  await setPlugin(ctx, 'christmas-banner', {
    disabled: !value.enabled,
    ...(value.backgroundColor === '' ? {} : { backgroundColor: value.backgroundColor }),
    ...(value.textColor === '' ? {} : { textColor: value.textColor }),
  });
  return saved('The Christmas banner is');
}

/** A last-order date for Christmas delivery, shown by the Christmas banner; kept in date order. */
export async function addChristmasCutoff(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(addChristmasCutoffSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ dates: subdomains.christmasCutoffDates })
      .from(subdomains)
      .where(eq(subdomains.divisionId, ctx.store.id))
      .for('update');
    const dates = [...(row?.dates ?? []), value].sort((a, b) => a.date.localeCompare(b.date));
    await tx
      .update(subdomains)
      .set({ christmasCutoffDates: dates, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
  });
  return saved('The Christmas date is');
}

export async function removeChristmasCutoff(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const { index } = parseOrThrow(removeChristmasCutoffSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ dates: subdomains.christmasCutoffDates })
      .from(subdomains)
      .where(eq(subdomains.divisionId, ctx.store.id))
      .for('update');
    const dates = row?.dates ?? [];
    if (index >= dates.length) throw conflict('That date is already gone.');
    await tx
      .update(subdomains)
      .set({ christmasCutoffDates: dates.filter((_, at) => at !== index), updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
  });
  return { message: 'The Christmas date is removed.' };
}

export async function setEmailSubscriberOffer(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(emailSubscriberOfferFormSchema, input);
  await setPlugin(ctx, 'email-subscriber-offer', value);
  return saved('The email subscriber offer is');
}

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

export async function setCustomCode(ctx: ServiceContext, input: unknown): Promise<SettingSaved> {
  await assertMayManage(ctx, 'settings');
  const value = parseOrThrow(customCodeFormSchema, input);
  await updateSettings(ctx, { customCode: { head: value.head, body: value.body } });
  return saved('The custom code is');
}

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
