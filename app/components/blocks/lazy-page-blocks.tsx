import { Suspense, use, useLayoutEffect } from 'react';
import { expectBlocks } from './deferred-hydration';
import type { PageBlocksProps } from './page-blocks';

type PageBlocksComponent = typeof import('./page-blocks').default;
type Loading = Promise<PageBlocksComponent> & { status?: 'fulfilled'; value?: PageBlocksComponent };

let loading: Loading | null = null;

/**
 * Loads the block renderer. Loaders call it on the server before rendering, so pages render in one piece;
 * in the browser it is fetched only when the page hydrates, after load, so its JavaScript never competes
 * with the first image for the network.
 */
export function loadPageBlocks(): Loading {
  if (!loading) {
    const promise: Loading = import('./page-blocks').then((module) => {
      // Marked as React marks a settled promise: a render that reads it now does not wait.
      promise.status = 'fulfilled';
      promise.value = module.default;
      return module.default;
    });
    loading = promise;
  }
  return loading;
}

function Loaded(props: PageBlocksProps) {
  const Component = use(loadPageBlocks() as Promise<PageBlocksComponent>);
  return <Component {...props} />;
}

/** A page's blocks, their code loaded on demand (see loadPageBlocks). */
export function LazyPageBlocks(props: PageBlocksProps) {
  useLayoutEffect(() => expectBlocks(), []);
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
