import { useDroppable } from '@dnd-kit/core';
import type { CSSProperties } from 'react';
import type { DropLayout, DropSlot, RefusedContainer } from './drop-slots';
import type { Rect } from './geometry';

export type DropData = { kind: 'slot'; slot: DropSlot } | { kind: 'refused'; container: RefusedContainer };

const place = (rect: Rect): CSSProperties => ({
  left: rect.x,
  top: rect.y,
  width: rect.width,
  height: rect.height,
});

function SlotLine({ slot }: { slot: DropSlot }) {
  const { setNodeRef, isOver } = useDroppable({
    id: slot.id,
    data: { kind: 'slot', slot } satisfies DropData,
  });
  return (
    <div
      ref={setNodeRef}
      className={`canvas-dnd-slot canvas-dnd-slot-${slot.orientation}`}
      data-over={isOver ? 'true' : undefined}
      data-slot={slot.id}
      style={place(slot.line)}
    />
  );
}

function RefusedArea({ container }: { container: RefusedContainer }) {
  const { setNodeRef, isOver } = useDroppable({
    id: container.id,
    data: { kind: 'refused', container } satisfies DropData,
  });
  return (
    <div
      ref={setNodeRef}
      className="canvas-dnd-refused"
      data-over={isOver ? 'true' : undefined}
      style={place(container.rect)}
    >
      {isOver ? <p className="canvas-dnd-refusal">{container.message}</p> : null}
    </div>
  );
}

/**
 * While a block is dragged: a droppable for every place it may go (its insertion line shows while it is
 * the one under the pointer or the keyboard's choice) and one for every container that refuses it (which
 * then shows why).
 */
export function DropTargets({ layout }: { layout: DropLayout }) {
  return (
    <>
      {layout.refused.map((container) => (
        <RefusedArea key={container.id} container={container} />
      ))}
      {layout.slots.map((slot) => (
        <SlotLine key={slot.id} slot={slot} />
      ))}
    </>
  );
}
