/**
 * The storefront's stylesheet (chrome, catalogue, blocks, fonts) as one hashed file that browsers cache for
 * a year and share between pages, linked after the routes' own links so the cascade is what it was when it
 * was inlined. Only the store's theme custom properties stay inline (root.tsx): they differ per store.
 * Decision 0021 has the traces that weighed inlining against caching.
 */
export { default as storefrontStylesheetHref } from './styles/index.css?url';
