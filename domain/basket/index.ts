export {
  type AddItemToCartInput,
  addItemToBasket,
  type BulkAddItemsInput,
  bulkAddToBasket,
} from './add-items';
export {
  type RemoveLineInput,
  removeBasketLine,
  type UpdateLineInput,
  updateBasketLine,
} from './change-items';
export {
  addFavourite,
  type FavouriteItem,
  type FavouritesSummary,
  favouritesSummary,
  listFavourites,
  removeFavourite,
} from './favourites';
export { holdBasketLines, releaseBasketLines } from './holds';
export { type BasketLine, basketItemCount, listBasketItems } from './list-items';
export { mergeVisitorIntoCustomer } from './merge';
export { type Owner as BasketOwner, ownedBy, ownerOf as basketOwnerOf } from './owner';
export {
  createFavouritesRecovery,
  EMAIL_FOR_LATER_LIMITS,
  type FavouritesRecovery,
  RECOVERY_TTL_MS,
  recoverFavourites,
} from './recovery';
export { basketItems, baskets, favouriteRecoveries, favourites } from './tables';
