import { type CSSProperties, type MouseEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { VisibleBlock } from '../../../core/blocks';
import { frameClassName, RenderedBlock } from './block-frame';
import { ACTION_EVENT, dispatchBlockEvent } from './context';

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
 * What MenuLink's handlers would have done for a link in server HTML that was never hydrated: '@name'
 * links fire their in-app event, and same-origin links navigate in the app. New tabs, downloads, other
 * origins and modified clicks are left to the browser.
 */
function useLinksInApp(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      const action = anchor.dataset.action;
      if (action !== undefined) {
        event.preventDefault();
        dispatchBlockEvent(ACTION_EVENT, { name: action });
        return;
      }
      if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
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
  const followLink = useLinksInApp();
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
