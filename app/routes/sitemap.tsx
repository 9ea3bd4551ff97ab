import { data, Link } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  return context.services.seo.sitemapSections();
}

export const handle: RouteHandle = { breadcrumb: () => [{ name: 'Sitemap', url: '/sitemap/' }] };

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({ store: root?.store, origin: root?.origin, path: '/sitemap/', title: 'Sitemap' });
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { pages, collections, products } = loaderData;
  return (
    <div className="sitemap-page">
      <h1>Sitemap</h1>
      <div className="sitemap-columns">
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">Pages</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.url}>
                <Link to={page.url}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-collections">
          <h2 id="sitemap-collections">Collections</h2>
          <ul>
            {collections.map((collection) => (
              <li key={collection.url}>
                <Link to={collection.url}>{collection.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-products">
          <h2 id="sitemap-products">Products</h2>
          <ul>
            {products.map((product) => (
              <li key={product.url}>
                <Link to={product.url}>{product.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
