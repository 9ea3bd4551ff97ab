import { type RefObject, useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { basketErrorMessage } from '../../../core/basket/errors';
import { frameReply, originOf, parseFrameAddToCart } from '../../../core/blocks/frame-messages';
import { postApi } from '../account/api';

interface BulkAnswer {
  items?: unknown[];
  message?: string;
}

/**
 * The embedded-frame add-to-cart bridge (§5, §8) of one iframe block: a message from that frame's window
 * and its block's origin (`src`) is checked by core/blocks parseFrameAddToCart, its items are added through
 * the bulk add-to-cart API, and the frame gets 'add-to-cart-complete' or 'add-to-cart-failed' (with the
 * message) back, at its origin only; the header badge is refreshed. Anything from another origin or window
 * is ignored without a reply.
 */
export function useFrameCartBridge(frame: RefObject<HTMLIFrameElement | null>, src: string): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const allowed = originOf(src);
    if (!allowed) return;
    const origins = [allowed];
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const parsed = parseFrameAddToCart(event.data, origins, event.origin);
      const answer = (ok: boolean, message?: string) =>
        source.postMessage(frameReply(ok, message), event.origin);
      if (!parsed.ok) {
        if (parsed.reply) answer(false, parsed.message);
        return;
      }
      const items = parsed.items ?? [{ variantId: parsed.variantId ?? '', quantity: 1 }];
      void postApi<BulkAnswer>('/frontend/product/bulkAddItemsToCart/', { items, name: 'main' })
        .then((response) => {
          if (response.status === 200) {
            answer(true, response.body?.message);
            void revalidate();
          } else answer(false, basketErrorMessage(response.status, response.body));
        })
        .catch(() => answer(false, basketErrorMessage(0, null)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src, revalidate]);
}
