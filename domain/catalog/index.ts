export { type ListProductsOptions, listProductSummaries, type ProductSummary } from './product-summaries';
export * from './tables';
