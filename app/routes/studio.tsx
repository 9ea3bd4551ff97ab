import { data, useLocation } from 'react-router';
import { type DesignDocument, migrateDesign, studioAliasFor, studioPath } from '../../core/design';
import { PAGE_MESSAGES } from '../../core/errors/page-messages';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import { type CarriedDesign, Studio } from '../studio/components/studio';
import studioStyles from '../studio/studio.css?url';
import { toStudioProduct } from '../studio/studio-product';
import type { Route } from './+types/studio';

/** The studio's own stylesheet: no other page loads it. */
export function links() {
  return [{ rel: 'stylesheet', href: studioStyles }];
}

/**
 * §2 /studio/{customiseItUrl?}/ and its alias paths (/design-your-own-t-shirt/, /custom-hoodies/ ...): the
 * studio on the base product the address names, or the first one. ?colour= picks the colour.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const alias = studioAliasFor(url.pathname);
  const wanted = (params.customiseItUrl ?? alias?.customiseIt ?? '').toLowerCase();
  const products = (await context.services.studio.baseProducts()).map(toStudioProduct);
  const product = wanted
    ? products.find((candidate) => candidate.customiseIt.toLowerCase() === wanted)
    : products[0];
  if (!product) throw data('Not found', { status: 404 });
  return {
    products,
    product,
    colour: url.searchParams.get('colour'),
    /** /studio/ names no product: the studio opens on the product chooser. */
    chooseProduct: !params.customiseItUrl && !alias,
    title: alias?.title ?? `Design your own ${product.name.toLowerCase()}`,
    path: alias ? `/${alias.path}/` : studioPath(params.customiseItUrl ? product.customiseIt : null),
  };
}

export const handle: RouteHandle = { layout: 'studio' };

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData) return [{ title: PAGE_MESSAGES.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: loaderData.path,
    title: loaderData.title,
    description: `Design your own ${loaderData.product.name.toLowerCase()}: add your text and images, see it on the product and order it printed.`,
  });
}

/** A design handed over by the studio of another product (navigation state), checked like any input. */
function carriedFrom(state: unknown): CarriedDesign | null {
  const carried = (state as { carried?: { document?: unknown; colour?: unknown } } | null)?.carried;
  if (!carried) return null;
  const migrated = migrateDesign(carried.document);
  if (!migrated.ok) return null;
  return {
    document: migrated.document as DesignDocument,
    colour: typeof carried.colour === 'string' ? carried.colour : '',
  };
}

export default function StudioRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { product, products, colour, chooseProduct } = loaderData;
  return (
    <Studio
      key={product.customiseIt}
      product={product}
      products={products}
      colour={colour}
      initialTab={chooseProduct ? 'product' : 'text'}
      carried={carriedFrom(location.state)}
    />
  );
}
