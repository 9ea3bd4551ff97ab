import { type CSSProperties, useState } from 'react';
import type { VisibleBlock } from '../../../core/blocks';
import { useInAppLinks } from '../navigation/in-app-links';
import { frameClassName, RenderedBlock } from './block-frame';

type ServerHtml = { __html: string };

/**
 * The HTML the server rendered for a block, when this render is hydrating it; null when the block is
 * rendered in the browser (a page reached in the app, or a block added by a revalidation).
 */
function useServerHtml(id: string): ServerHtml | null {
  const [html] = useState<ServerHtml | null>(() => {
    if (typeof document === 'undefined') return null;
    const element = document.querySelector(`[data-static-block="${CSS.escape(id)}"]`);
    // Kept rather than just flagged: should React ever render the region afresh, the block keeps its content.
    return element ? { __html: element.innerHTML } : null;
  });
  return html;
}

/**
 * A block with nothing to do in the browser but follow links (static-blocks.ts), in its grid cell. The page
 * the browser loaded keeps the block's server HTML untouched: React hydrates the cell alone, never the
 * block's own tree, which is most of the work of hydrating a long page. Its links still navigate in the app.
 */
export function StaticBlockFrame({
  id,
  block,
  className,
  style,
}: {
  /** Unique on the page and across pages (the region's path and the block's uid). */
  id: string;
  block: VisibleBlock;
  className: string;
  style?: CSSProperties;
}) {
  const serverHtml = useServerHtml(id);
  const followLink = useInAppLinks();
  const attributes = {
    className: frameClassName(block, className, false),
    style,
    'data-block': block.type,
    'data-static-block': id,
  };
  if (serverHtml) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: it only catches clicks on the links inside, which are keyboard reachable themselves (Enter clicks them).
      <div
        {...attributes}
        onClick={followLink}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's own server-rendered HTML, read back from the page; during hydration React does not even write it.
        dangerouslySetInnerHTML={serverHtml}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div {...attributes}>
      <RenderedBlock block={block} />
    </div>
  );
}
