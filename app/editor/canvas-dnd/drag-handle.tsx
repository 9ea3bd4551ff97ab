import { useDraggable } from '@dnd-kit/core';
import { type CSSProperties, memo } from 'react';
import type { HandleEntry } from './handle-entries';

/** Handle size (px) plus a small gap: an item's handle sits this far right of its container's. */
export const HANDLE_STEP = 40;

export interface DragData {
  title: string;
}

/**
 * A block's drag handle: a button at the block's top-left corner (an item's a step further right, so it
 * never covers its container's). Click selects the block; a pointer drag or space/enter moves it.
 */
export const DragHandle = memo(function DragHandle({
  entry,
  shown,
  selected,
  onSelect,
}: {
  entry: HandleEntry;
  shown: boolean;
  selected: boolean;
  onSelect: (uid: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: entry.uid,
    data: { title: entry.title } satisfies DragData,
  });
  const style: CSSProperties = {
    left: entry.rect.x + 4 + (entry.depth - 1) * HANDLE_STEP,
    top: entry.rect.y + 4,
  };
  return (
    <button
      type="button"
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      className="canvas-dnd-handle"
      style={style}
      data-handle-for={entry.uid}
      data-shown={shown || selected || isDragging ? 'true' : undefined}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${entry.title} block`}
      onClick={() => onSelect(entry.uid)}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
});
