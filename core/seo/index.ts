export {
  type Availability,
  type Breadcrumb,
  breadcrumbJsonLd,
  type FaqEntry,
  faqJsonLd,
  type ItemListEntry,
  itemListJsonLd,
  type JsonObject,
  type JsonValue,
  jsonLdScript,
  type OrganizationJsonLdInput,
  organizationJsonLd,
  type ProductJsonLdInput,
  type ProductVariantOffer,
  productJsonLd,
} from './json-ld';
export { type SeoMetaDescriptor, type SocialMetaInput, socialMeta } from './meta';
export {
  type PageLoginState,
  type RobotsDirective,
  type RobotsInput,
  type RobotsTxtInput,
  robotsDirective,
  robotsTxt,
} from './robots';
export { type ChangeFrequency, escapeXml, SITEMAP_MAX_URLS, type SitemapEntry, sitemapXml } from './sitemap';
export { collapseWhitespace, DESCRIPTION_MAX_LENGTH, htmlToText, truncateDescription } from './text';
export { type DocumentTitleInput, documentTitle } from './title';
export { canonicalUrl } from './url';
