export { assertCanEditPages, canEditPages, isInternalActor } from './access';
export {
  type CollectionFeedItem,
  FEED_MAX_LIMIT,
  listCollectionFeed,
  listProductFeed,
  type ProductFeedItem,
  type ProductFeedOptions,
} from './feeds';
export { PAGE_MESSAGES } from './messages';
export {
  applyOnboardingUpdate,
  type Badge,
  NEXT_STEP_GROUP,
  ONBOARDING_GROUP,
  type OnboardingState,
  onboardingState,
  readOnboarding,
  readProjectBadges,
  recordOnboarding,
} from './onboarding';
export { PageReader, type PageReaderOptions, type PageReaderStats } from './reader';
export { listPageRouteMeta, type PageRouteMeta } from './route-meta';
export { type PageInput, type PageUpdateInput, pageInputSchema, pageUpdateSchema } from './schemas';
export {
  createPage,
  deletePage,
  getPage,
  getPageByUrl,
  listStorePages,
  loadPageRowByUrl,
  type PageCacheInvalidator,
  type PageRow,
  type PageTypeFilter,
  type PageWriteOptions,
  pageBlockRegistry,
  pageFromRow,
  pageNeedsPro,
  pageVersionAt,
  type StorePageSummary,
  updatePage,
} from './service';
export { pages } from './tables';
