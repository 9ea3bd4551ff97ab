export { type ResolvedBlockData, resolveBlockData } from './block-data';
export { BLOCK_DATA_TTL_MS, BlockDataCache } from './block-data-cache';
export { type PageEditorSettings, pageEditorSettings } from './editor-settings';
export { blockDataCacheFor, loadStorefrontPage, type StorefrontPage } from './load-page';
