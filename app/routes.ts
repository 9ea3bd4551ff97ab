import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { STUDIO_ALIASES } from '../core/design/studio-paths';
import { atlasRoutes } from './routes/atlas/routes';
import { artworkRoutes } from './routes/dashboard/artwork/routes';
import { collectionsRoutes } from './routes/dashboard/collections/routes';
import { filesRoutes } from './routes/dashboard/files/routes';
import { menuRoutes } from './routes/dashboard/menu/routes';
import { ordersRoutes } from './routes/dashboard/orders/routes';
import { pagesRoutes } from './routes/dashboard/pages/routes';
import { productsRoutes } from './routes/dashboard/products/routes';
import { settingsRoutes } from './routes/dashboard/settings/routes';
import { storesRoutes, storesTopRoutes } from './routes/dashboard/stores/routes';
import { teamRoutes, teamTopRoutes } from './routes/dashboard/team/routes';
import { themeRoutes } from './routes/dashboard/theme/routes';

export default [
  index('routes/home.tsx'),
  route('collection/:collection', 'routes/collection.tsx'),
  route('product/:product/:colour?', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('basket', 'routes/basket.tsx'),
  route('favourites', 'routes/favourites.tsx'),
  // checkout: begin
  route('checkout', 'routes/checkout.tsx'),
  route('receipt/:orderHash', 'routes/receipt.tsx'),
  // checkout: end
  route('sitemap', 'routes/sitemap.tsx'),
  route('currency', 'routes/currency.tsx'),
  route('terms-of-use', 'routes/legal.tsx', { id: 'legal-terms-of-use' }),
  route('terms-of-sale', 'routes/legal.tsx', { id: 'legal-terms-of-sale' }),
  route('use-of-cookies-and-disclaimer', 'routes/legal.tsx', { id: 'legal-cookies' }),
  route('privacy-policy', 'routes/legal.tsx', { id: 'legal-privacy' }),
  route('custom', 'routes/custom.tsx'),
  // studio: begin
  route('studio/:customiseItUrl?', 'routes/studio.tsx'),
  ...STUDIO_ALIASES.map((alias) => route(alias.path, 'routes/studio.tsx', { id: `studio-${alias.path}` })),
  // studio: end
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
    ...storesTopRoutes,
    ...teamTopRoutes,
    // The seller dashboard of one store: one file of routes per area.
    route('dashboard/stores/:store', 'routes/dashboard/store-layout.tsx', [
      index('routes/dashboard/overview.tsx'),
      route('quotes', 'routes/account/quote-desk.tsx'),
      route('quotes/:hash', 'routes/account/quote-desk-quote.tsx'),
      ...storesRoutes,
      ...productsRoutes,
      ...artworkRoutes,
      ...collectionsRoutes,
      ...pagesRoutes,
      ...menuRoutes,
      ...filesRoutes,
      ...settingsRoutes,
      ...themeRoutes,
      ...ordersRoutes,
      ...teamRoutes,
    ]),
    route('teemill-plans', 'routes/account/plans.tsx'),
  ]),
  // accounts: end
  // operator back office (platform host)
  ...atlasRoutes,
  route('mockup/:orderHash', 'routes/mockup.tsx'),
  // orders: begin
  layout('routes/orders/layout.tsx', [
    route('invoice/:orderHash', 'routes/orders/invoice.tsx'),
    route('invoice/:orderHash/pdf', 'routes/orders/invoice-pdf.tsx'),
    route('order-history/:customerHash?', 'routes/orders/order-history.tsx'),
    route('returns/:orderHash?', 'routes/orders/returns.tsx'),
    route('edit-order/:orderHash?', 'routes/orders/edit-order.tsx'),
    route('update-address/:orderHash?', 'routes/orders/update-address.tsx'),
    route('get-a-quote', 'routes/orders/get-a-quote.tsx'),
    route('advanced-quote/:order?', 'routes/orders/advanced-quote.tsx'),
    route('pay/:order', 'routes/orders/pay.tsx'),
    route('teemail/:page', 'routes/orders/teemail.tsx'),
    route('dashboard/outbox', 'routes/orders/outbox.tsx'),
  ]),
  // orders: end
  // pages: begin
  route('forms/newsletter', 'routes/forms/newsletter.tsx'),
  route('forms/contact', 'routes/forms/contact.tsx'),
  route('subscription-verified', 'routes/subscription-verified.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:post', 'routes/blog-post.tsx'),
  // pages: end
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/page.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
