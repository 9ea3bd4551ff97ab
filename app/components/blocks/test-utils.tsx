import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Block, StoredBlock, VisitorFacts } from '../../../core/blocks';
import { blockFromStored } from '../../../core/blocks/types';
import type { ProductSummary } from '../../../domain/catalog';
import { toJsonText } from '../../json-text';
import { createStaticMarkup } from '../../static-markup.server';
import { DEFAULT_VISITOR } from './context';
import type { StaticMarkup } from './static-markup';
// As on the server, every block type's component is in hand: renders never wait for a chunk.
import './every-block-type';

/** The root loader's data as components read it (useRootData): a GBP store. */
const ROOT_DATA = {
  tenant: 'store',
  store: { storeCurrency: 'GBP', companyName: 'Test store' },
  currency: 'GBP',
  nonce: '',
  origin: 'https://shop.test',
  basketCount: 0,
  forceCookieBanner: false,
};

/** Server-renders an element inside a data router whose root route is 'root', as the storefront does. */
export function renderInRouter(
  element: ReactElement,
  path = '/',
  rootData: Partial<typeof ROOT_DATA> = {},
): Promise<string> {
  return renderWith(renderToStaticMarkup, element, path, rootData);
}

/** The same, with the markers the browser's hydration reads, as the storefront streams a page to hydrate. */
export function renderForHydration(
  element: ReactElement,
  path = '/',
  rootData: Partial<typeof ROOT_DATA> & Record<string, unknown> = {},
): Promise<string> {
  return renderWith(renderToString, element, path, rootData);
}

async function renderWith(
  render: (element: ReactElement) => string,
  element: ReactElement,
  path: string,
  rootData: Record<string, unknown>,
): Promise<string> {
  const data = { ...ROOT_DATA, ...rootData };
  // The store as the root loader sends it (root-data.ts).
  const root = { ...data, store: data.store ? toJsonText(data.store) : data.store };
  const routes = [{ id: 'root', path: '/*', loader: () => root, element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://shop.test${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return render(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

let counter = 0;

/** A block from a stored shape with a predictable uid. */
export function block(
  type: string,
  properties: Record<string, unknown> = {},
  extra: Partial<StoredBlock> = {},
): Block {
  counter += 1;
  return blockFromStored({ uid: `${type}-${counter}`, type, properties, ...extra });
}

export const visitor: VisitorFacts = DEFAULT_VISITOR;

export function product(id: number, name: string, extra: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    uuid: `uuid-${id}`,
    urlName: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    price: 2500,
    salePrice: null,
    onSale: false,
    image: `/media/products/${id}.png`,
    imageAlt: name,
    colours: [],
    ...extra,
  };
}

/** A StaticMarkup as the server's, counting the renders it does (a kept key renders nothing). */
export function countingMarkup(): { markup: StaticMarkup; renders: () => number } {
  const kept = createStaticMarkup({ maxBytes: 1024 * 1024 });
  let renders = 0;
  return {
    markup: (key, prefix, render, options) =>
      kept(
        key,
        prefix,
        () => {
          renders += 1;
          return render();
        },
        options,
      ),
    renders: () => renders,
  };
}
