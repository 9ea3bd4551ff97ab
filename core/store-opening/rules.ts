import { z } from 'zod';
import { cardPaymentShape } from '../payments';
import { ACTIVE_THEME_NAMES, resolveTheme, THEMES } from '../theme';
import { GENERAL_VALIDATION_MESSAGE, messages, zString } from '../validation';

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;
export const COMPANY_NAME_MAX_LENGTH = 100;

/** Sub-domains a store may not take: the platform's own hosts and words that would mislead shoppers. */
export const RESERVED_SUBDOMAINS: readonly string[] = Object.freeze([
  'www',
  'admin',
  'api',
  'app',
  'dashboard',
  'mail',
  'email',
  'smtp',
  'static',
  'assets',
  'cdn',
  'images',
  'media',
  'help',
  'support',
  'status',
  'blog',
  'login',
  'account',
  'secure',
  'shop',
  'store',
  'printfront',
  'teemill',
  'atlas',
  'localhost',
]);

export const STORE_OPENING_MESSAGES = {
  reserved: 'This sub-domain is reserved. Please choose another.',
  taken: 'This sub-domain is already taken. Please choose another.',
  theme: 'Please choose one of the themes',
  currency: 'Please choose one of the currencies',
} as const;

/** One DNS label in lower case: letters, digits and inner hyphens. */
const LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The §5 domain rule applied to the store's host: the sub-domain must make a valid host name under any
 * base domain, so it is one lower-case DNS label (no dots, no leading or trailing hyphen).
 */
export function isValidSubdomain(value: string): boolean {
  return LABEL_PATTERN.test(value) && value.length <= SUBDOMAIN_MAX_LENGTH;
}

export const isReservedSubdomain = (value: string) => RESERVED_SUBDOMAINS.includes(value.toLowerCase());

/**
 * A sub-domain suggested from a company name as it is typed: accents dropped, lower case, runs of anything
 * else one hyphen, trimmed to 63 characters. '' when nothing usable is left.
 */
export function suggestSubdomain(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The sub-domain field: required, 3 to 63 characters, a valid label, not reserved (lower-cased first). */
export const zSubdomain = () =>
  zString(['required'])
    .trim()
    .toLowerCase()
    .check(
      z.superRefine((value: string, ctx) => {
        if (value === '') return;
        if (value.length < SUBDOMAIN_MIN_LENGTH) {
          ctx.addIssue({ code: 'custom', message: messages.minLength(SUBDOMAIN_MIN_LENGTH), input: value });
        } else if (value.length > SUBDOMAIN_MAX_LENGTH) {
          ctx.addIssue({ code: 'custom', message: messages.maxLength(SUBDOMAIN_MAX_LENGTH), input: value });
        } else if (!isValidSubdomain(value)) {
          ctx.addIssue({ code: 'custom', message: messages.domain, input: value });
        } else if (isReservedSubdomain(value)) {
          ctx.addIssue({ code: 'custom', message: STORE_OPENING_MESSAGES.reserved, input: value });
        }
      }),
    );

/** The new-store form, the same on the page and in the service. */
export const openStoreSchema = z.object({
  companyName: zString(['required', { rule: 'max_length', param: COMPANY_NAME_MAX_LENGTH }]).trim(),
  subdomain: zSubdomain(),
  theme: zString(['required']).refine((name) => ACTIVE_THEME_NAMES.includes(name), {
    message: STORE_OPENING_MESSAGES.theme,
  }),
  currency: zString(['required']).regex(/^[A-Z]{3}$/, STORE_OPENING_MESSAGES.currency),
});
export type OpenStoreInput = z.input<typeof openStoreSchema>;
export type OpenStore = z.output<typeof openStoreSchema>;

/** The colours a theme's thumbnail is drawn with: a small swatch, not an image file. */
export interface ThemeSwatch {
  name: string;
  page: string;
  text: string;
  primary: string;
  primaryText: string;
  menu: string;
  font: string;
}

/** A theme's swatch colours, resolved from its dotted properties (parents and references followed). */
export function themeSwatch(name: string): ThemeSwatch {
  const theme = resolveTheme(name, THEMES);
  return {
    name,
    page: theme['page.background'] ?? '#ffffff',
    text: theme['text.color'] ?? '#222222',
    primary: theme['primary.color'] ?? '#86b302',
    primaryText: theme['button.primary.color'] ?? theme['primary.contrast'] ?? '#111111',
    menu: theme['menu.background'] ?? theme['page.background'] ?? '#ffffff',
    font: theme['heading1.font'] ?? theme['primary.font'] ?? 'Lato',
  };
}

/** The themes a new store may choose, with their swatches, in the registry's order. */
export const themeChoices = (): ThemeSwatch[] => ACTIVE_THEME_NAMES.map(themeSwatch);

/** The Pro plan as /teemill-plans/ sells it: a month at a time, charged in pounds. */
export const PRO_PLAN = Object.freeze({ amount: 2000, currency: 'GBP', label: '£20 a month' });

export const PLAN_MESSAGES = {
  ownerOnly: 'Only the owner of this store can change its plan.',
  alreadyPro: 'This store is already on the Pro plan.',
  upgraded: 'Your store is now on the Pro plan.',
  needsAuthentication:
    'Your bank wants to confirm this payment, which plans cannot ask for yet. Please use another card.',
} as const;

/** The Pro upgrade's card, as the plans page posts it once the browser has tokenised it. */
export const proUpgradeSchema = z.object({
  ...cardPaymentShape,
  /** One per plans page shown: a double submit charges once. */
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, GENERAL_VALIDATION_MESSAGE),
});
export type ProUpgradeInput = z.input<typeof proUpgradeSchema>;
