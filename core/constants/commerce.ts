import { deepFreeze } from './freeze';

/** Store currency when none is set; name of the cookie holding the shopper's chosen currency. */
export const DEFAULT_CURRENCY = 'GBP' as const;
export const CURRENCY_COOKIE = 'currency';

/** Products default to a VAT rate of 1 (i.e. the standard rate applies). */
export const DEFAULT_VAT_RATE = 1;

/** Business days as `Date#getDay()` numbers (0 = Sunday): Monday to Friday. */
export const BUSINESS_DAYS = deepFreeze([1, 2, 3, 4, 5]);
export const BUSINESS_DAY_NAMES = deepFreeze(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

/** Cookie carrying the shopper's country (ISO 3166-1 alpha-2). */
export const COUNTRY_COOKIE = 'GEO_COUNTRY';

/** Division special-cased as the platform's own; company id of bespoke orders. */
export const PLATFORM_DIVISION_ID = 12;
export const BESPOKE_COMPANY_ID = 52;

/** The 27 EU member states, ISO 3166-1 alpha-2 (Greece is GR, not EL). */
export const EU_COUNTRY_CODES = deepFreeze([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const);

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];
export type Region = 'UK' | 'EU' | 'ROW';

const EU_SET: ReadonlySet<string> = new Set(EU_COUNTRY_CODES);

/** Shipping/tax region of a country code (case-insensitive, trimmed): GB -> UK, EU members -> EU, else ROW. */
export function regionForCountry(code: string | null | undefined): Region {
  const normalised = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (normalised === 'GB') return 'UK';
  if (EU_SET.has(normalised)) return 'EU';
  return 'ROW';
}

/** Split tests known to the storefront and their variation names. */
export const SPLIT_TESTS = deepFreeze({
  favourite_products: { name: 'favourite_products', variations: ['show'] },
  teemill_homepage: { name: 'teemill_homepage', variations: ['Old', 'New'] },
});

export type SplitTestName = keyof typeof SPLIT_TESTS;

/** Display format for dates and times (day.js / moment tokens). */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YY hh:mm a';

/** Feature flags; all on by default except that datadog is off for bot user agents. */
export const FEATURE_FLAG_NAMES = deepFreeze([
  'fontawesome',
  'components',
  'pages',
  'sentry',
  'stripe',
  'gtm',
  'datadog',
] as const);

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

/**
 * Resolves feature flags for a request. Every flag defaults on, except datadog which is off for bots.
 * A query parameter `feature-{name}=true` turns a flag on (e.g. datadog for a bot). Only the value
 * 'true' is honoured, as the spec describes; other values and unknown names are ignored.
 */
export function featureFlags(query: URLSearchParams, isBot: boolean): FeatureFlags {
  const flags = {} as Record<FeatureFlagName, boolean>;
  for (const name of FEATURE_FLAG_NAMES) {
    const forced = query.get(`feature-${name}`) === 'true';
    flags[name] = forced || name !== 'datadog' || !isBot;
  }
  return Object.freeze(flags);
}

/** Live chat groups by purpose; blocks naming no known group use the default group. */
export const LIVE_CHAT_GROUPS = deepFreeze({
  pro: 1,
  integrations: 2,
  support: 3,
  studio: 4,
});

export type LiveChatGroupName = keyof typeof LIVE_CHAT_GROUPS;
export const DEFAULT_LIVE_CHAT_GROUP = 'general';
export const LIVE_CHAT_NOTIFICATION_ID = 'live-support';

/** Build/release stamp of this version. */
export const RELEASE = '2025-09-30_09-32';
