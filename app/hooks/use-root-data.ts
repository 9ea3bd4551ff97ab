import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** The root loader's data: the store, the shopper's currency, the basket count. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('useRootData used outside the root route');
  return data;
}

export function useStore() {
  const { store } = useRootData();
  if (!store) throw new Error('useStore used outside a store');
  return store;
}
