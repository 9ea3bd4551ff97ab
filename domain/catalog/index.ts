export { type CollectionLink, listCollectionLinks } from './collection-list';
export { type CollectionPage, type CollectionSort, getCollectionPage } from './collection-page';
export { getProductPage, type ProductColour, type ProductPage } from './product-page';
export {
  type ListProductsOptions,
  listProductSummaries,
  type ProductSummary,
  summariesForIds,
} from './product-summaries';
export * from './tables';
