import { describe, expect, it } from 'vitest';
import { checkoutDetailsSchema } from '../checkout';
import { addressSchema } from '../orders';
import { COUNTRIES, COUNTRIES_WITHOUT_POSTCODES, countryName, isCountryCode } from '.';

/** A delivery address in `country` as a shopper types it there (no postcode where there are none). */
const addressIn = (country: string) => ({
  name: 'Sam Shopper',
  line1: '1 High Street',
  city: 'Capital',
  postcode: COUNTRIES_WITHOUT_POSTCODES.has(country) ? '' : country === 'GB' ? 'SW1A 1AA' : '1000',
  country,
});

describe('the one list of countries', () => {
  it('names each code once', () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(isCountryCode('BR')).toBe(true);
    expect(countryName('br')).toBe('Brazil');
  });

  it('lets an order move to every country checkout accepts, and to no other', () => {
    const refused = COUNTRIES.filter(({ code }) => {
      const atCheckout = checkoutDetailsSchema.safeParse({
        ...addressIn(code),
        email: 'sam@example.com',
        shippingMethod: 'standard',
      });
      expect(atCheckout.success, `checkout refuses ${code}`).toBe(true);
      return !addressSchema.safeParse(addressIn(code)).success;
    });
    expect(refused.map(({ code }) => code)).toEqual([]);
    expect(addressSchema.safeParse(addressIn('ZZ')).error?.issues[0]?.path).toEqual(['country']);
  });

  it('still asks for a postcode where addresses have one', () => {
    const result = addressSchema.safeParse({ ...addressIn('FR'), postcode: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['postcode']);
  });
});
