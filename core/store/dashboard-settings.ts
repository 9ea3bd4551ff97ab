import { z } from 'zod';
import { isHexColour } from '../colour/parse';
import { isSafeLink } from '../links/safe';
import { zRule, zString } from '../validation';
import { domain as domainMessage, required } from '../validation/messages';
import { domain as domainRule } from '../validation/rules/identity';
import { SOCIAL_NETWORKS, type SocialLinks } from './settings';
import { SUBSCRIBER_OFFER_LIMITS } from './subscriber-offer';

/**
 * The seller dashboard's store settings (§3 store core data): one schema per form, shared by the settings
 * page, its action and the domain. Form values are text; a checkbox is present ('on') or absent.
 */

export const COMPANY_NAME_MAX_LENGTH = 60;
export const BANNER_TEXT_MAX_LENGTH = 200;
export const POPUP_DESCRIPTION_MAX_LENGTH = 1000;
export const SEARCH_TERM_MAX_LENGTH = 100;
export const MAX_SEARCH_REDIRECTS = 100;
export const CUSTOM_CODE_MAX_LENGTH = 20_000;
export const COOKIE_MESSAGE_MAX_LENGTH = 500;
export const LINK_MAX_LENGTH = 2000;

export const SETTINGS_MESSAGES = {
  colour: 'Please enter a colour like #1a2b3c',
  link: 'Please enter a link: a path like /collection/hoodies/ or a web address',
  date: 'Please enter a date',
  currencyUnknown: 'Please choose a currency this store can sell in',
  currencyMainNotListed: "The store's own currency is always offered",
  searchTermTaken: 'This search term already has a redirect',
  tooManyRedirects: `A store may have at most ${MAX_SEARCH_REDIRECTS} search redirects`,
  noSuchRedirect: 'That search redirect is already gone.',
  domainTaken: 'This domain is already used by another store',
  domainIsPlatform: "A custom domain cannot be one of the platform's own addresses",
  customDomainTurboOnly: 'Custom domains need a Turbo plan. Ask us to upgrade your store.',
  directProcessorInternalOnly: 'Only our team can switch a store to its own payment processor.',
  noSuchFile: 'Please choose one of your uploaded images',
  notAnImage: 'Please choose an image',
  saved: (what: string) => `${what} saved.`,
} as const;

export const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('1'), z.boolean()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

/** An optional text field: trimmed, '' when absent, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .check(zRule('max_length', max));

/** An optional colour: '' or §5's hex (3, 4, 6 or 8 digits); stored with its '#'. */
export const optionalColour = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '')
  .refine((value) => value === '' || isHexColour(value), SETTINGS_MESSAGES.colour)
  .transform((value) => (value === '' || value.startsWith('#') ? value : `#${value}`));

/** An optional link: '' or a link §5 allows (relative path or an allowed scheme). */
export const optionalLink = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '')
  .check(zRule('max_length', LINK_MAX_LENGTH))
  .refine((value) => value === '' || isSafeLink(value), SETTINGS_MESSAGES.link);

export const companyNameSchema = z.object({
  companyName: zString(['required'])
    .transform((value) => value.trim())
    .check(zRule('max_length', COMPANY_NAME_MAX_LENGTH))
    .refine((value) => value !== '', required),
});

/** The announcement bar: no text turns it off. */
export const announcementFormSchema = z.object({
  text: optionalText(BANNER_TEXT_MAX_LENGTH),
  href: optionalLink,
  textColor: optionalColour,
  backgroundColor: optionalColour,
});

export const sitewideBannerFormSchema = z
  .object({
    enabled: checkbox,
    text: optionalText(BANNER_TEXT_MAX_LENGTH),
    href: optionalLink,
    textColor: optionalColour,
    backgroundColor: optionalColour,
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: required });
  });

export const sitewidePopupFormSchema = z
  .object({
    enabled: checkbox,
    heading: optionalText(BANNER_TEXT_MAX_LENGTH),
    description: optionalText(POPUP_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.heading === '')
      ctx.addIssue({ code: 'custom', path: ['heading'], message: required });
  });

