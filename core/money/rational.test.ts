import { describe, expect, it } from 'vitest';
import { divideRounded, numberToFraction, parseDecimal, toSafeInteger } from './rational';

describe('parseDecimal', () => {
  it('reads plain decimals exactly', () => {
    expect(parseDecimal('12.34')).toEqual({ num: 1234n, den: 100n });
    expect(parseDecimal('-0.5')).toEqual({ num: -5n, den: 10n });
    expect(parseDecimal('7')).toEqual({ num: 7n, den: 1n });
  });

  it('reads exponents only when allowed', () => {
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('1.5e3', true)).toEqual({ num: 15000n, den: 10n });
    expect(parseDecimal('2e-3', true)).toEqual({ num: 2n, den: 1000n });
    expect(parseDecimal('1e999', true)).toBeNull();
  });

  it('refuses malformed text', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('.')).toBeNull();
    expect(parseDecimal('1.2.3')).toBeNull();
  });
});

describe('numberToFraction', () => {
  it('uses the shortest representation', () => {
    expect(numberToFraction(1.1)).toEqual({ num: 11n, den: 10n });
    expect(numberToFraction(1e21)).toEqual({ num: 10n ** 21n, den: 1n });
    expect(numberToFraction(Number.NaN)).toBeNull();
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(0n, 7n)).toBe(0n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('toSafeInteger', () => {
  it('refuses values outside the safe range', () => {
    expect(toSafeInteger(42n)).toBe(42);
    expect(() => toSafeInteger(2n ** 53n)).toThrow('amount is outside the safe integer range');
    expect(() => toSafeInteger(-(2n ** 53n))).toThrow(RangeError);
  });
});
