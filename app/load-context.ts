import type { PrintfrontLoadContext } from '../server/load-context';

declare module 'react-router' {
  interface AppLoadContext extends PrintfrontLoadContext {}
}

export type { PrintfrontLoadContext, StoreView } from '../server/load-context';

/** The store view as the browser gets it: the theme CSS is written into the document's head by the server. */
export type BrowserStoreView = Omit<import('../server/load-context').StoreView, 'themeCss'>;
