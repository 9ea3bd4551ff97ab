import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY } from './defaults';
import { parseCurrencyCode } from './parse';
import { currencyCodeSchema, moneySchema } from './schema';

describe('defaults', () => {
  it('are GBP and the cookie named currency', () => {
    expect(DEFAULT_CURRENCY).toBe('GBP');
    expect(CURRENCY_COOKIE).toBe('currency');
  });
});

describe('parseCurrencyCode', () => {
  it.each([
    ['GBP', 'GBP'],
    ['usd', 'USD'],
    [' eUr ', 'EUR'],
    ['\tjpy\n', 'JPY'],
  ])('reads %j as %s', (value, code) => {
    expect(parseCurrencyCode(value)).toBe(code);
  });

  it.each(['', 'XXX', 'GB', 'GBPP', 'G B P', 'toString', '__proto__'])('refuses %j', (value) => {
    expect(parseCurrencyCode(value)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parseCurrencyCode(undefined)).toBeNull();
    expect(parseCurrencyCode(null)).toBeNull();
    expect(parseCurrencyCode(42)).toBeNull();
    expect(parseCurrencyCode(['GBP'])).toBeNull();
    expect(parseCurrencyCode({ toString: () => 'GBP' })).toBeNull();
  });

  it('accepts every code in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        (code, upper) => {
          const mixed = code
            .split('')
            .map((ch, i) => (upper[i] ? ch : ch.toLowerCase()))
            .join('');
          expect(parseCurrencyCode(mixed)).toBe(code);
        },
      ),
    );
  });

  it('returns null for anything that is not a code after trimming and upper-casing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = parseCurrencyCode(value);
        const expected = (CURRENCY_CODES as readonly string[]).includes(value.trim().toUpperCase());
        expect(result !== null).toBe(expected);
      }),
    );
  });
});

describe('currencyCodeSchema', () => {
  it('accepts catalogue codes exactly', () => {
    expect(currencyCodeSchema.parse('SEK')).toBe('SEK');
    expect(currencyCodeSchema.safeParse('sek').success).toBe(false);
    expect(currencyCodeSchema.safeParse('XXX').success).toBe(false);
    expect(currencyCodeSchema.safeParse(1).success).toBe(false);
    expect(currencyCodeSchema.options).toEqual([...CURRENCY_CODES]);
  });
});

describe('moneySchema', () => {
  it('accepts integer minor units and a code', () => {
    expect(moneySchema.parse({ amount: 1234, currency: 'GBP' })).toEqual({ amount: 1234, currency: 'GBP' });
  });

  it('refuses fractions, unsafe integers and unknown codes', () => {
    expect(moneySchema.safeParse({ amount: 12.5, currency: 'GBP' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 2 ** 60, currency: 'GBP' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 1, currency: 'XXX' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '1', currency: 'GBP' }).success).toBe(false);
  });
});
