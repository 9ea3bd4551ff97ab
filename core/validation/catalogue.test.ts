import { describe, expect, it } from 'vitest';
import { catalogue, getRule, isRuleName, ruleNames } from './catalogue';
import type { RuleName } from './types';

const SPEC_NAMES = [
  'required',
  'email',
  'url',
  'domain',
  'password',
  'two_factor_code',
  'recovery_code',
  'charity_number',
  'vat_number',
  'company_number',
  'measurement_id',
  'tracking_id',
  'facebook_pixel',
  'pinterest_pixel',
  'conversion_id',
  'conversion_label',
  'site_verification',
  'embed_code',
  'alpha',
  'alpha_dash',
  'alpha_spaces',
  'alpha_spaces_punctuation',
  'numeric',
  'numeric_float',
  'number_required',
  'two_decimal_places',
  'positive_number',
  'lowercase',
  'uk_phone',
  'sort_code',
  'postcode',
  'national_insurance_number',
  'bank_account',
  'min_length',
  'max_length',
  'file_extensions',
  'min_value',
  'max_value',
  'regex',
];

/** A parameter for rules that need one, so every rule can be exercised. */
const PARAMS: Partial<Record<RuleName, unknown>> = {
  file_extensions: ['png'],
  min_value: 1,
  max_value: 10,
  regex: { pattern: /^x$/, message: 'x' },
};

describe('catalogue', () => {
  it('holds exactly the rules the spec names', () => {
    expect([...ruleNames].sort()).toEqual([...SPEC_NAMES].sort());
    expect(ruleNames).toHaveLength(39);
  });

  it.each(SPEC_NAMES)('%s is registered under its own name', (name) => {
    expect(isRuleName(name)).toBe(true);
    expect(getRule(name as RuleName).name).toBe(name);
  });

  it.each(SPEC_NAMES.filter((name) => name !== 'required'))('%s treats empty values as valid', (name) => {
    const rule = catalogue[name as RuleName] as { test(value: unknown, param: unknown): boolean };
    for (const empty of [undefined, null, '']) {
      expect(rule.test(empty, PARAMS[name as RuleName])).toBe(true);
    }
  });

  it('required does not treat empty values as valid', () => {
    expect(catalogue.required.test('')).toBe(false);
  });

  it.each(SPEC_NAMES)('%s has a non-empty message', (name) => {
    const rule = catalogue[name as RuleName] as { message(param: unknown): string };
    expect(rule.message(PARAMS[name as RuleName]).length).toBeGreaterThan(0);
  });

  it('rejects unknown and inherited names', () => {
    expect(isRuleName('nope')).toBe(false);
    expect(isRuleName('toString')).toBe(false);
    expect(isRuleName(42)).toBe(false);
    expect(() => getRule('nope' as RuleName)).toThrow('Unknown validation rule "nope"');
  });

  it('cannot be modified', () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
  });
});
