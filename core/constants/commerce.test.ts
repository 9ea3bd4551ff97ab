import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  FEATURE_FLAG_NAMES,
  featureFlags,
  LIVE_CHAT_GROUPS,
  LIVE_CHAT_NOTIFICATION_ID,
  PLATFORM_DIVISION_ID,
  RELEASE,
  regionForCountry,
  SPLIT_TESTS,
} from './commerce';

describe('commerce constants', () => {
  it('have the spec values', () => {
    expect(DEFAULT_CURRENCY).toBe('GBP');
    expect(CURRENCY_COOKIE).toBe('currency');
    expect(DEFAULT_VAT_RATE).toBe(1);
    expect(COUNTRY_COOKIE).toBe('GEO_COUNTRY');
    expect(PLATFORM_DIVISION_ID).toBe(12);
    expect(BESPOKE_COMPANY_ID).toBe(52);
    expect(DATE_DISPLAY_FORMAT).toBe('DD/MM/YY hh:mm a');
    expect(RELEASE).toBe('2025-09-30_09-32');
  });

  it('have Monday to Friday as business days', () => {
    expect(BUSINESS_DAYS).toEqual([1, 2, 3, 4, 5]);
    expect(BUSINESS_DAY_NAMES).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    // 2024-01-01 was a Monday, 2024-01-06 a Saturday
    expect(BUSINESS_DAYS).toContain(new Date(2024, 0, 1).getDay());
    expect(BUSINESS_DAYS).not.toContain(new Date(2024, 0, 6).getDay());
    expect(BUSINESS_DAYS).not.toContain(new Date(2024, 0, 7).getDay());
  });

  it('have the 27 EU members', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    expect([...EU_COUNTRY_CODES].sort()).toEqual(
      'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
    );
    for (const code of EU_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(EU_COUNTRY_CODES).not.toContain('GB');
  });

  it('have the split tests', () => {
    expect(SPLIT_TESTS).toEqual({
      favourite_products: { name: 'favourite_products', variations: ['show'] },
      teemill_homepage: { name: 'teemill_homepage', variations: ['Old', 'New'] },
    });
  });

  it('have the live chat groups', () => {
    expect(LIVE_CHAT_GROUPS).toEqual({ pro: 1, integrations: 2, support: 3, studio: 4 });
    expect(DEFAULT_LIVE_CHAT_GROUP).toBe('general');
    expect(Object.keys(LIVE_CHAT_GROUPS)).not.toContain(DEFAULT_LIVE_CHAT_GROUP);
    expect(LIVE_CHAT_NOTIFICATION_ID).toBe('live-support');
  });

  it('are frozen', () => {
    for (const value of [
      BUSINESS_DAYS,
      BUSINESS_DAY_NAMES,
      EU_COUNTRY_CODES,
      SPLIT_TESTS,
      LIVE_CHAT_GROUPS,
    ]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
    expect(Object.isFrozen(SPLIT_TESTS.teemill_homepage.variations)).toBe(true);
    expect(Object.isFrozen(FEATURE_FLAG_NAMES)).toBe(true);
  });
});

describe('regionForCountry', () => {
  it('maps GB to UK', () => {
    expect(regionForCountry('GB')).toBe('UK');
    expect(regionForCountry(' gb ')).toBe('UK');
  });

  it('maps every EU member to EU, in any case', () => {
    for (const code of EU_COUNTRY_CODES) {
      expect(regionForCountry(code)).toBe('EU');
      expect(regionForCountry(code.toLowerCase())).toBe('EU');
    }
  });

  it.each(['US', 'NO', 'CH', 'IS', 'UK', 'EL', 'JP', '', 'XX', 'DEU'])('maps %j to ROW', (code) => {
    expect(regionForCountry(code)).toBe('ROW');
  });

  it('maps missing values to ROW', () => {
    expect(regionForCountry(null)).toBe('ROW');
    expect(regionForCountry(undefined)).toBe('ROW');
  });

  it('is ROW for anything that is not GB or an EU code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (code) => {
        const normalised = code.trim().toUpperCase();
        const expected =
          normalised === 'GB'
            ? 'UK'
            : (EU_COUNTRY_CODES as readonly string[]).includes(normalised)
              ? 'EU'
              : 'ROW';
        expect(regionForCountry(code)).toBe(expected);
      }),
    );
  });
});

describe('featureFlags', () => {
  const none = new URLSearchParams();

  it('turns everything on for people', () => {
    expect(featureFlags(none, false)).toEqual({
      fontawesome: true,
      components: true,
      pages: true,
      sentry: true,
      stripe: true,
      gtm: true,
      datadog: true,
    });
  });

  it('turns datadog off for bots only', () => {
    expect(featureFlags(none, true)).toEqual({
      fontawesome: true,
      components: true,
      pages: true,
      sentry: true,
      stripe: true,
      gtm: true,
      datadog: false,
    });
  });

  it('honours feature-{name}=true', () => {
    expect(featureFlags(new URLSearchParams('feature-datadog=true'), true).datadog).toBe(true);
  });

  it('ignores other values and unknown names', () => {
    expect(featureFlags(new URLSearchParams('feature-datadog=1'), true).datadog).toBe(false);
    expect(featureFlags(new URLSearchParams('feature-datadog=TRUE'), true).datadog).toBe(false);
    expect(featureFlags(new URLSearchParams('feature-stripe=false'), false).stripe).toBe(true);
    expect(featureFlags(new URLSearchParams('datadog=true'), true).datadog).toBe(false);
    expect(featureFlags(new URLSearchParams('feature-unknown=true'), false)).not.toHaveProperty('unknown');
  });

  it('returns a frozen object with exactly the known flags', () => {
    const flags = featureFlags(none, false);
    expect(Object.isFrozen(flags)).toBe(true);
    expect(Object.keys(flags)).toEqual([...FEATURE_FLAG_NAMES]);
  });
});
