import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { SortableList } from '../../sortable/sortable-list';

const DRAG_HELP =
  'To move it, press space or enter to pick it up, the up and down arrow keys to move it, space or enter again to drop it, or escape to cancel.';

/**
 * A list of boxes put in order by dragging their handles, with the pointer or the keyboard, each move
 * announced: `names` say what each box is, `onMove` gets the box's old and new position.
 */
export function SortableBoxes({
  id,
  ids,
  names,
  onMove,
  children,
}: {
  id: string;
  ids: string[];
  names: string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  return (
    <SortableList
      id={id}
      ids={ids}
      help={DRAG_HELP}
      nameAt={(index) => names[index] ?? 'The box'}
      onMove={onMove}
    >
      {children}
    </SortableList>
  );
}

/** One box of a SortableBoxes list: its drag handle (labelled `handleLabel`) first, then its content. */
export function SortableBox({
  id,
  handleLabel,
  className,
  children,
}: {
  id: string;
  handleLabel: string;
  className: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      className={className}
      data-dragging={isDragging ? 'true' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="drag-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M7 4h2v2H7zm4 0h2v2h-2zM7 9h2v2H7zm4 0h2v2h-2zm-4 5h2v2H7zm4 0h2v2h-2z"
            fill="currentColor"
          />
        </svg>
      </button>
      {children}
    </div>
  );
}
