import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { CURRENCY_CODES } from './currencies';
import { money } from './money';

const anyCode = fc.constantFrom(...CURRENCY_CODES);

describe('convert', () => {
  it('returns the same value for the same currency', () => {
    const value = money(1234, 'GBP');
    expect(convert(value, 'GBP')).toBe(value);
  });

  it('converts GBP to USD at rate 2', () => {
    expect(convert(money(1000, 'GBP'), 'USD')).toEqual({ amount: 2000, currency: 'USD' });
  });

  it('converts USD to GBP, rounding half away from zero', () => {
    expect(convert(money(2000, 'USD'), 'GBP')).toEqual({ amount: 1000, currency: 'GBP' });
    expect(convert(money(333, 'USD'), 'GBP')).toEqual({ amount: 167, currency: 'GBP' });
    expect(convert(money(-333, 'USD'), 'GBP')).toEqual({ amount: -167, currency: 'GBP' });
    expect(convert(money(331, 'USD'), 'GBP')).toEqual({ amount: 166, currency: 'GBP' });
    expect(convert(money(1, 'USD'), 'GBP')).toEqual({ amount: 1, currency: 'GBP' });
    expect(convert(money(-1, 'USD'), 'GBP')).toEqual({ amount: -1, currency: 'GBP' });
  });

  it('converts between two non-base currencies via GBP', () => {
    expect(convert(money(500, 'USD'), 'EUR')).toEqual({ amount: 250, currency: 'EUR' });
    expect(convert(money(500, 'EUR'), 'USD')).toEqual({ amount: 1000, currency: 'USD' });
  });

  it('respects minor units of both sides', () => {
    // 1500 yen = 1500 GBP (rate 1) = 150000 pence
    expect(convert(money(1500, 'JPY'), 'GBP')).toEqual({ amount: 150_000, currency: 'GBP' });
    // 150 yen -> 150 GBP -> 300 USD
    expect(convert(money(150, 'JPY'), 'USD')).toEqual({ amount: 30_000, currency: 'USD' });
    // 1234 pence = 12.34 -> 12 yen; 1250 -> 12.5 -> 13; 1249 -> 12
    expect(convert(money(1234, 'GBP'), 'JPY')).toEqual({ amount: 12, currency: 'JPY' });
    expect(convert(money(1250, 'GBP'), 'JPY')).toEqual({ amount: 13, currency: 'JPY' });
    expect(convert(money(-1250, 'GBP'), 'JPY')).toEqual({ amount: -13, currency: 'JPY' });
    expect(convert(money(1249, 'GBP'), 'JPY')).toEqual({ amount: 12, currency: 'JPY' });
    // 1 cent = 0.005 GBP -> 0.005 JPY -> 0
    expect(convert(money(1, 'USD'), 'JPY')).toEqual({ amount: 0, currency: 'JPY' });
    // 125 USD cents = 0.625 GBP = 0.625 HUF -> 1 forint
    expect(convert(money(125, 'USD'), 'HUF')).toEqual({ amount: 1, currency: 'HUF' });
  });

  it('accepts rate overrides, exactly', () => {
    // 1.1 is not exact in binary; 1000 * 1.1 must still be 1100 and 5 * 1.1 = 5.5 -> 6
    expect(convert(money(1000, 'GBP'), 'EUR', { EUR: 1.1 })).toEqual({ amount: 1100, currency: 'EUR' });
    expect(convert(money(5, 'GBP'), 'EUR', { EUR: 1.1 })).toEqual({ amount: 6, currency: 'EUR' });
    expect(convert(money(1000, 'EUR'), 'USD', { EUR: 1.25, USD: 1.5 })).toEqual({
      amount: 1200,
      currency: 'USD',
    });
    expect(convert(money(100, 'GBP'), 'JPY', { JPY: 190.37 })).toEqual({ amount: 190, currency: 'JPY' });
  });

  it('refuses non-positive or non-finite rates', () => {
    expect(() => convert(money(1, 'GBP'), 'EUR', { EUR: 0 })).toThrow('invalid conversion rate for EUR: 0');
    expect(() => convert(money(1, 'GBP'), 'EUR', { EUR: -1 })).toThrow(RangeError);
    expect(() => convert(money(1, 'GBP'), 'EUR', { EUR: Number.NaN })).toThrow(RangeError);
    expect(() => convert(money(1, 'GBP'), 'EUR', { EUR: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('refuses results beyond the safe integer range', () => {
    expect(() => convert(money(Number.MAX_SAFE_INTEGER, 'GBP'), 'USD')).toThrow(RangeError);
  });

  it('never produces non-integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        anyCode,
        anyCode,
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        (amount, from, to, rate) => {
          const plain = convert(money(amount, from), to);
          const custom = convert(money(amount, from), to, { [to]: rate });
          expect(Number.isSafeInteger(plain.amount)).toBe(true);
          expect(Number.isSafeInteger(custom.amount)).toBe(true);
          expect(plain.currency).toBe(to);
        },
      ),
    );
  });

  it('is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), anyCode, anyCode, (amount, from, to) => {
        const result = convert(money(amount, from), to);
        const rateFrom = from === 'USD' ? 2 : 1;
        const rateTo = to === 'USD' ? 2 : 1;
        const scale = 10 ** (['JPY', 'KRW', 'ISK', 'HUF'].includes(to) ? 0 : 2);
        const fromScale = 10 ** (['JPY', 'KRW', 'ISK', 'HUF'].includes(from) ? 0 : 2);
        const exact = (amount / fromScale / rateFrom) * rateTo * scale;
        expect(Math.abs(result.amount - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('is symmetric in sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), anyCode, anyCode, (amount, from, to) => {
        expect(convert(money(-amount, from), to).amount).toBe(-convert(money(amount, from), to).amount || 0);
      }),
    );
  });
});
