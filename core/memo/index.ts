export { LruMap, memoised } from './lru-map';
