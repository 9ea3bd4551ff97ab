export { BREAKPOINTS, type BreakpointName } from './breakpoints';
export {
  BESPOKE_COMPANY_ID,
  BUSINESS_DAY_NAMES,
  BUSINESS_DAYS,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  DATE_DISPLAY_FORMAT,
  DEFAULT_CURRENCY,
  DEFAULT_LIVE_CHAT_GROUP,
  DEFAULT_VAT_RATE,
  EU_COUNTRY_CODES,
  type EuCountryCode,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlags,
  featureFlags,
  LIVE_CHAT_GROUPS,
  LIVE_CHAT_NOTIFICATION_ID,
  type LiveChatGroupName,
  PLATFORM_DIVISION_ID,
  RELEASE,
  type Region,
  regionForCountry,
  SPLIT_TESTS,
  type SplitTestName,
} from './commerce';
export { type DeepReadonly, deepFreeze } from './freeze';
export { IMAGES } from './images';
export { BANNER_LAYOUT, LAYOUT } from './layout';
export { LIMITS, SNACKBAR } from './limits';
export { RADII, type RadiusName, THEME_DEFAULTS } from './theme-defaults';
export { TIMINGS, type TimingName } from './timings';
