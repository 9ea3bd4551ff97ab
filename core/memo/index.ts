export { memoised, RecentlyUsedMap } from './recently-used-map';
