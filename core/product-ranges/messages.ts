/** The messages of making a range of products from one artwork, as sellers see them (§5 voice). */
export const RANGE_MESSAGES = Object.freeze({
  uploadFirst: 'Please upload your design first',
  chooseProduct: 'Please choose at least one product',
  chooseColour: 'Please choose at least one colour',
  unknownProduct: 'This product cannot be made from artwork in this store',
  unknownColour: 'Please choose one of the colours this product comes in',
  duplicateProduct: 'Each product can be chosen once',
  priceFormat: 'Please enter an amount such as 12.50',
  uploadNotFound: 'This design is not one of this store’s uploads: please upload it again',
  /** §5 min_value ('Min N'), N in the currency's decimals: the price must cover the base cost and VAT. */
  priceBelowCost: (minimum: string) => `Min ${minimum}`,
  tooManyProducts: (max: number) => `A range can hold at most ${max} products`,
});