export const addSearchRedirectSchema = z.object({
  searchTerm: zString(['required'])
    .transform((value) => value.trim())
    .check(zRule('max_length', SEARCH_TERM_MAX_LENGTH))
    .refine((value) => value !== '', required),
  destinationUrl: zString(['required'])
    .transform((value) => value.trim())
    .check(zRule('max_length', LINK_MAX_LENGTH))
    .refine((value) => value !== '', required)
    .refine((value) => isSafeLink(value), SETTINGS_MESSAGES.link),
});

export const removeSearchRedirectSchema = z.object({
  searchTerm: zString(['required']),
});

/** Currency plugin: offered codes are checkboxes named `offer-{CODE}`; the store's own is always offered. */
export const CURRENCY_OFFER_PREFIX = 'offer-';
export const currencyPluginFormSchema = z
  .object({ enabled: checkbox })
  .catchall(z.unknown())
  .transform((value) => ({
    enabled: value.enabled,
    offered: Object.keys(value)
      .filter((key) => key.startsWith(CURRENCY_OFFER_PREFIX) && value[key] !== undefined && value[key] !== '')
      .map((key) => key.slice(CURRENCY_OFFER_PREFIX.length).toUpperCase())
      .sort(),
  }));

export const cookiePolicyFormSchema = z.object({
  enabled: checkbox,
  message: optionalText(COOKIE_MESSAGE_MAX_LENGTH),
  allowEssentialOnly: checkbox,
});

export const christmasBannerFormSchema = z.object({
  enabled: checkbox,
  backgroundColor: optionalColour,
  textColor: optionalColour,
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const addChristmasCutoffSchema = z.object({
  region: zString(['required'])
    .transform((value) => value.trim())
    .check(zRule('max_length', 60)),
  service: zString(['required'])
    .transform((value) => value.trim())
    .check(zRule('max_length', 60)),
  date: zString(['required']).refine(
    (value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)),
    SETTINGS_MESSAGES.date,
  ),
});

export const removeChristmasCutoffSchema = z.object({ index: z.coerce.number().int().min(0) });

/** The email subscriber offer (§3 plugins): on or off, with what the storefront's sign-up shows. */
export const emailSubscriberOfferFormSchema = z
  .object({
    enabled: checkbox,
    heading: optionalText(SUBSCRIBER_OFFER_LIMITS.heading),
    description: optionalText(SUBSCRIBER_OFFER_LIMITS.description),
    discount: optionalText(SUBSCRIBER_OFFER_LIMITS.discount),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.heading === '')
      ctx.addIssue({ code: 'custom', path: ['heading'], message: required });
  });

/** A custom domain (§6: turbo or internal only): §5's domain rule, lower case; '' removes it. */
export const customDomainFormSchema = z.object({
  customDomainName: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/+$/, ''),
    )
    .refine((value) => value === '' || domainRule.test(value), domainMessage),
});

export const customCodeFormSchema = z.object({
  head: z
    .string()
    .optional()
    .transform((value) => value ?? '')
    .check(zRule('max_length', CUSTOM_CODE_MAX_LENGTH)),
  body: z
    .string()
    .optional()
    .transform((value) => value ?? '')
    .check(zRule('max_length', CUSTOM_CODE_MAX_LENGTH)),
});

/** A social profile's address: '' or §5's url rule; a bare address gets https:// in front. */
export const optionalSocialUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '')
  .check(zRule('max_length', LINK_MAX_LENGTH), zRule('url'))
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`));

/** The store's social profiles (§3 social handles), one field per network; an empty field removes it. */
export const socialLinksFormSchema = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalSocialUrl])) as {
      [K in (typeof SOCIAL_NETWORKS)[number]]: typeof optionalSocialUrl;
    },
  )
  .transform(
    (value): SocialLinks =>
      Object.fromEntries(
        SOCIAL_NETWORKS.filter((network) => value[network] !== '').map((n) => [n, value[n]]),
      ),
  );

export const paymentProcessorFormSchema = z.object({
  type: z.enum(['teemill', 'direct'], { error: required }),
});

/** The logo or favicon: one of the store's library images by id. */
export const storeImageFormSchema = z.object({
  mediaFileId: z.coerce
    .number({ error: SETTINGS_MESSAGES.noSuchFile })
    .int()
    .positive(SETTINGS_MESSAGES.noSuchFile),
});
