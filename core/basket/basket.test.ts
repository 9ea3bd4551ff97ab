import { describe, expect, it } from 'vitest';
import { basketErrorMessage, favouritesError } from './errors';
import { BASKET_HINT_COOKIE, basketHintCookie } from './hint-cookie';
import {
  BASKET_MESSAGES,
  badgeCount,
  isValidQuantity,
  joinQuantities,
  showsExchangeRateMessage,
  subtotal,
} from './rules';
import {
  addItemToCartSchema,
  basketItemSchema,
  bulkAddItemsSchema,
  cartNameSchema,
  emailForLaterSchema,
  favouriteAddSchema,
  favouriteRemoveSchema,
  favouritesRecoverSchema,
  quantitySchema,
  updateLineSchema,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('basket rules', () => {
  it('carries the §8 and §4 messages verbatim', () => {
    expect(BASKET_MESSAGES.noItemsAdded).toBe('No items were added to basket');
    expect(BASKET_MESSAGES.productNoLongerAvailable).toBe(
      'Oops... Looks like this product is no longer available',
    );
    expect(BASKET_MESSAGES.discountExchangeRates).toBe('Discount applied due to improved exchange rates');
  });

  it.each([
    [1, true],
    [999, true],
    [0, false],
    [1000, false],
    [2.5, false],
    [Number.NaN, false],
    ['3', false],
  ])('a line quantity of %s is valid: %s', (value, valid) => {
    expect(isValidQuantity(value)).toBe(valid);
  });

  it('joins quantities of the same item, capped at 999', () => {
    expect(joinQuantities(2, 3)).toBe(5);
    expect(joinQuantities(998, 5)).toBe(999);
    expect(joinQuantities(999, 999)).toBe(999);
  });

  it('counts the badge as the total quantity and the subtotal in minor units', () => {
    const lines = [
      { quantity: 2, priceIncTax: 2600 },
      { quantity: 1, priceIncTax: 1999 },
    ];
    expect(badgeCount(lines)).toBe(3);
    expect(subtotal(lines)).toBe(7199);
    expect(badgeCount([])).toBe(0);
  });

  it.each([
    [{ lineCount: 1, shopperCurrency: 'USD', storeCurrency: 'GBP' }, true],
    [{ lineCount: 1, shopperCurrency: 'usd', storeCurrency: undefined }, true],
    [{ lineCount: 0, shopperCurrency: 'USD', storeCurrency: 'GBP' }, false],
    [{ lineCount: 2, shopperCurrency: 'GBP', storeCurrency: 'GBP' }, false],
    [{ lineCount: 2, shopperCurrency: null, storeCurrency: 'EUR' }, false],
    [{ lineCount: 2, shopperCurrency: 'GBP', storeCurrency: 'EUR' }, true],
  ])('shows the exchange-rate message for %j: %s', (input, shows) => {
    expect(showsExchangeRateMessage(input)).toBe(shows);
  });

  it('sets the hint cookie that keeps personal pages out of the shared cache', () => {
    expect(BASKET_HINT_COOKIE).toBe('pf_basket');
    expect(basketHintCookie(false)).toBe('pf_basket=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(basketHintCookie(true)).toContain('; Secure');
  });
});

describe('basket payloads', () => {
  it('reads quantities from numbers and form text, 1 to 999', () => {
    expect(quantitySchema.parse('7')).toBe(7);
    for (const bad of [0, 1000, 1.5, 'many', '', null])
      expect(firstMessage(quantitySchema.safeParse(bad))).toBe('Please choose a quantity from 1 to 999');
  });

  it("names carts 'main' unless told, never 'favourites'", () => {
    expect(cartNameSchema.parse(undefined)).toBe('main');
    expect(cartNameSchema.parse(' later ')).toBe('later');
    for (const bad of ['', 'two words', 'favourites', 'x'.repeat(51), 12])
      expect(firstMessage(cartNameSchema.safeParse(bad))).toBe(BASKET_MESSAGES.cartName);
  });

  it('takes an item by variant, or by product with colour and size', () => {
    expect(basketItemSchema.parse({ variantId: 'abc' })).toEqual({ variantId: 'abc', quantity: 1 });
    expect(
      basketItemSchema.parse({ productId: 12, productColor: ' Navy ', productSize: 'M', quantity: '2' }),
    ).toEqual({ productId: 12, productColor: 'Navy', productSize: 'M', quantity: 2 });
    const missing = basketItemSchema.safeParse({});
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['productUrl', 'Please choose a product'],
      ['productColor', 'Please choose a colour'],
      ['productSize', 'Please choose a size'],
    ]);
  });

  it('wraps items for single and bulk adds', () => {
    expect(addItemToCartSchema.parse({ item: { variantId: 'v' } })).toEqual({
      item: { variantId: 'v', quantity: 1 },
      name: 'main',
    });
    expect(firstMessage(bulkAddItemsSchema.safeParse({ items: [] }))).toBe('No items were added to basket');
    expect(firstMessage(bulkAddItemsSchema.safeParse({}))).toBe('No items were added to basket');
    expect(
      firstMessage(
        bulkAddItemsSchema.safeParse({ items: Array.from({ length: 51 }, () => ({ variantId: 'v' })) }),
      ),
    ).toBe('No more than 50 items can be added at once');
  });

  it('needs a key and a quantity to update a line', () => {
    expect(updateLineSchema.parse({ key: 'k', quantity: '3' })).toEqual({ key: 'k', quantity: 3 });
    expect(firstMessage(updateLineSchema.safeParse({ quantity: 3 }))).toBe('This field is required');
  });

  it('validates the favourites payloads with clear messages', () => {
    expect(favouriteAddSchema.parse({ productUrl: 'tee', colour: 'Navy' })).toEqual({
      productUrl: 'tee',
      colour: 'Navy',
    });
    expect(firstMessage(favouriteAddSchema.safeParse({ colour: 'Navy' }))).toBe('Please choose a product');
    expect(firstMessage(favouriteRemoveSchema.safeParse({}))).toBe(
      'This item is no longer in your favourites',
    );
    expect(firstMessage(favouritesRecoverSchema.safeParse({ br: '' }))).toBe(
      'This favourites link is not valid or has expired',
    );
    expect(firstMessage(emailForLaterSchema.safeParse({ email: 'nope' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(emailForLaterSchema.safeParse({}))).toBe('This field is required');
  });
});

describe('§8 error mapping', () => {
  it('classifies favourites failures: validation, api, server', () => {
    expect(
      favouritesError(422, { message: 'x', errors: { email: ['Please enter a valid email address'] } }),
    ).toEqual({
      kind: 'validation',
      message: 'Please enter a valid email address',
    });
    expect(favouritesError(404, { message: 'This item is no longer in your favourites' })).toEqual({
      kind: 'api',
      message: 'This item is no longer in your favourites',
    });
    expect(favouritesError(403, null)).toEqual({ kind: 'api', message: 'Api error' });
    expect(favouritesError(500, { message: 'stack trace' })).toEqual({
      kind: 'server',
      message: 'Oops.. looks like something went wrong',
    });
    expect(favouritesError(0, null).kind).toBe('server');
  });

  it('tells the shopper what went wrong with the basket', () => {
    expect(
      basketErrorMessage(422, { errors: { 'item.quantity': ['Please choose a quantity from 1 to 999'] } }),
    ).toBe('Please choose a quantity from 1 to 999');
    expect(basketErrorMessage(400, { message: 'anything' })).toBe(
      'Oops... Looks like this product is no longer available',
    );
    expect(basketErrorMessage(404, { message: 'This item is no longer in your basket' })).toBe(
      'This item is no longer in your basket',
    );
    expect(basketErrorMessage(419, null)).toBe('Oops... looks like something went wrong. Please try again.');
    expect(basketErrorMessage(503, null)).toBe('Oops.. looks like something went wrong');
  });
});
