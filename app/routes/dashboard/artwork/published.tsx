import { useEffect } from 'react';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { formatMoney, parseCurrencyCode } from '../../../../core/money';
import artworkStyles from '../../../styles/dashboard-artwork.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { STORE_LAYOUT_ID, type loader as storeLayoutLoader } from '../store-layout';
import type { Route } from './+types/published';
import { clearDraft } from './draft';

export function links() {
  return [{ rel: 'stylesheet', href: artworkStyles }];
}

export function meta() {
  return [{ title: 'Your new products' }, { name: 'robots', content: 'noindex' }];
}

/** How often the page asks how far the mockups have got while they render. */
const POLL_MS = 1500;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const ids = (new URL(request.url).searchParams.get('products') ?? '')
    .split(',')
    .filter((id) => /^\d{1,10}$/.test(id))
    .map(Number);
  const [status, wizard] = await Promise.all([
    context.services.dashboard.artwork.status(storeId, ids),
    context.services.dashboard.artwork.wizard(storeId),
  ]);
  if (!status.ok) refuse(status);
  if (!wizard.ok) refuse(wizard);
  return { storeId, currency: wizard.value.currency, ...status.value };
}

/** The range just published: each product, its mockups as they are rendered, and where shoppers see it. */
export default function PublishedRange({ loaderData }: Route.ComponentProps) {
  const { storeId, currency, products, settled } = loaderData;
  const frame = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID);
  const revalidator = useRevalidator();
  const code = parseCurrencyCode(currency) ?? 'GBP';

  useEffect(() => {
    clearDraft(storeId);
  }, [storeId]);
  useEffect(() => {
    if (settled) return;
    const timer = window.setTimeout(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [settled, revalidator]);

  const storeUrl = frame?.store.url ?? '/';
  return (
    <div className="artwork-wizard">
      <h1>Your new products</h1>
      {products.length === 0 ? (
        <p>There are no products to show here.</p>
      ) : (
        <p role="status" data-testid="artwork-published-status">
          {settled
            ? 'Published: every mockup is ready.'
            : 'Published: shoppers can buy these now, and their mockups are being made.'}
        </p>
      )}
      <ul className="artwork-published">
        {products.map((product) => {
          const mockups = product.render.files.filter((file) => file.kind === 'mockup');
          return (
            <li
              key={product.id}
              className="artwork-published-product"
              data-testid="artwork-published-product"
            >
              <h2>{product.name}</h2>
              <p>{formatMoney({ amount: product.price, currency: code })}</p>
              <div className="artwork-progress">
                <label htmlFor={`render-${product.id}`}>Mockups</label>
                <progress id={`render-${product.id}`} max={100} value={product.render.percent} />
                <span>
                  {product.render.status === 'failed' ? 'Some files failed' : `${product.render.percent}%`}
                </span>
              </div>
              <div className="artwork-mockups">
                {mockups.map((file) =>
                  file.url ? (
                    <figure key={`${file.colour}-${file.side}`} className="artwork-mockup">
                      <img
                        src={file.url}
                        alt={`${product.name} in ${file.colour}`}
                        width={file.widthPx ?? 1000}
                        height={file.heightPx ?? 1000}
                        data-testid="artwork-rendered-mockup"
                      />
                      <figcaption>{file.colour}</figcaption>
                    </figure>
                  ) : null,
                )}
              </div>
              <p>
                <a
                  href={`${storeUrl.replace(/\/$/, '')}/product/${product.urlName}/`}
                  target="_blank"
                  rel="noreferrer"
                >
                  See the {product.name} on your store
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={`/dashboard/stores/${storeId}/products/new/`}>Create another range</Link>
      </p>
    </div>
  );
}
