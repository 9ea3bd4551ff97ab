/** The product list's and editor's messages, in the voice of §5. */
export const PRODUCT_ADMIN_MESSAGES = {
  noSuchProduct: 'There is no product at this address.',
  urlNameTaken: 'Another product of this store already uses this url',
  urlNameEmpty: 'Must contain at least one letter or number',
  priceInvalid: 'Please enter a price such as 12.50',
  salePriceNotLower: 'The sale price must be lower than the price',
  vatRateInvalid: 'Please choose a VAT rate',
  noneChosen: 'Please choose at least one product',
  confirmDelete: 'Please confirm that the chosen products should be deleted',
  unknownCrossSell: (skus: readonly string[]) => `No product of this store has the sku ${skus.join(', ')}`,
  crossSellSelf: 'A product cannot be sold alongside itself',
  unknownCollection: 'Please choose collections of this store',
  unknownImage: 'Please choose images of this product',
  bulkDone: (action: 'enable' | 'disable' | 'delete', count: number) =>
    `${count} ${count === 1 ? 'product' : 'products'} ${action === 'delete' ? 'deleted' : `${action}d`}`,
  saved: 'Your changes are live on your store',
  imageFormats: 'Must upload the following formats: png, jpg, webp',
  imageEmpty: 'Please choose a file to upload',
  imageTooLarge: 'The image must be 1 MB or smaller',
  imageUnreadable: 'This file could not be read as an image',
  imageAdded: 'The image is added: it shows last until you move it',
} as const;
