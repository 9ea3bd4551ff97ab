import { data, Form, Link } from 'react-router';
import {
  COLLECTION_PAGE_SIZE,
  COLLECTION_SORT_LABELS,
  COLLECTION_SORTS,
  type CollectionSort,
  isCollectionSort,
} from '../../core/catalog';
import { PAGE_MESSAGES } from '../../core/errors/page-messages';
import { itemListJsonLd } from '../../core/seo';
import { JsonLd } from '../components/json-ld';
import { ProductGrid } from '../components/product-card';
import { ResponsiveImage } from '../components/responsive-image';
import { fromJsonText, jsonTextFor } from '../json-text';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/collection';

/** Query values that do not parse are ignored, never an error. */
function readQuery(url: URL): { page: number; sort: CollectionSort } {
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const sort = url.searchParams.get('sort') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 && page < 10_000 ? page : 1,
    sort: isCollectionSort(sort) ? sort : 'featured',
  };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const result = await context.services.catalog.collectionPage(
    params.collection,
    readQuery(new URL(request.url)),
  );
  if (!result) throw data('Collection not found', { status: 404 });
  // The products as JSON text, made once per shared read (json-text.ts).
  return { ...result, products: jsonTextFor(context.documentTexts, result.products) };
}

export const handle: RouteHandle = {
  breadcrumb: (loaderData) => {
    const { collection } = loaderData as Awaited<ReturnType<typeof loader>>;
    return [{ name: collection.name, url: `/collection/${collection.urlName}/` }];
  },
};

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData) return [{ title: PAGE_MESSAGES.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: `/collection/${loaderData.collection.urlName}/`,
    title: loaderData.collection.seoTitle ?? loaderData.collection.name,
    description: loaderData.collection.seoDescription ?? loaderData.collection.description,
    image: loaderData.collection.banner,
  });
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, total, page, pageCount, sort } = loaderData;
  const products = fromJsonText(loaderData.products);
  const root = `/collection/${collection.urlName}/`;
  const pageLink = (target: number) => {
    const query = new URLSearchParams();
    if (sort !== 'featured') query.set('sort', sort);
    if (target > 1) query.set('page', String(target));
    const search = query.toString();
    return search ? `${root}?${search}` : root;
  };
  const structured = itemListJsonLd(
    products.map((product, index) => ({
      url: `/product/${product.urlName}/`,
      name: product.name,
      image: product.image ?? undefined,
      position: (page - 1) * COLLECTION_PAGE_SIZE + index + 1,
    })),
  );
  return (
    <div className="collection-page">
      <header className="collection-header">
        {collection.banner ? (
          <div className="collection-banner">
            <ResponsiveImage
              src={collection.banner}
              alt=""
              width={1920}
              height={768}
              ratio={0.4}
              widths={[640, 960, 1280, 1600, 1920]}
              sizes="100vw"
              focus={collection.bannerFocus}
              priority
            />
          </div>
        ) : null}
        <div className="collection-intro">
          <h1>{collection.name}</h1>
          {collection.description ? <p>{collection.description}</p> : null}
        </div>
      </header>
      <div className="collection-toolbar">
        <p className="collection-count">
          {total} {total === 1 ? 'product' : 'products'}
        </p>
        <Form method="get" className="sort-form">
          <label htmlFor="sort">Sort by</label>
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {COLLECTION_SORTS.map((value) => (
              <option key={value} value={value}>
                {COLLECTION_SORT_LABELS[value]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button-small">
              Sort
            </button>
          </noscript>
        </Form>
      </div>
      {products.length > 0 ? (
        <ProductGrid products={products} label={collection.name} priorityCount={collection.banner ? 0 : 2} />
      ) : (
        <p className="empty-state">There is nothing in this collection yet.</p>
      )}
      {pageCount > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : <span />}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link to={pageLink(page + 1)}>Next</Link> : <span />}
        </nav>
      ) : null}
      <JsonLd data={structured} />
    </div>
  );
}
