import { describe, expect, it } from 'vitest';
import * as money from './index';

describe('money index', () => {
  it('exposes the public surface', () => {
    expect(Object.keys(money).sort()).toEqual(
      [
        'CURRENCIES',
        'CURRENCY_CODES',
        'CURRENCY_COOKIE',
        'DEFAULT_CURRENCY',
        'add',
        'availableCurrencies',
        'compare',
        'convert',
        'equals',
        'formatMoney',
        'formatMoneyParts',
        'fromDecimal',
        'getCurrency',
        'isCurrencyCode',
        'money',
        'multiply',
        'parseCurrencyCode',
        'subtract',
        'sum',
        'toDecimal',
      ].sort(),
    );
  });

  it('works end to end', () => {
    const price = money.fromDecimal('12.50', 'GBP');
    const line = money.multiply(price, 3);
    expect(money.formatMoney(money.convert(line, 'USD'))).toBe('$75.00');
  });
});
