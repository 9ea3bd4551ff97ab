import { PAGE_MESSAGES } from './page-messages';

/** User-facing error messages, word for word from the specification (§8). */
export const ERROR_MESSAGES = {
  serverError: 'Oops.. looks like something went wrong',
  snackbarDefault: 'Oops... looks like something went wrong. Please try again.',
  storeDataFailed: PAGE_MESSAGES.loadFailed,
  apiError: 'Api error',
  notFound: '404 Not found',
  permissionDenied: '403 Permission denied',
  proRequired: '402 Pro upgrade required',
  serverErrorKind: '500 Server error',
  pageLoadFailed: 'Oops... Looks like something went wrong loading this page',
  pageFromAnotherStore: "Oops... Looks like you're trying to access a page from another store",
  pageNotFoundSnackbar: PAGE_MESSAGES.notFound,
  pageNotFound: PAGE_MESSAGES.notFoundTitle,
  pageInsufficientPermissions: 'Insufficient permissions to access this page',
  pageProRequired: 'Pro required to save this page',
  pageFailedValidation: 'Page failed validation',
  pageNotAttachedToStore: 'Page not attached to a store',
  /** Our wording (the spec gives none): the 409s of a page save. */
  pageUrlTaken: 'Another page of this store already uses this address',
  pageVersionConflict: 'This page was changed by someone else. Reload it to see the changes.',
  noItemsAddedToBasket: 'No items were added to basket',
  productNoLongerAvailable: 'Oops... Looks like this product is no longer available',
  muteForbidden: 'Permission denied',
  permissionRequestSubmitted: 'Permission request successfully submitted',
  subscriberOfferSent: "We've sent you an email to verify your subscription",
  subscriberOfferFailed: 'Oops... Something went wrong, please try again later',
  remillFailed: "We're sorry, something went wrong. Please try again later.",
  remillSucceeded: 'Thank you, we sent you an email with instructions.',
  discountExchangeRates: 'Discount applied due to improved exchange rates',
} as const;

/** Transport-level messages the specification leaves to us. */
export const TRANSPORT_MESSAGES = {
  xsrfMismatch:
    'Your session has expired or the request did not come from this site. Reload the page and try again.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body must be JSON.',
  requestTimeout: 'The request took too long and was stopped.',
  unknownStore: 'There is no store at this address.',
  notFound: 'Not found',
  validationFailed: 'The given data was invalid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

export function eventTimedOut(name: string): string {
  return `Event: ${name} timed out`;
}

export function blockTypeNotRegistered(type: string): string {
  return `Block type of ${type} hasn't been registered`;
}

export function splitTestMissing(name: string): string {
  return `Split Test ${name} doesn't exist or is no longer active`;
}
