import { useRef } from 'react';
import { isFrameSource } from '../../../../core/blocks/rules';
import { IFRAME_DEFAULT_HEIGHT } from '../../../../core/blocks/types/content';
import { useFrameCartBridge } from '../../basket/use-frame-cart-bridge';
import type { BlockComponentProps } from '../context';
import { EmptyBlock, num, str } from '../shared';

/**
 * Embedded page: http(s) addresses only, sandboxed, lazy. Its origin may post add-to-cart messages to the
 * store (core/blocks frame-messages), which is why it keeps allow-scripts and allow-same-origin.
 */
export function IframeBlock({ properties: p }: BlockComponentProps) {
  const src = str(p.src).trim();
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameCartBridge(frame, src);
  if (!isFrameSource(src)) return <EmptyBlock title="Embedded page" hint="Add an https address to embed." />;
  const height = Math.round(Math.min(10_000, Math.max(50, num(p.height, IFRAME_DEFAULT_HEIGHT))));
  return (
    <iframe
      ref={frame}
      className="block-iframe"
      src={src}
      title={str(p.title).trim() || 'Embedded page'}
      height={height}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ height: `${height}px` }}
    />
  );
}
