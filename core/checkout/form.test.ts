import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isCountryCode } from '../countries';
import {
  checkoutDetailsSchema,
  checkoutSchema,
  couponRequestSchema,
  normalisePostcode,
  quoteRequestSchema,
} from './form';

const details = {
  email: 'sam@example.com',
  name: 'Sam Shopper',
  line1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
  shippingMethod: 'standard',
};
const payment = {
  idempotencyKey: '8b4f4ad4-6a69-4c5e-9f1f-2d8c2a4a1b3c',
  currency: 'gbp',
  expectedTotal: '2899',
  paymentToken: 'pm_test_succeeded_0123456789abcdef01234567',
  cardBrand: 'Visa',
  cardLast4: '4242',
};

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the checkout form schema', () => {
  it('accepts a complete UK checkout and tidies it', () => {
    const parsed = checkoutSchema.parse({
      ...details,
      ...payment,
      country: 'gb',
      email: ' sam@example.com ',
    });
    expect(parsed).toMatchObject({
      email: 'sam@example.com',
      country: 'GB',
      currency: 'GBP',
      expectedTotal: 2899,
      cardBrand: 'visa',
      billingAddress: 'same',
      company: '',
      couponCode: '',
    });
  });

  it('gives each missing field its own message', () => {
    const result = checkoutDetailsSchema.safeParse({});
    expect(errorsOf(result)).toEqual({
      email: 'This field is required',
      name: 'This field is required',
      line1: 'This field is required',
      city: 'This field is required',
      country: 'Please choose a country',
      shippingMethod: 'Please choose a shipping method',
    });
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['country', 'XX', 'Please choose a country from the list'],
    ['postcode', 'NOT A CODE', 'Please enter a valid postcode'],
    ['postcode', '', 'Please enter a postcode'],
    ['name', 'x'.repeat(101), 'Must contain no more than 100 characters'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(checkoutDetailsSchema.safeParse({ ...details, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('applies UK postcode rules only to UK addresses, and needs no postcode where there is none', () => {
    expect(checkoutDetailsSchema.safeParse({ ...details, country: 'FR', postcode: '75001' }).success).toBe(
      true,
    );
    expect(
      checkoutDetailsSchema.safeParse({ ...details, country: 'US', postcode: '10001-1234' }).success,
    ).toBe(true);
    expect(checkoutDetailsSchema.safeParse({ ...details, country: 'HK', postcode: '' }).success).toBe(true);
    expect(checkoutDetailsSchema.safeParse({ ...details, postcode: 'sw1a1aa' }).success).toBe(true);
  });

  it('needs a billing address only when it differs', () => {
    const result = checkoutDetailsSchema.safeParse({ ...details, billingAddress: 'different' });
    expect(errorsOf(result)).toEqual({
      billingName: 'This field is required',
      billingLine1: 'This field is required',
      billingCity: 'This field is required',
      billingCountry: 'Please choose a country',
    });
    const billed = checkoutDetailsSchema.safeParse({
      ...details,
      billingAddress: 'different',
      billingName: 'Accounts',
      billingLine1: '2 Low Road',
      billingCity: 'Leeds',
      billingCountry: 'GB',
      billingPostcode: 'nope',
    });
    expect(errorsOf(billed)).toEqual({ billingPostcode: 'Please enter a valid postcode' });
  });

  it.each([
    ['idempotencyKey', 'not-a-uuid', 'This checkout form has expired. Reload the page and try again.'],
    ['currency', 'pounds', 'This currency is not available in this store'],
    [
      'expectedTotal',
      '12.5',
      'The prices in your basket have changed. Please check your order and pay again.',
    ],
    ['paymentToken', '', 'Please enter your card details'],
    ['paymentToken', '4242 4242 4242 4242', 'Please enter your card details'],
    ['cardLast4', '42', 'Please enter your card details'],
  ])('payment %s %j: %s', (field, value, message) => {
    expect(errorsOf(checkoutSchema.safeParse({ ...details, ...payment, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('parses quote and coupon requests', () => {
    expect(quoteRequestSchema.parse({ country: 'fr' })).toEqual({
      country: 'FR',
      shippingMethod: null,
      couponCode: '',
    });
    expect(errorsOf(couponRequestSchema.safeParse({ couponCode: ' ' }))).toEqual({
      couponCode: 'Please enter a coupon code',
    });
  });
});

describe('countries and postcodes', () => {
  it('lists the countries a store ships to, by name', () => {
    expect(COUNTRIES.length).toBeGreaterThan(200);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('DE')).toBe('Germany');
    const names = COUNTRIES.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(names);
  });

  it('writes UK postcodes in capitals with one space', () => {
    expect(normalisePostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostcode(' ec1a  1bb ', 'GB')).toBe('EC1A 1BB');
    expect(normalisePostcode('75001', 'FR')).toBe('75001');
  });
});
