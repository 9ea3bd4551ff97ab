import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';
import { rootDataOf } from '../root-data';

/** The root loader's data, its store read back (root-data.ts), or undefined outside the root route. */
export function useOptionalRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  return data ? rootDataOf(data) : undefined;
}

/** The root loader's data: the store, the shopper's currency, the basket count. */
export function useRootData() {
  const data = useOptionalRootData();
  if (!data) throw new Error('useRootData used outside the root route');
  return data;
}

export function useStore() {
  const { store } = useRootData();
  if (!store) throw new Error('useStore used outside a store');
  return store;
}
