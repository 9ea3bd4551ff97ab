import { describe, expect, it } from 'vitest';
import * as constants from './index';

describe('constants index', () => {
  it('re-exports every group', () => {
    expect(Object.keys(constants).sort()).toEqual(
      [
        'BANNER_LAYOUT',
        'BESPOKE_COMPANY_ID',
        'BREAKPOINTS',
        'BUSINESS_DAYS',
        'BUSINESS_DAY_NAMES',
        'COUNTRY_COOKIE',
        'CURRENCY_COOKIE',
        'DATE_DISPLAY_FORMAT',
        'DEFAULT_CURRENCY',
        'DEFAULT_LIVE_CHAT_GROUP',
        'DEFAULT_VAT_RATE',
        'EU_COUNTRY_CODES',
        'FEATURE_FLAG_NAMES',
        'IMAGES',
        'LAYOUT',
        'LIMITS',
        'LIVE_CHAT_GROUPS',
        'LIVE_CHAT_NOTIFICATION_ID',
        'PLATFORM_DIVISION_ID',
        'RADII',
        'RELEASE',
        'SNACKBAR',
        'SPLIT_TESTS',
        'THEME_DEFAULTS',
        'TIMINGS',
        'deepFreeze',
        'featureFlags',
        'regionForCountry',
      ].sort(),
    );
  });
});
