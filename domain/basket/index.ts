export { type AddItemInput, addItemSchema, addItemToBasket, MAX_QUANTITY, quantitySchema } from './add-item';
export { type BasketLine, basketItemCount, listBasketItems } from './list-items';
export { basketItems, baskets } from './tables';
