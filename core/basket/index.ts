/** The basket and favourites rules, messages and payloads. Browser code imports the files it needs (schemas carry zod). */
export {
  basketErrorMessage,
  type FavouritesError,
  type FavouritesErrorKind,
  favouritesError,
} from './errors';
export { BASKET_HINT_COOKIE, BASKET_HINT_MAX_AGE_SECONDS, basketHintCookie } from './hint-cookie';
export {
  BASKET_MESSAGES,
  badgeCount,
  DEFAULT_CART_NAME,
  isValidQuantity,
  joinQuantities,
  MAX_BASKET_LINES,
  MAX_BULK_ITEMS,
  MAX_FAVOURITES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  showsExchangeRateMessage,
  subtotal,
} from './rules';
export * from './schemas';
