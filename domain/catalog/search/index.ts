export {
  PRODUCT_SEARCH_FIELDS,
  prepareSearchTerm,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_CANDIDATES,
  SEARCH_MAX_LIMIT,
  SEARCH_TERM_MAX_LENGTH,
  type SearchProductsOptions,
  type SearchProductsResult,
  searchProducts,
} from './search-products';
