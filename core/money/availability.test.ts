import { describe, expect, it } from 'vitest';
import { availableCurrencies } from './availability';

describe('availableCurrencies', () => {
  it('offers only the store currency without a plugin', () => {
    expect(availableCurrencies(undefined, 'GBP')).toEqual(['GBP']);
    expect(availableCurrencies(null, 'EUR')).toEqual(['EUR']);
  });

  it('offers only the store currency when the plugin is off or its flag is missing', () => {
    expect(availableCurrencies({ enabled: false, main: 'USD', list: 'EUR' }, 'GBP')).toEqual(['GBP']);
    expect(availableCurrencies({ main: 'USD', list: 'EUR' }, 'GBP')).toEqual(['GBP']);
  });

  it('offers main then the list, and the store currency, when on', () => {
    expect(availableCurrencies({ enabled: true, main: 'GBP', list: 'USD,EUR' }, 'GBP')).toEqual([
      'GBP',
      'USD',
      'EUR',
    ]);
  });

  it('appends the store currency when the plugin does not name it', () => {
    expect(availableCurrencies({ enabled: true, main: 'USD', list: 'EUR' }, 'GBP')).toEqual([
      'USD',
      'EUR',
      'GBP',
    ]);
    expect(availableCurrencies({ enabled: true }, 'SEK')).toEqual(['SEK']);
  });

  it('trims, ignores case, and drops unknown codes, blanks and duplicates', () => {
    expect(
      availableCurrencies({ enabled: true, main: ' usd ', list: ' eur, XXX ,, USD,jpy ,eur,gbp ' }, 'GBP'),
    ).toEqual(['USD', 'EUR', 'JPY', 'GBP']);
  });

  it('ignores an unknown main currency', () => {
    expect(availableCurrencies({ enabled: true, main: 'ABC', list: 'CAD' }, 'GBP')).toEqual(['CAD', 'GBP']);
  });

  it('tolerates a list that is not a string', () => {
    expect(
      availableCurrencies({ enabled: true, main: 'EUR', list: ['USD'] as unknown as string }, 'GBP'),
    ).toEqual(['EUR', 'GBP']);
  });

  it('defaults the store currency to GBP, also when it is unknown', () => {
    expect(availableCurrencies(undefined)).toEqual(['GBP']);
    expect(availableCurrencies(undefined, 'nope')).toEqual(['GBP']);
    expect(availableCurrencies(undefined, ' usd')).toEqual(['USD']);
  });
});
