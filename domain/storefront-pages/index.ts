export { type ResolvedBlockData, resolveBlockData } from './block-data';
export { loadStorefrontPage, type StorefrontPage } from './load-page';
