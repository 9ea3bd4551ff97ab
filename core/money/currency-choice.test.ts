import { describe, expect, it } from 'vitest';
import { currencyChoiceSchema } from './currency-choice';

describe('currencyChoiceSchema', () => {
  it('reads a currency code in any case and a same-site return path', () => {
    expect(currencyChoiceSchema.parse({ currency: 'eur', redirectTo: '/basket/' })).toEqual({
      currency: 'EUR',
      redirectTo: '/basket/',
    });
  });

  it('turns an unknown code into no currency and another site into home, never refusing', () => {
    expect(currencyChoiceSchema.parse({ currency: 'XXX', redirectTo: '//evil.example/' })).toEqual({
      currency: null,
      redirectTo: '/',
    });
    expect(currencyChoiceSchema.parse({})).toEqual({ currency: null, redirectTo: '/' });
  });
});
