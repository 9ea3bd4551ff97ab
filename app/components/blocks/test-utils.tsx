import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Block, StoredBlock, VisitorFacts } from '../../../core/blocks';
import { blockFromStored } from '../../../core/blocks/types';
import type { ProductSummary } from '../../../domain/catalog';
import { DEFAULT_VISITOR } from './context';
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
export async function renderInRouter(
  element: ReactElement,
  path = '/',
  rootData: Partial<typeof ROOT_DATA> = {},
): Promise<string> {
  const routes = [{ id: 'root', path: '/*', loader: () => ({ ...ROOT_DATA, ...rootData }), element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://shop.test${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
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

export function product(id: number, name: string): ProductSummary {
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
  };
}
