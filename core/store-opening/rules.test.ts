import { describe, expect, it } from 'vitest';
import { ACTIVE_THEME_NAMES } from '../theme';
import {
  isReservedSubdomain,
  openStoreSchema,
  STORE_OPENING_MESSAGES,
  suggestSubdomain,
  themeChoices,
  themeSwatch,
} from './rules';

const valid = { companyName: 'Wild Oats', subdomain: 'wild-oats', theme: 'joy', currency: 'GBP' };
const errorsOf = (input: Record<string, unknown>) => {
  const result = openStoreSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the new-store form', () => {
  it('accepts a company name, sub-domain, theme and currency, lower-casing the sub-domain', () => {
    expect(openStoreSchema.parse({ ...valid, subdomain: ' Wild-Oats ' })).toEqual(valid);
  });

  it('asks for every field', () => {
    expect(errorsOf({})).toEqual({
      companyName: 'This field is required',
      subdomain: 'This field is required',
      theme: 'This field is required',
      currency: 'This field is required',
    });
    expect(errorsOf({ ...valid, companyName: '   ', subdomain: '' })).toMatchObject({
      companyName: 'This field is required',
      subdomain: 'This field is required',
    });
  });

  it('limits the company name to 100 characters', () => {
    expect(errorsOf({ ...valid, companyName: 'x'.repeat(101) })).toEqual({
      companyName: 'Must contain no more than 100 characters',
    });
  });

  it('applies the domain rule to the sub-domain: one label of letters, digits and inner hyphens', () => {
    for (const subdomain of ['wild.oats', '-wild', 'wild-', 'wild oats', 'wïld', 'wild_oats']) {
      expect(errorsOf({ ...valid, subdomain })).toEqual({ subdomain: 'Please enter a valid domain' });
    }
    expect(errorsOf({ ...valid, subdomain: 'ab' })).toEqual({
      subdomain: 'Must contain at least 3 characters',
    });
    expect(errorsOf({ ...valid, subdomain: 'a'.repeat(64) })).toEqual({
      subdomain: 'Must contain no more than 63 characters',
    });
  });

  it('refuses reserved sub-domains in any case', () => {
    for (const subdomain of ['www', 'ADMIN', 'api', 'dashboard', 'mail', 'static', 'Printfront']) {
      expect(errorsOf({ ...valid, subdomain })).toEqual({ subdomain: STORE_OPENING_MESSAGES.reserved });
    }
    expect(isReservedSubdomain('wild-oats')).toBe(false);
  });

  it('takes only a named theme that is not deprecated, and a currency code', () => {
    expect(errorsOf({ ...valid, theme: 'boho' })).toEqual({ theme: STORE_OPENING_MESSAGES.theme });
    expect(errorsOf({ ...valid, theme: 'nope' })).toEqual({ theme: STORE_OPENING_MESSAGES.theme });
    expect(errorsOf({ ...valid, currency: 'pounds' })).toEqual({ currency: STORE_OPENING_MESSAGES.currency });
  });
});

describe('suggestSubdomain', () => {
  it('turns a company name into a sub-domain', () => {
    expect(suggestSubdomain('Wild Oats & Co.')).toBe('wild-oats-and-co');
    expect(suggestSubdomain('  Café Crème  ')).toBe('cafe-creme');
    expect(suggestSubdomain('!!!')).toBe('');
    expect(suggestSubdomain(`${'a'.repeat(62)} b`)).toBe('a'.repeat(62));
  });
});

describe('theme swatches', () => {
  it("draws each theme from its own colours, following its parent's", () => {
    const choices = themeChoices();
    expect(choices.map((choice) => choice.name)).toEqual(ACTIVE_THEME_NAMES);
    const charcoal = themeSwatch('charcoal');
    expect(charcoal.page).toMatch(/^#/);
    expect(charcoal.page).not.toBe(themeSwatch('base').page);
    for (const choice of choices) expect(choice.primary).toMatch(/^#[0-9a-f]{3,8}$/i);
  });
});
