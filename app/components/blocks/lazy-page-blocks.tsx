import { Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import { expectBlocks } from './deferred-hydration';
import type { PageBlocksProps } from './page-blocks';

type PageBlocksModule = typeof import('./page-blocks');
type Loading = Promise<PageBlocksModule> & { status?: 'fulfilled'; value?: PageBlocksModule };

let loading: Loading | null = null;

/**
 * Loads the block renderer. Loaders call it on the server before rendering, so pages render in one piece
 * (there with every block type's component: every-block-type.ts); in the browser it is fetched only when
 * the page hydrates, after load, so its JavaScript never competes with the first image for the network.
 */
export function loadPageBlocks(): Loading {
  if (!loading) {
    // import.meta.env.SSR is a constant of each build: the browser's chunk keeps no trace of the other branch.
    const modules = import.meta.env.SSR
      ? Promise.all([import('./page-blocks'), import('./every-block-type')]).then(([module]) => module)
      : import('./page-blocks');
    const promise: Loading = modules.then((module) => {
      // Marked as React marks a settled promise: a render that reads it now does not wait.
      promise.status = 'fulfilled';
      promise.value = module;
      return module;
    });
    loading = promise;
  }
  return loading;
}

/** Whether a static block's server HTML is in the document, which StaticBlockFrame then keeps. */
function hasServerHtml(id: string): boolean {
  return document.querySelector(`[data-static-block="${CSS.escape(id)}"]`) !== null;
}

function Loaded(props: PageBlocksProps) {
  const module = use(loadPageBlocks() as Promise<PageBlocksModule>);
  // The page whose blocks this has shown: a page waits for its types when it first shows, so its blocks
  // appear together; a block a revalidation adds to it renders when its own type's chunk is in.
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    shownPath.current = props.path;
  }, [props.path]);
  // The components of the types this render needs that did not come with the renderer (on the server
  // every type's is in hand already). A page hydrating from the server's HTML needs none for the static
  // blocks that keep it.
  if (!import.meta.env.SSR) {
    const types = module.loadBlockTypes(
      module.blockTypesToRender(props, (uid) => hasServerHtml(`${props.path} ${uid}`)),
    );
    if (shownPath.current !== props.path) use(types);
  }
  return <module.default {...props} />;
}

/** A page's blocks, their code loaded on demand (see loadPageBlocks and block-modules.ts). */
export function LazyPageBlocks(props: PageBlocksProps) {
  useLayoutEffect(() => expectBlocks(), []);
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
