export {
  affects,
  CHANGE_CHANNEL,
  COLLECTIONS_TAG,
  collectionOrderTag,
  collectionTag,
  EVERYTHING,
  EVERYTHING_CHANGED,
  isStoreWide,
  LISTINGS_TAG,
  PAGES_TAG,
  pageTag,
  parseChange,
  productTag,
  type StoreChange,
} from './changes';
export { ChangeFeed, type ChangeListener } from './feed';
export { SHARED_READS_TTL_MS, SharedReads } from './shared-reads';
export { collectShown, noteShown } from './shown';
