export {
  type OriginOf,
  ROBOTS_DISALLOW,
  registerSeoRoutes,
  requestOrigin,
  SEO_CACHE_CONTROL,
} from './routes';
