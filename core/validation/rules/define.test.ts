import { describe, expect, it } from 'vitest';
import { asNumber, asText, defineRule, isEmpty, patternRule, textRule } from './define';

describe('isEmpty', () => {
  it.each([undefined, null, '', []])('%j is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });
  it.each([' ', '0', 0, false, [''], {}])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('asText', () => {
  it('keeps strings and writes numbers in decimal', () => {
    expect(asText(' a ')).toBe(' a ');
    expect(asText(42)).toBe('42');
    expect(asText(-1.5)).toBe('-1.5');
    expect(asText(12n)).toBe('12');
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY, true, {}, [], null, undefined])(
    '%j has no text',
    (value) => {
      expect(asText(value)).toBeUndefined();
    },
  );
});

describe('asNumber', () => {
  it.each([
    ['12', 12],
    ['-1.5', -1.5],
    ['.5', 0.5],
    ['007', 7],
    [3, 3],
  ])('%j is %j', (value, number) => {
    expect(asNumber(value)).toBe(number);
  });
  it.each(['', ' 1', '1 ', '1e3', '0x10', '1.', '+1', '1,000', 'abc', Number.NaN, true])(
    '%j is not a number',
    (value) => {
      expect(asNumber(value)).toBeUndefined();
    },
  );
});

describe('rule builders', () => {
  const even = defineRule<number>(
    'divisible',
    (value, by) => Number(value) % by === 0,
    (by) => `Divisible by ${by}`,
  );

  it('defineRule passes empty values without asking the check', () => {
    expect(even.name).toBe('divisible');
    expect(even.test(undefined, 2)).toBe(true);
    expect(even.test('', 2)).toBe(true);
    expect(even.test(4, 2)).toBe(true);
    expect(even.test(5, 2)).toBe(false);
    expect(even.message(7)).toBe('Divisible by 7');
  });

  it('textRule fails values that have no text', () => {
    const anything = textRule('anything', () => true, 'never');
    expect(anything.test('x')).toBe(true);
    expect(anything.test(1)).toBe(true);
    expect(anything.test({})).toBe(false);
    expect(anything.test(true)).toBe(false);
  });

  it('patternRule matches the pattern against the text', () => {
    const abc = patternRule('abc', /^abc$/, 'Not abc');
    expect(abc.test('abc')).toBe(true);
    expect(abc.test('abcd')).toBe(false);
    expect(abc.message()).toBe('Not abc');
  });
});
