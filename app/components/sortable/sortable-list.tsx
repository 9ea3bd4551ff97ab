import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

/**
 * A vertical list put in order by dragging its entries' handles (dnd-kit: the pointer, or the keyboard as
 * `help` tells), each step announced with `nameAt` (an entry's name by its position). `onMove` gets the old
 * and new position of a dropped entry that moved.
 */
export function SortableList({
  id,
  ids,
  help,
  nameAt,
  onMove,
  children,
}: {
  id: string;
  ids: readonly string[];
  help: string;
  nameAt: (index: number) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (entryId: unknown) => ids.indexOf(String(entryId));
  const nameOf = (entryId: unknown) => nameAt(at(entryId));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(at(active.id), at(over.id));
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: help },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} is now at position ${at(over.id) + 1} of ${ids.length}.` : '',
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id)} was dropped at position ${at(over.id) + 1} of ${ids.length}.` : '',
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
