export { type CollectionLink, listCollectionLinks } from './collection-list';
export { type CollectionPage, type CollectionSort, getCollectionPage } from './collection-page';
export { insertColourOption, insertOptionRow } from './colour-options';
export {
  FETCH_MODEL_MESSAGES,
  type FetchedModel,
  type FetchModelsInput,
  fetchModels,
  fetchModelsSchema,
  MODEL_TYPES,
} from './fetch-models';
export {
  FETCH_PRODUCTS_MAX,
  type FetchedOption,
  type FetchedProduct,
  fetchBaseProduct,
  fetchProducts,
} from './fetch-products';
export { getProductPage, type ProductColour, type ProductPage } from './product-page';
export {
  type ListProductsOptions,
  listProductSummaries,
  type ProductSummary,
  summariesForIds,
} from './product-summaries';
export * from './tables';
