import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('collection/:collection', 'routes/collection.tsx'),
  route('product/:product/:colour?', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('basket', 'routes/basket.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('currency', 'routes/currency.tsx'),
  route('terms-of-use', 'routes/legal.tsx', { id: 'legal-terms-of-use' }),
  route('terms-of-sale', 'routes/legal.tsx', { id: 'legal-terms-of-sale' }),
  route('use-of-cookies-and-disclaimer', 'routes/legal.tsx', { id: 'legal-cookies' }),
  route('privacy-policy', 'routes/legal.tsx', { id: 'legal-privacy' }),
  route('custom', 'routes/custom.tsx'),
  route('learn/*', 'routes/learn.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
