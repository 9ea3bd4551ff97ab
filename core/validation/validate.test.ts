import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleSpec } from './types';
import { bindRule, bindRules, firstErrorMessage, hasErrors, validateFields, validateValue } from './validate';

const GENERAL = 'Oops... looks like something went wrong. Please try again.';

describe('bindRule', () => {
  it('binds a bare name', () => {
    const rule = bindRule('email');
    expect(rule.name).toBe('email');
    expect(rule.test('a@b.co')).toBe(true);
    expect(rule.test('nope')).toBe(false);
    expect(rule.message()).toBe('Please enter a valid email address');
  });

  it('binds a parameter, or the default when it is left out', () => {
    expect(bindRule({ rule: 'min_length', param: 5 }).message()).toBe('Must contain at least 5 characters');
    expect(bindRule({ rule: 'min_length' }).message()).toBe('Must contain at least 3 characters');
    expect(bindRule('max_length').test('a'.repeat(11))).toBe(false);
  });

  it('binds a custom regex with its message', () => {
    const rule = bindRule({ regex: /^[A-Z]+$/, message: 'Capitals only' });
    expect(rule.name).toBe('regex');
    expect(rule.test('ABC')).toBe(true);
    expect(rule.test('abc')).toBe(false);
    expect(rule.message()).toBe('Capitals only');
  });

  it('throws for unknown names from untyped data', () => {
    expect(() => bindRule('nope' as RuleSpec)).toThrow('Unknown validation rule "nope"');
    expect(() => bindRule({ rule: 'nope' } as unknown as RuleSpec)).toThrow('Unknown validation rule "nope"');
  });

  it('bindRules moves required to the front and keeps the rest in order', () => {
    expect(
      bindRules(['email', { rule: 'max_length', param: 5 }, 'required', 'lowercase']).map((r) => r.name),
    ).toEqual(['required', 'email', 'max_length', 'lowercase']);
  });
});

describe('validateValue', () => {
  it('returns no messages for a valid value', () => {
    expect(validateValue('jane@example.com', ['required', 'email'])).toEqual([]);
  });

  it('returns every failing message, required first', () => {
    expect(validateValue('  ', ['email', 'required', { rule: 'min_length', param: 3 }])).toEqual([
      'This field is required',
      'Please enter a valid email address',
      'Must contain at least 3 characters',
    ]);
  });

  it('reports only required for a missing value, since the other rules allow empty values', () => {
    expect(validateValue(undefined, ['email', 'required', 'min_length'])).toEqual(['This field is required']);
    expect(validateValue('', ['required', 'charity_number'])).toEqual(['This field is required']);
  });

  it('lets optional fields be empty but not invalid', () => {
    expect(validateValue('', ['vat_number'])).toEqual([]);
    expect(validateValue(null, ['url'])).toEqual([]);
    expect(validateValue('GB1', ['vat_number'])).toEqual(['Invalid Vat Number']);
  });

  it('reports several failing rules in the order given', () => {
    expect(
      validateValue('ABCDEFGHIJKL', [
        'lowercase',
        'number_required',
        { rule: 'max_length', param: 10 },
        { regex: /^x/, message: 'Must start with x' },
      ]),
    ).toEqual([
      'must be lowercase',
      'Must contain at least one number',
      'Must contain no more than 10 characters',
      'Must start with x',
    ]);
  });

  it('uses rule parameters in messages', () => {
    expect(
      validateValue(3, [
        { rule: 'min_value', param: 5 },
        { rule: 'max_value', param: 2 },
      ]),
    ).toEqual(['Min 5', 'Max 2']);
    expect(validateValue('a.gif', [{ rule: 'file_extensions', param: ['png', 'jpg'] }])).toEqual([
      'Must upload the following formats: png, jpg',
    ]);
  });

  it('with no rules, anything is valid', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(validateValue(value, [])).toEqual([]);
      }),
    );
  });

  it('min_length and max_length together bound the length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (text) => {
        const errors = validateValue(text, [
          { rule: 'min_length', param: 5 },
          { rule: 'max_length', param: 10 },
        ]);
        const expected = [
          ...(text.length < 5 ? ['Must contain at least 5 characters'] : []),
          ...(text.length > 10 ? ['Must contain no more than 10 characters'] : []),
        ];
        expect(errors).toEqual(expected);
      }),
    );
  });
});

describe('validateFields', () => {
  const spec = {
    email: ['required', 'email'],
    firstName: ['required', { rule: 'max_length', param: 5 }],
    website: ['url'],
  } as const;

  it('returns an empty map when every field is valid', () => {
    expect(validateFields({ email: 'a@b.co', firstName: 'Jane', website: '' }, spec)).toEqual({});
  });

  it('lists only the fields with errors, in spec order', () => {
    const errors = validateFields(
      { firstName: 'Janet Street-Porter', email: 'nope', website: 'example.com' },
      spec,
    );
    expect(errors).toEqual({
      email: ['Please enter a valid email address'],
      firstName: ['Must contain no more than 5 characters'],
    });
    expect(Object.keys(errors)).toEqual(['email', 'firstName']);
  });

  it('treats missing fields, null or undefined values as empty', () => {
    expect(validateFields({}, spec)).toEqual({
      email: ['This field is required'],
      firstName: ['This field is required'],
    });
    expect(validateFields(null, spec)).toEqual(validateFields(undefined, spec));
  });

  it('ignores values the spec does not mention and inherited properties', () => {
    const values = Object.create({ email: 'a@b.co' }) as Record<string, unknown>;
    values.extra = 'whatever';
    values.firstName = 'Jo';
    expect(validateFields(values, spec)).toEqual({ email: ['This field is required'] });
  });
});

describe('firstErrorMessage', () => {
  it('returns the first message of the first field with one', () => {
    expect(firstErrorMessage({ email: ['Please enter a valid email address', 'x'], name: ['y'] })).toBe(
      'Please enter a valid email address',
    );
  });

  it('skips fields with no messages, and accepts plain strings as the server may send', () => {
    expect(firstErrorMessage({ a: [], b: null, c: '', d: 'Name taken' })).toBe('Name taken');
    expect(firstErrorMessage({ a: [' '], b: ['Too short'] })).toBe('Too short');
  });

  it('falls back to the general message', () => {
    expect(firstErrorMessage({})).toBe(GENERAL);
    expect(firstErrorMessage(null)).toBe(GENERAL);
    expect(firstErrorMessage(undefined)).toBe(GENERAL);
    expect(firstErrorMessage({ a: [] })).toBe(GENERAL);
  });

  it('accepts another fallback', () => {
    expect(firstErrorMessage({}, 'The given data was invalid.')).toBe('The given data was invalid.');
  });

  it('works on validateFields output', () => {
    const errors = validateFields({ email: 'x' }, { name: ['required'], email: ['email'] });
    expect(firstErrorMessage(errors)).toBe('This field is required');
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({ a: ['x'] })).toBe(true);
    expect(hasErrors({ a: 'x' })).toBe(true);
    expect(hasErrors({ a: [] })).toBe(false);
    expect(hasErrors({})).toBe(false);
    expect(hasErrors(null)).toBe(false);
  });
});
