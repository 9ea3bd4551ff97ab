import type { ContextType, ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
} from 'react-router';
import { useRootData } from '../../hooks/use-root-data';
import { toJsonText } from '../../json-text';

/** The root loader's data a render on its own may read (Price: the store's and the shopper's currency). */
export interface RootDataOfBlocks {
  store: { storeCurrency: string };
  currency: string | undefined;
}

/** The page's root loader data, cut down to what a render on its own is given (and keyed by). */
export function useRootDataOfBlocks(): RootDataOfBlocks {
  const { store, currency } = useRootData();
  return { store: { storeCurrency: store?.storeCurrency ?? 'GBP' }, currency };
}

/**
 * Children rendered outside the page (StaticMarkup) with React Router's navigator and a router state of the
 * root's loader data alone, which is all useRouteLoaderData reads: the rest of React Router's state is left
 * out on purpose, so that nothing outside a kept render's key can reach it.
 */
export function RenderedAlone({
  navigation,
  rootData,
  children,
}: {
  navigation: ContextType<typeof NavigationContext>;
  rootData: RootDataOfBlocks;
  children: ReactNode;
}) {
  // The store as the root loader sends it (root-data.ts).
  const root = { ...rootData, store: toJsonText(rootData.store) };
  const routerState = { loaderData: { root } } as unknown as NonNullable<
    ContextType<typeof DataRouterStateContext>
  >;
  return (
    <NavigationContext.Provider value={navigation}>
      <DataRouterStateContext.Provider value={routerState}>{children}</DataRouterStateContext.Provider>
    </NavigationContext.Provider>
  );
}
