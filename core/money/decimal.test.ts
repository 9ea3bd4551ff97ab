import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { fromDecimal, toDecimal } from './decimal';
import { money } from './money';

describe('fromDecimal', () => {
  it.each([
    ['12.34', 'GBP', 1234],
    ['12', 'GBP', 1200],
    ['12.3', 'GBP', 1230],
    ['0.05', 'GBP', 5],
    ['.5', 'GBP', 50],
    ['7.', 'GBP', 700],
    ['-12.34', 'GBP', -1234],
    ['+3.10', 'EUR', 310],
    ['  4.20  ', 'USD', 420],
    ['1500', 'JPY', 1500],
    ['0', 'GBP', 0],
    ['-0.00', 'GBP', 0],
    ['000123.45', 'GBP', 12345],
  ] as const)('reads %j in %s as %i', (text, code, amount) => {
    expect(fromDecimal(text, code)).toEqual({ amount, currency: code });
  });

  it('rounds extra digits half away from zero', () => {
    expect(fromDecimal('12.345', 'GBP').amount).toBe(1235);
    expect(fromDecimal('12.344999', 'GBP').amount).toBe(1234);
    expect(fromDecimal('-12.345', 'GBP').amount).toBe(-1235);
    expect(fromDecimal('0.004', 'GBP').amount).toBe(0);
    expect(fromDecimal('1500.5', 'JPY').amount).toBe(1501);
    expect(fromDecimal('1500.49', 'JPY').amount).toBe(1500);
  });

  it('reads numbers by their shortest representation', () => {
    expect(fromDecimal(12.34, 'GBP').amount).toBe(1234);
    expect(fromDecimal(1.005, 'GBP').amount).toBe(101);
    expect(fromDecimal(0.1 + 0.2, 'GBP').amount).toBe(30);
    expect(fromDecimal(-2.5, 'JPY').amount).toBe(-3);
    expect(fromDecimal(1e-7, 'GBP').amount).toBe(0);
    expect(fromDecimal(1e6, 'GBP').amount).toBe(100_000_000);
  });

  it.each([
    '',
    ' ',
    '.',
    '-',
    '1,234.56',
    '12.34.5',
    '£12',
    'abc',
    '1e3',
    '0x10',
    '12 34',
    'NaN',
    'Infinity',
  ])('refuses %j', (text) => {
    expect(() => fromDecimal(text, 'GBP')).toThrow(`not a valid decimal amount: ${JSON.stringify(text)}`);
  });

  it('refuses non-finite numbers and other types', () => {
    expect(() => fromDecimal(Number.NaN, 'GBP')).toThrow('not a valid decimal amount');
    expect(() => fromDecimal(Number.POSITIVE_INFINITY, 'GBP')).toThrow('not a valid decimal amount');
    expect(() => fromDecimal(null as unknown as string, 'GBP')).toThrow('not a valid decimal amount');
  });

  it('refuses amounts beyond the safe integer range', () => {
    expect(() => fromDecimal('99999999999999999', 'GBP')).toThrow(RangeError);
  });
});

describe('toDecimal', () => {
  it.each([
    [1234, 'GBP', '12.34'],
    [5, 'GBP', '0.05'],
    [0, 'GBP', '0.00'],
    [-5, 'GBP', '-0.05'],
    [-123456, 'USD', '-1234.56'],
    [100, 'EUR', '1.00'],
    [1500, 'JPY', '1500'],
    [-7, 'KRW', '-7'],
    [0, 'HUF', '0'],
  ] as const)('writes %i %s as %s', (amount, code, text) => {
    expect(toDecimal(money(amount, code))).toBe(text);
  });

  it('round-trips through fromDecimal for every currency', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...CURRENCY_CODES), (amount, code) => {
        const value = money(amount, code);
        expect(fromDecimal(toDecimal(value), code)).toEqual(value);
      }),
    );
  });
});
