import { type RefObject, useEffect, useState } from 'react';

/** The uid of the block under the mouse in the canvas (its frame, or its own drag handle), or null. */
export function useHoveredBlock(canvas: RefObject<HTMLElement | null>): string | null {
  const [hovered, setHovered] = useState<string | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const over = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const handle = target?.closest<HTMLElement>('[data-handle-for]');
      const frame = target?.closest<HTMLElement>('[data-block-uid]');
      setHovered(handle?.dataset.handleFor ?? frame?.dataset.blockUid ?? null);
    };
    const leave = () => setHovered(null);
    element.addEventListener('pointerover', over);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerover', over);
      element.removeEventListener('pointerleave', leave);
    };
  }, [canvas]);
  return hovered;
}
