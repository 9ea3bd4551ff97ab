import { ERROR_MESSAGES } from '../errors/messages';

/** A basket line holds a whole number of items from 1 to 999. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
/** Distinct lines one basket may hold; bulk adds take at most this many items at once. */
export const MAX_BASKET_LINES = 100;
export const MAX_BULK_ITEMS = 50;
/** Favourites one shopper may keep. */
export const MAX_FAVOURITES = 200;
/** The cart everything goes to unless a call names another. */
export const DEFAULT_CART_NAME = 'main';

/** The basket and favourites messages: §8's verbatim, and our own where the spec gives none. */
export const BASKET_MESSAGES = {
  noItemsAdded: ERROR_MESSAGES.noItemsAddedToBasket,
  productNoLongerAvailable: ERROR_MESSAGES.productNoLongerAvailable,
  discountExchangeRates: ERROR_MESSAGES.discountExchangeRates,
  quantity: 'Please choose a quantity from 1 to 999',
  chooseColour: 'Please choose a colour',
  chooseSize: 'Please choose a size',
  chooseProduct: 'Please choose a product',
  cartName: 'Please give a basket name of letters, numbers, dashes or underscores',
  lineNotFound: 'This item is no longer in your basket',
  basketFull: `Your basket can hold up to ${MAX_BASKET_LINES} different items`,
  tooManyItems: `No more than ${MAX_BULK_ITEMS} items can be added at once`,
  quantitiesCapped: `Quantities are limited to ${MAX_QUANTITY} per item`,
  cookiesNeeded: 'Please enable cookies to use the basket',
  favouriteNotFound: 'This item is no longer in your favourites',
  favouritesFull: `You can keep up to ${MAX_FAVOURITES} favourites`,
  favouritesDisabled: 'Favourites are not available in this store',
  favouritesEmpty: 'Add something to your favourites first',
  recoveryInvalid: 'This favourites link is not valid or has expired',
  emailedForLater: 'We have emailed you a link to your favourites',
} as const;

/** Whether a value is a quantity a line may hold. */
export function isValidQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY
  );
}

/** Two quantities of the same item joined (adding again, or baskets merged at sign-in), capped at 999. */
export function joinQuantities(current: number, added: number): number {
  return Math.min(current + added, MAX_QUANTITY);
}

/** The header badge: the total quantity in the basket. */
export function badgeCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/** A basket's subtotal in minor units of the store currency. */
export function subtotal(lines: readonly { quantity: number; priceIncTax: number }[]): number {
  return lines.reduce((total, line) => total + line.quantity * line.priceIncTax, 0);
}

/**
 * §4: on the basket page, with items, when the shopper's chosen currency differs from the store's (GBP by
 * default), 'Discount applied due to improved exchange rates' shows once, 500 ms after, for 10 s.
 */
export function showsExchangeRateMessage(input: {
  lineCount: number;
  shopperCurrency: string | null | undefined;
  storeCurrency: string | null | undefined;
}): boolean {
  const store = (input.storeCurrency || 'GBP').toUpperCase();
  const shopper = (input.shopperCurrency || store).toUpperCase();
  return input.lineCount > 0 && shopper !== store;
}
