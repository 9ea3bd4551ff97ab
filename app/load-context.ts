import type { PrintfrontLoadContext } from '../server/load-context';

declare module 'react-router' {
  interface AppLoadContext extends PrintfrontLoadContext {}
}

export type { PrintfrontLoadContext, StoreView } from '../server/load-context';
