import { type RefObject, useEffect, useState } from 'react';
import type { Rect } from './geometry';
import { measureBlocks, sameRects } from './measure';

const NONE: ReadonlyMap<string, Rect> = new Map();

/**
 * The blocks' boxes in the canvas, measured again at most once a frame when something may have moved
 * them: the canvas or a block resized (ResizeObserver), the blocks' DOM changed (MutationObserver; the
 * overlay's own changes are left out), something inside scrolled (a carousel track), the window resized.
 * The state changes only when a box did, so the overlay renders only then.
 */
export function useBlockRects(
  canvas: RefObject<HTMLElement | null>,
  overlay: RefObject<HTMLElement | null>,
): ReadonlyMap<string, Rect> {
  const [rects, setRects] = useState<ReadonlyMap<string, Rect>>(NONE);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    let frame = 0;
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => schedule());
    const observed = new Set<Element>();
    const observeBlocks = () => {
      if (!sizes) return;
      for (const block of element.querySelectorAll('[data-block-uid]')) {
        if (observed.has(block)) continue;
        observed.add(block);
        sizes.observe(block);
      }
    };
    const measure = () => {
      frame = 0;
      observeBlocks();
      const next = measureBlocks(element, overlay.current);
      setRects((current) => (sameRects(current, next) ? current : next));
    };
    function schedule() {
      if (frame === 0) frame = requestAnimationFrame(measure);
    }
    const mutations = new MutationObserver((records) => {
      const own = overlay.current;
      if (records.every((record) => own?.contains(record.target))) return;
      schedule();
    });
    mutations.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'data-block-uid'],
    });
    sizes?.observe(element);
    element.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    measure();
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      mutations.disconnect();
      sizes?.disconnect();
      element.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [canvas, overlay]);

  return rects;
}
