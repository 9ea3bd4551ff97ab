import { PAYMENT_MESSAGES } from '../payments/messages';

/** Every checkout message a shopper can see, word for word. */
export const CHECKOUT_MESSAGES = {
  basketEmpty: 'Your basket is empty',
  /** §8: a product that can no longer be bought. */
  productUnavailable: 'Oops... Looks like this product is no longer available',
  pricesChanged: 'The prices in your basket have changed. Please check your order and pay again.',
  currencyUnavailable: 'This currency is not available in this store',
  shippingMethodRequired: 'Please choose a shipping method',
  shippingMethodUnavailable: 'This shipping method is not available for this address',
  countryRequired: 'Please choose a country',
  countryUnknown: 'Please choose a country from the list',
  postcodeRequired: 'Please enter a postcode',
  nameTooLong: 'Must contain no more than 100 characters',
  couponRequired: 'Please enter a coupon code',
  couponUnknown: 'This coupon code is not valid',
  couponExpired: 'This coupon code has expired',
  couponNotStarted: 'This coupon code is not active yet',
  couponUsedUp: 'This coupon code has reached its usage limit',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  paymentRequired: PAYMENT_MESSAGES.cardDetailsRequired,
  checkoutKeyInvalid: 'This checkout form has expired. Reload the page and try again.',
  paymentInProgress: PAYMENT_MESSAGES.paymentInProgress,
  testMode: PAYMENT_MESSAGES.testMode,
} as const;

/** The minimum-spend message names the amount in the shopper's currency. */
export function couponMinimumSpend(formattedAmount: string): string {
  return `Spend ${formattedAmount} or more to use this coupon code`;
}
