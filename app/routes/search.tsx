import { data, Form, Link, redirect } from 'react-router';
import { ProductGrid } from '../components/product-card';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/search';

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const pageValue = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(pageValue) && pageValue > 0 && pageValue < 1000 ? pageValue : 1;
  if (term) {
    const destination = context.services.search.redirectFor(term);
    if (destination) throw redirect(destination.destination);
  }
  const results = term ? await context.services.search.products(term, page) : { total: 0, items: [] };
  // A search that finds nothing still leads somewhere: the store's collections and its best sellers.
  const [collections, bestsellers] =
    term && results.total === 0
      ? await Promise.all([
          context.services.catalog.collectionLinks(12),
          context.services.catalog.featuredProducts(8),
        ])
      : [[], []];
  return { term, page, total: results.total, products: results.items, collections, bestsellers };
}

export const handle: RouteHandle = {
  layout: 'search',
  breadcrumb: () => [{ name: 'Search', url: '/search/' }],
};

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/search/',
    title: loaderData?.term ? `Search: ${loaderData.term}` : 'Search',
    robots: 'noindex',
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { term, page, total, products, collections, bestsellers } = loaderData;
  const pages = Math.max(1, Math.ceil(total / 24));
  const link = (target: number) =>
    `/search/?${new URLSearchParams({ q: term, ...(target > 1 ? { page: String(target) } : {}) })}`;
  return (
    <div className="search-page">
      <h1>{term ? `Results for “${term}”` : 'Search'}</h1>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="search-term" className="visually-hidden">
          Search products
        </label>
        <input
          id="search-term"
          type="search"
          name="q"
          defaultValue={term}
          placeholder="Search products"
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </Form>
      {term ? (
        total > 0 ? (
          <>
            <p className="search-count">
              {total} {total === 1 ? 'product' : 'products'}
            </p>
            <ProductGrid products={products} label="Search results" />
            {pages > 1 ? (
              <nav className="pagination" aria-label="Pages">
                {page > 1 ? <Link to={link(page - 1)}>Previous</Link> : <span />}
                <span>
                  Page {page} of {pages}
                </span>
                {page < pages ? <Link to={link(page + 1)}>Next</Link> : <span />}
              </nav>
            ) : null}
          </>
        ) : (
          <div className="search-empty">
            <p className="empty-state">Nothing matches “{term}”. Try fewer or different words.</p>
            {collections.length > 0 ? (
              <nav aria-labelledby="search-collections">
                <h2 id="search-collections">Browse our collections</h2>
                <ul className="search-collections">
                  {collections.map((collection) => (
                    <li key={collection.urlName}>
                      <Link className="button" to={`/collection/${collection.urlName}/`}>
                        {collection.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {bestsellers.length > 0 ? (
              <section aria-labelledby="search-bestsellers">
                <h2 id="search-bestsellers">Best sellers</h2>
                <ProductGrid products={bestsellers} label="Best sellers" />
              </section>
            ) : null}
          </div>
        )
      ) : null}
    </div>
  );
}
