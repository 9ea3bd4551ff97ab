import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES } from './currencies';
import { fromDecimal } from './decimal';
import { formatMoney, formatMoneyParts } from './format';
import { money } from './money';

describe('formatMoney', () => {
  it.each([
    [123456, 'GBP', '£1,234.56'],
    [500, 'USD', '$5.00'],
    [1500, 'JPY', '¥1,500'],
    [9900, 'SEK', '99.00 kr'],
    [-100, 'GBP', '-£1.00'],
    [-9900, 'SEK', '-99.00 kr'],
    [0, 'GBP', '£0.00'],
    [1, 'GBP', '£0.01'],
    [99, 'EUR', '€0.99'],
    [100000, 'EUR', '€1,000.00'],
    [123456789012, 'GBP', '£1,234,567,890.12'],
    [999, 'JPY', '¥999'],
    [1000, 'JPY', '¥1,000'],
    [-1234567, 'KRW', '-₩1,234,567'],
    [250000, 'HUF', '250,000 Ft'],
    [4999, 'PLN', '49.99 zł'],
    [123456, 'CZK', '1,234.56 Kč'],
    [500, 'CHF', 'CHF 5.00'],
    [-500, 'CHF', '-CHF 5.00'],
    [1000, 'MYR', 'RM 10.00'],
    [1000, 'IDR', 'Rp 10.00'],
    [1000, 'ZAR', 'R10.00'],
    [1000, 'BRL', 'R$10.00'],
    [500, 'CAD', '$5.00'],
    [1000, 'ISK', '1,000 kr'],
  ] as const)('formats %i %s as %s', (amount, code, text) => {
    expect(formatMoney(money(amount, code))).toBe(text);
  });

  it('can leave out the symbol', () => {
    expect(formatMoney(money(123456, 'GBP'), { symbol: false })).toBe('1,234.56');
    expect(formatMoney(money(-9900, 'SEK'), { symbol: false })).toBe('-99.00');
  });

  it('can append the sub-script code where there is one', () => {
    expect(formatMoney(money(500, 'CAD'), { subScript: true })).toBe('$5.00 CAD');
    expect(formatMoney(money(9900, 'NOK'), { subScript: true })).toBe('99.00 kr NOK');
    expect(formatMoney(money(500, 'USD'), { subScript: true })).toBe('$5.00');
    expect(formatMoney(money(500, 'CAD'))).toBe('$5.00');
  });

  it('formats 2-decimal currencies so the text reads back as the same amount', () => {
    const twoDecimal = CURRENCY_CODES.filter((code) => CURRENCIES[code].minorUnits === 2);
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...twoDecimal), (amount, code) => {
        const { symbol, thousandsSeparator } = CURRENCIES[code];
        const text = formatMoney(money(amount, code));
        expect(text).toMatch(/\.\d{2}(?!\d)/);
        const bare = text.replace(symbol, '').split(thousandsSeparator).join('').replaceAll(' ', '');
        expect(fromDecimal(bare, code).amount).toBe(amount);
      }),
    );
  });

  it('groups digits in threes and has no decimals for 0-minor-unit currencies', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('JPY', 'KRW', 'ISK', 'HUF'),
        (n, code) => {
          const number = formatMoneyParts(money(n, code)).number;
          expect(number).toMatch(/^\d{1,3}(,\d{3})*$/);
          expect(number.split(',').join('')).toBe(String(n));
        },
      ),
    );
  });
});

describe('formatMoneyParts', () => {
  it('splits a formatted amount', () => {
    expect(formatMoneyParts(money(-123456, 'CAD'))).toEqual({
      sign: '-',
      symbol: '$',
      symbolAlign: 'left',
      symbolSpace: '',
      number: '1,234.56',
      subScript: 'CAD',
    });
    expect(formatMoneyParts(money(9900, 'SEK'))).toEqual({
      sign: '',
      symbol: 'kr',
      symbolAlign: 'right',
      symbolSpace: ' ',
      number: '99.00',
      subScript: 'SEK',
    });
  });
});
