import { data } from 'react-router';
import { ProductCard } from '../components/product-card';
import { StoreHeader } from '../components/store-header';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.tenant === 'unknown' || !context.store) throw data('No store at this address', { status: 404 });
  if (context.tenant === 'platform') {
    const stores = await context.services.platform.liveStores();
    const port = context.urls.port === 80 || context.urls.port === 443 ? '' : `:${context.urls.port}`;
    return {
      kind: 'platform' as const,
      store: context.store,
      stores: stores.map((store) => ({
        ...store,
        url: `${context.urls.scheme}://${store.subdomain}.${context.urls.storeBaseDomain}${port}/`,
      })),
    };
  }
  const products = await context.services.catalog.featuredProducts(8);
  return { kind: 'store' as const, store: context.store, products, currency: context.currency };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const companyName = loaderData?.store.companyName ?? 'Printfront';
  return [{ title: companyName }, { property: 'og:title', content: companyName }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'platform') {
    return (
      <main className="platform-home">
        <h1>{loaderData.store.companyName}</h1>
        <p>White-label print-on-demand stores. Visit a demo store:</p>
        <ul className="store-list">
          {loaderData.stores.map((store) => (
            <li key={store.id}>
              <a href={store.url}>
                {store.logo ? <img src={store.logo} alt="" width={160} height={40} /> : null}
                <span>{store.companyName}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  const { store, products, currency } = loaderData;
  return (
    <>
      <StoreHeader store={store} />
      <main className="store-home">
        <section className="hero">
          <h1>{store.companyName}</h1>
          <a className="button button-primary" href="/collection/new-in/">
            Shop new in
          </a>
        </section>
        <section aria-labelledby="bestsellers">
          <h2 id="bestsellers">Bestsellers</h2>
          <ul className="product-grid">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} storeCurrency="GBP" currency={currency} />
            ))}
          </ul>
        </section>
      </main>
      <footer className="store-footer">
        <p>© {store.companyName}. Printed to order on demand.</p>
      </footer>
    </>
  );
}
