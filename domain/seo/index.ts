export {
  collectionPath,
  productPath,
  type SitemapSections,
  sitemapEntries,
  sitemapSections,
} from './sitemap';
