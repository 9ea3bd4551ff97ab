export { COLLECTION_MESSAGES } from './messages';
export {
  addProductsSchema,
  COLLECTION_LIMITS,
  type CollectionInput,
  collectionFormSchema,
  productOrderSchema,
  removeProductSchema,
} from './schemas';
export { collectionPath, normaliseUrlName } from './url-name';
