import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateValue } from './validate';
import {
  ruleRefinement,
  zDomain,
  zEmail,
  zFields,
  zPassword,
  zRecoveryCode,
  zRequiredString,
  zRule,
  zRules,
  zString,
  zTwoFactorCode,
  zUrl,
} from './zod';

/** Messages of a failed parse, or [] when it succeeds. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zRule', () => {
  it('works as a check on z.string()', () => {
    const schema = z.string().check(zRule('email'));
    expect(schema.parse('a@b.co')).toBe('a@b.co');
    expect(messagesOf(schema, 'nope')).toEqual(['Please enter a valid email address']);
  });

  it('passes the parameter, or uses the default', () => {
    expect(messagesOf(z.string().check(zRule('min_length', 5)), 'abc')).toEqual([
      'Must contain at least 5 characters',
    ]);
    expect(messagesOf(z.string().check(zRule('min_length')), 'ab')).toEqual([
      'Must contain at least 3 characters',
    ]);
    expect(messagesOf(z.number().check(zRule('max_value', 10)), 11)).toEqual(['Max 10']);
  });

  it('raises custom issues carrying the input', () => {
    const result = z.string().check(zRule('sort_code')).safeParse('123456');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'Please enter a valid sort code',
    });
  });

  it('throws at once for an unknown rule name', () => {
    expect(() => zRule('nope' as 'email')).toThrow('Unknown validation rule "nope"');
  });
});

describe('zRules and ruleRefinement', () => {
  const rules = ['email', 'required', { rule: 'max_length', param: 12 }] as const;

  it('zRules adds one issue per failing rule, required first', () => {
    expect(messagesOf(z.string().check(zRules(rules)), '   ')).toEqual([
      'This field is required',
      'Please enter a valid email address',
    ]);
  });

  it('ruleRefinement works with superRefine', () => {
    const schema = z.string().superRefine(ruleRefinement(rules));
    expect(messagesOf(schema, 'abcdefghijklm')).toEqual([
      'Please enter a valid email address',
      'Must contain no more than 12 characters',
    ]);
    expect(schema.parse('a@b.co')).toBe('a@b.co');
  });

  it('reports the same messages as validateValue for any string', () => {
    const schema = z.string().check(zRules(rules));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        expect(messagesOf(schema, value)).toEqual(validateValue(value, rules));
      }),
    );
  });
});

describe('zString', () => {
  it('reports a missing value as required, not with the zod default', () => {
    expect(messagesOf(zString(), undefined)).toEqual(['This field is required']);
    expect(messagesOf(zString(), null)).toEqual(['This field is required']);
  });

  it('reports a non-string value as not text', () => {
    expect(messagesOf(zString(), 42)).toEqual(['Must be text']);
    expect(messagesOf(zString(), {})).toEqual(['Must be text']);
  });

  it('without required, accepts the empty string; with .optional(), accepts a missing value', () => {
    expect(messagesOf(zString(['url']), '')).toEqual([]);
    expect(messagesOf(zString(['url']).optional(), undefined)).toEqual([]);
    expect(messagesOf(zString(['url']).optional(), 'not a url')).toEqual(['Please enter a valid url']);
  });
});

describe('ready-made schemas', () => {
  it.each([
    ['zRequiredString', zRequiredString, 'Jane', ' ', ['This field is required']],
    ['zEmail', zEmail, 'jane@example.com', 'jane@', ['Please enter a valid email address']],
    ['zPassword', zPassword, 'correct horse', 'secret ', ['Password cannot start or end with spaces']],
    ['zTwoFactorCode', zTwoFactorCode, '123 456', '12345', ['Invalid authentication code']],
    ['zRecoveryCode', zRecoveryCode, 'abcd1234-EFGH5678', 'abcd1234EFGH5678', ['Invalid recovery code']],
    ['zUrl', zUrl, 'https://example.com', 'example', ['Please enter a valid url']],
    ['zDomain', zDomain, 'shop.example.com', 'https://example.com', ['Please enter a valid domain']],
  ] as const)(
    '%s accepts a valid value and rejects an invalid one',
    (_name, make, valid, invalid, errors) => {
      const schema = make();
      expect(schema.parse(valid)).toBe(valid);
      expect(messagesOf(schema, invalid)).toEqual(errors);
    },
  );

  it.each([zRequiredString, zEmail, zPassword, zTwoFactorCode, zRecoveryCode, zUrl, zDomain])(
    'schema %# requires a value',
    (make) => {
      expect(messagesOf(make(), undefined)).toEqual(['This field is required']);
      expect(messagesOf(make(), '')).toEqual(['This field is required']);
    },
  );

  it('zEmail on whitespace reports required first', () => {
    expect(messagesOf(zEmail(), ' ')).toEqual([
      'This field is required',
      'Please enter a valid email address',
    ]);
  });
});

describe('zFields', () => {
  const schema = zFields({ email: ['required', 'email'], nickname: [{ rule: 'max_length', param: 4 }] });

  it('builds an object schema with each field at its path', () => {
    const result = schema.safeParse({ email: 'bad', nickname: 'toolong' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Please enter a valid email address'],
      ['nickname', 'Must contain no more than 4 characters'],
    ]);
  });

  it('parses valid input and strips unknown keys', () => {
    expect(schema.parse({ email: 'a@b.co', nickname: 'Jo', admin: true })).toEqual({
      email: 'a@b.co',
      nickname: 'Jo',
    });
  });

  it('reports a missing field as required', () => {
    expect(messagesOf(schema, { nickname: '' })).toEqual(['This field is required']);
  });
});
