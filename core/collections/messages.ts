import { messages } from '../validation';

/** What the collections pages of the dashboard say. */
export const COLLECTION_MESSAGES = {
  required: messages.required,
  nameTooLong: messages.maxLength(80),
  urlNameTooLong: messages.maxLength(80),
  /** A name or address with no letter or digit leaves no address. */
  urlNameEmpty: 'Please use at least one letter or number',
  urlNameTaken: 'Another collection of this store already uses this URL',
  descriptionTooLong: messages.maxLength(2000),
  seoTitleTooLong: messages.maxLength(70),
  seoDescriptionTooLong: messages.maxLength(160),
  bannerUnknown: 'Please choose an image from this store’s files',
  noSuchCollection: 'This collection does not exist.',
  noSuchProduct: 'This product does not exist.',
  orderMismatch: 'The products changed while you were ordering them. Please reload the page.',
  tooManyProducts: (max: number) => `Add no more than ${max} products at once`,
  created: 'The collection was created.',
  saved: 'The collection was saved.',
  deleted: (name: string) => `The collection ${name} was deleted.`,
  productsAdded: (count: number) => `${count} ${count === 1 ? 'product was' : 'products were'} added.`,
  productRemoved: 'The product was removed from the collection.',
  orderSaved: 'The new order was saved.',
  addedToMenu: 'The collection was added to the menu.',
} as const;
