import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

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
  // accounts: begin
  layout('routes/account/layout.tsx', [
    route('login', 'routes/account/login.tsx'),
    route('login/recovery', 'routes/account/login-recovery.tsx'),
    route('sign-up', 'routes/account/sign-up.tsx'),
    route('sign-up/verify', 'routes/account/verify.tsx'),
    route('sign-up/eula', 'routes/account/eula.tsx'),
    route('forgot-password', 'routes/account/forgot-password.tsx'),
    route('reset-password', 'routes/account/reset-password.tsx'),
    route('logout', 'routes/account/logout.tsx'),
    route('countdown', 'routes/account/countdown.tsx'),
    route('403', 'routes/account/forbidden.tsx'),
    route('dashboard', 'routes/account/dashboard.tsx'),
    route('teemill-plans', 'routes/account/plans.tsx'),
  ]),
  // accounts: end
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/page.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
