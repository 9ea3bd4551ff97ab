import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode, getCurrency, isCurrencyCode } from './currencies';

describe('currency catalogue', () => {
  it('lists the 33 currencies of the spec in order', () => {
    expect(CURRENCY_CODES).toEqual([
      'GBP',
      'USD',
      'EUR',
      'CAD',
      'AUD',
      'JPY',
      'KRW',
      'NOK',
      'SEK',
      'DKK',
      'BGN',
      'BRL',
      'CNY',
      'NZD',
      'CZK',
      'HKD',
      'HRK',
      'HUF',
      'IDR',
      'INR',
      'ISK',
      'ILS',
      'CHF',
      'MXN',
      'MYR',
      'PHP',
      'PLN',
      'RON',
      'RUB',
      'SGD',
      'THB',
      'TRY',
      'ZAR',
    ]);
    expect(new Set(CURRENCY_CODES).size).toBe(33);
    expect(Object.keys(CURRENCIES).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('keys every entry by its own code', () => {
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].code).toBe(code);
  });

  it('describes GBP fully', () => {
    expect(CURRENCIES.GBP).toEqual({
      code: 'GBP',
      name: 'Pound Sterling',
      symbol: '£',
      symbolAlign: 'left',
      subScript: null,
      decimalPoint: '.',
      thousandsSeparator: ',',
      minorUnits: 2,
      conversionRate: 1,
    });
  });

  it('has USD at conversion rate 2 and every other currency at 1', () => {
    expect(CURRENCIES.USD.conversionRate).toBe(2);
    for (const code of CURRENCY_CODES.filter((c) => c !== 'USD')) {
      expect(CURRENCIES[code].conversionRate, code).toBe(1);
    }
  });

  it('uses comma thousands and dot decimals everywhere', () => {
    for (const code of CURRENCY_CODES) {
      expect(CURRENCIES[code].thousandsSeparator, code).toBe(',');
      expect(CURRENCIES[code].decimalPoint, code).toBe('.');
    }
  });

  it('has 0 minor units for JPY, KRW, ISK and HUF only', () => {
    const zero = CURRENCY_CODES.filter((code) => CURRENCIES[code].minorUnits === 0);
    expect(zero.sort()).toEqual(['HUF', 'ISK', 'JPY', 'KRW']);
    for (const code of CURRENCY_CODES.filter((c) => !zero.includes(c))) {
      expect(CURRENCIES[code].minorUnits, code).toBe(2);
    }
  });

  it.each([
    ['GBP', '£', 'left'],
    ['USD', '$', 'left'],
    ['EUR', '€', 'left'],
    ['JPY', '¥', 'left'],
    ['KRW', '₩', 'left'],
    ['NOK', 'kr', 'right'],
    ['SEK', 'kr', 'right'],
    ['DKK', 'kr', 'right'],
    ['ISK', 'kr', 'right'],
    ['PLN', 'zł', 'right'],
    ['CZK', 'Kč', 'right'],
    ['HUF', 'Ft', 'right'],
    ['BGN', 'лв', 'right'],
    ['RON', 'lei', 'right'],
    ['RUB', '₽', 'right'],
    ['HRK', 'kn', 'right'],
    ['CHF', 'CHF', 'left'],
    ['BRL', 'R$', 'left'],
    ['ZAR', 'R', 'left'],
    ['INR', '₹', 'left'],
    ['ILS', '₪', 'left'],
    ['PHP', '₱', 'left'],
    ['THB', '฿', 'left'],
    ['TRY', '₺', 'left'],
    ['MYR', 'RM', 'left'],
    ['IDR', 'Rp', 'left'],
  ] as const)('%s is %s on the %s', (code, symbol, align) => {
    expect(CURRENCIES[code].symbol).toBe(symbol);
    expect(CURRENCIES[code].symbolAlign).toBe(align);
  });

  it('gives sub-scripts to currencies sharing a symbol, except the main owner', () => {
    const withSub = CURRENCY_CODES.filter((code) => CURRENCIES[code].subScript !== null);
    expect(withSub.sort()).toEqual([
      'AUD',
      'CAD',
      'CNY',
      'DKK',
      'HKD',
      'ISK',
      'MXN',
      'NOK',
      'NZD',
      'SEK',
      'SGD',
    ]);
    for (const code of withSub) expect(CURRENCIES[code].subScript).toBe(code);
    expect(CURRENCIES.USD.subScript).toBeNull();
    expect(CURRENCIES.JPY.subScript).toBeNull();
  });

  it('tells every currency apart by symbol and sub-script', () => {
    const keys = CURRENCY_CODES.map((code) => `${CURRENCIES[code].symbol}|${CURRENCIES[code].subScript}`);
    expect(new Set(keys).size).toBe(CURRENCY_CODES.length);
  });

  it('has a non-empty name for every currency', () => {
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].name.length, code).toBeGreaterThan(3);
    expect(CURRENCIES.USD.name).toBe('US Dollar');
    expect(CURRENCIES.EUR.name).toBe('Euro');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES.GBP)).toBe(true);
    expect(() => {
      (CURRENCIES.GBP as { symbol: string }).symbol = 'x';
    }).toThrow(TypeError);
  });
});

describe('isCurrencyCode', () => {
  it('accepts exact catalogue codes only', () => {
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('ZAR')).toBe(true);
    expect(isCurrencyCode('gbp')).toBe(false);
    expect(isCurrencyCode(' GBP')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
  });
});

describe('getCurrency', () => {
  it('returns the catalogue entry', () => {
    expect(getCurrency('SEK')).toBe(CURRENCIES.SEK);
  });

  it('throws for a code outside the catalogue', () => {
    expect(() => getCurrency('XXX' as CurrencyCode)).toThrow('unknown currency: XXX');
  });
});
