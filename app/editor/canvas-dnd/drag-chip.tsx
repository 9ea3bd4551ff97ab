import { useDndMonitor } from '@dnd-kit/core';
import { useRef } from 'react';
import type { Rect } from './geometry';

/**
 * What the pointer carries while a block is dragged: the block's name at its handle, moved by a transform
 * written straight to the element on every move, so a drag renders no React at all. The block's own box is
 * outlined where it stands.
 */
export function DragChip({ title, rect, depthOffset }: { title: string; rect: Rect; depthOffset: number }) {
  const chip = useRef<HTMLDivElement>(null);
  useDndMonitor({
    onDragMove({ delta }) {
      if (chip.current) chip.current.style.transform = `translate3d(${delta.x}px, ${delta.y}px, 0)`;
    },
  });
  return (
    <>
      <div
        className="canvas-dnd-source"
        style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
      />
      <div
        ref={chip}
        className="canvas-dnd-chip"
        aria-hidden="true"
        style={{ left: rect.x + 4 + depthOffset, top: rect.y + 4 }}
      >
        {title} block
      </div>
    </>
  );
}
