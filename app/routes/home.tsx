import { data, Link } from 'react-router';
import { loadPageBlocks } from '../components/blocks/lazy-page-blocks';
import { ProductGrid } from '../components/product-card';
import { EditablePageBlocks } from '../editor/editable-page-blocks';
import { isEditorFrame } from '../editor/viewport';
import { fromJsonText, jsonTextFor } from '../json-text';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/home';

/**
 * The page names its store and nothing more of it: the root's loader data already carries the store, and the
 * whole view (its theme CSS among it) would be encoded again into every home page's hydration data.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant === 'unknown' || !context.store) throw data('No store at this address', { status: 404 });
  if (context.tenant === 'platform') {
    const stores = await context.services.platform.liveStores();
    const port = context.urls.port === 80 || context.urls.port === 443 ? '' : `:${context.urls.port}`;
    return {
      kind: 'platform' as const,
      store: { companyName: context.store.companyName },
      stores: stores.map((store) => ({
        ...store,
        url: `${context.urls.scheme}://${store.subdomain}.${context.urls.storeBaseDomain}${port}/`,
      })),
    };
  }
  const url = new URL(request.url);
  const homePage = await context.services.pages.load('/', {
    preview: url.searchParams.get('preview') === '1',
  });
  const editorFrame = homePage?.mode === 'preview' && isEditorFrame(url);
  // The editor (and its frame) open the home page even while it has no blocks.
  if (homePage && (homePage.page.blocks.length > 0 || homePage.mode === 'preview')) {
    await loadPageBlocks();
    return {
      kind: 'blocks' as const,
      store: { companyName: context.store.companyName },
      // As JSON text: the largest part of the page's hydration data, made once per cached page (json-text.ts).
      blocks: jsonTextFor(context.documentTexts, homePage.page.blocks),
      data: jsonTextFor(context.documentTexts, homePage.data),
      faq: homePage.faq,
      mode: homePage.mode,
      editor: homePage.editor,
      editorFrame,
      ySpacing: homePage.page.properties.ySpacing ?? 24,
      visitor: await context.services.pages.visitor(),
    };
  }
  const [bestsellers, newIn] = await Promise.all([
    context.services.catalog.featuredProducts(8),
    context.services.catalog.newProducts(4),
  ]);
  return { kind: 'store' as const, store: { companyName: context.store.companyName }, bestsellers, newIn };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/',
    title: loaderData?.store.companyName ?? 'Printfront',
    description: `Shop ${loaderData?.store.companyName ?? 'our'} printed-to-order clothing, prints and stickers.`,
    isHome: true,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'platform') {
    return (
      <main className="platform-home">
        <h1>{loaderData.store.companyName}</h1>
        <p className="platform-lead">
          White-label print-on-demand stores: every piece printed to order, each store with its own brand,
          theme and domain. Visit a demo store, or open the dashboard to run your own.
        </p>
        <p className="platform-actions">
          <a className="button button-primary" href="/dashboard/">
            Open the dashboard
          </a>
          <a className="button" href="/login/">
            Sign in
          </a>
        </p>
        <h2 className="platform-stores-title">Demo stores</h2>
        <ul className="store-list">
          {loaderData.stores.map((store) => (
            <li key={store.id}>
              <a href={store.url} className="store-tile" data-theme={store.theme}>
                {/* The logo is the store's name; the name is written out only when there is no logo. */}
                {store.logo ? (
                  <img src={store.logo} alt={store.companyName} width={180} height={32} />
                ) : (
                  <span className="store-tile-name">{store.companyName}</span>
                )}
                <span className="store-tile-host">{new URL(store.url).host}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  if (loaderData.kind === 'blocks') {
    return (
      <div className={`store-page page-mode-${loaderData.mode}`}>
        <h1 className="visually-hidden">{loaderData.store.companyName}</h1>
        <EditablePageBlocks
          editor={loaderData.editor}
          editorFrame={loaderData.editorFrame}
          blocks={fromJsonText(loaderData.blocks)}
          mode={loaderData.mode}
          visitor={loaderData.visitor}
          data={fromJsonText(loaderData.data)}
          ySpacing={loaderData.ySpacing}
          label={loaderData.store.companyName}
          path="/"
          faq={loaderData.faq}
        />
      </div>
    );
  }
  const { store, bestsellers, newIn } = loaderData;
  return (
    <div className="store-home">
      <section className="hero">
        <h1>{store.companyName}</h1>
        {bestsellers.length > 0 ? (
          <Link className="button button-primary" to="/collection/new-in/">
            Shop new in
          </Link>
        ) : (
          <p>Our first designs are on their way: check back soon.</p>
        )}
      </section>
      {bestsellers.length > 0 ? (
        <section className="home-section" aria-labelledby="bestsellers">
          <h2 id="bestsellers">Bestsellers</h2>
          <ProductGrid products={bestsellers} priorityCount={2} />
        </section>
      ) : null}
      {newIn.length > 0 ? (
        <section className="home-section" aria-labelledby="new-in">
          <h2 id="new-in">New in</h2>
          <ProductGrid products={newIn} />
        </section>
      ) : null}
    </div>
  );
}
