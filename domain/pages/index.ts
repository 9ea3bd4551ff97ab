export { listPageRouteMeta, type PageRouteMeta } from './route-meta';
export { pages } from './tables';
