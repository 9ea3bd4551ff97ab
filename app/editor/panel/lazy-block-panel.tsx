import { lazy, Suspense } from 'react';
import type { BlockPanelProps } from './block-panel';

const BlockPanelModule = lazy(async () => ({ default: (await import('./block-panel')).BlockPanel }));

/**
 * The block panel, loaded only when the editor opens it: its code (the schemas, TipTap, the pickers) stays
 * out of every page a shopper loads. The host route adds blockPanelLinks() to its links().
 */
export function LazyBlockPanel(props: BlockPanelProps) {
  return (
    <Suspense
      fallback={
        <p className="panel-none" aria-live="polite">
          Loading the block settings…
        </p>
      }
    >
      <BlockPanelModule {...props} />
    </Suspense>
  );
}
