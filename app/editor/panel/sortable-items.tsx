import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import { SortableList } from '../../components/sortable/sortable-list';
import { moved } from './values';

export const DRAG_HELP =
  'To move an item, press space or enter on its handle to pick it up, the arrow keys to move it, space or enter again to drop it, or escape to cancel.';

export interface SortableItemsProps<T> {
  /** The list's id and accessible name. */
  id: string;
  label: string;
  items: readonly T[];
  /** A stable key for each item, in step with moves, copies and removals. */
  keys: readonly string[];
  nameOf: (item: T, index: number) => string;
  /** Whether the item's nested panel starts open (it holds an error). */
  startsOpen: (index: number) => boolean;
  invalid: (index: number) => boolean;
  canAdd: boolean;
  renderBody: (item: T, index: number) => ReactNode;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

interface RowProps {
  sortId: string;
  bodyId: string;
  name: string;
  index: number;
  total: number;
  startsOpen: boolean;
  invalid: boolean;
  canAdd: boolean;
  body: () => ReactNode;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

function ItemRow(props: RowProps) {
  const { name, index, total, bodyId } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.sortId });
  const [open, setOpen] = useState(props.startsOpen);
  return (
    <li
      ref={setNodeRef}
      className={`panel-item${isDragging ? ' panel-item-dragging' : ''}${props.invalid ? ' panel-item-invalid' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="panel-item-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="panel-handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}, position ${index + 1} of ${total}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className="panel-item-name"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {name}
        </button>
        <div className="panel-item-actions">
          <button
            type="button"
            className="panel-button"
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            Up<span className="visually-hidden">: move {name} up</span>
          </button>
          <button
            type="button"
            className="panel-button"
            disabled={index === total - 1}
            onClick={() => props.onMove(index + 1)}
          >
            Down<span className="visually-hidden">: move {name} down</span>
          </button>
          <button type="button" className="panel-button" disabled={!props.canAdd} onClick={props.onDuplicate}>
            Duplicate<span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="panel-button panel-button-danger" onClick={props.onRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </div>
      {open ? (
        <div id={bodyId} className="panel-item-body">
          {props.body()}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A sortable list (dnd-kit: drag, or the handle's keyboard moves), with up and down buttons as well,
 * duplicate and remove; each item's own panel opens from its name. Moves are announced.
 */
export function SortableItems<T>(props: SortableItemsProps<T>) {
  const { id, label, items, keys, nameOf } = props;
  const [announcement, setAnnouncement] = useState('');
  const nameAt = (index: number) => {
    const item = items[index];
    return item === undefined ? 'The item' : nameOf(item, index);
  };
  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    props.onMove(from, to);
    setAnnouncement(`${nameOf(item, from)} is now at position ${to + 1} of ${items.length}.`);
  };
  return (
    <>
      <SortableList id={`${id}-sorting`} ids={keys} help={DRAG_HELP} nameAt={nameAt} onMove={move}>
        <ol className="panel-items" aria-label={label} id={id}>
          {items.map((item, index) => {
            const key = keys[index] ?? String(index);
            return (
              <ItemRow
                key={key}
                sortId={key}
                bodyId={`${id}-${key}-body`}
                name={nameOf(item, index)}
                index={index}
                total={items.length}
                startsOpen={props.startsOpen(index)}
                invalid={props.invalid(index)}
                canAdd={props.canAdd}
                body={() => props.renderBody(item, index)}
                onMove={(to) => move(index, to)}
                onDuplicate={() => props.onDuplicate(index)}
                onRemove={() => {
                  props.onRemove(index);
                  setAnnouncement(`${nameOf(item, index)} was removed.`);
                }}
              />
            );
          })}
        </ol>
      </SortableList>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** Stable keys for a list of plain values (which carry no ids), kept in step with the list's changes. */
export function useListKeys(length: number, counterRef: { current: number }, keysRef: { current: string[] }) {
  const next = () => {
    counterRef.current += 1;
    return `item-${counterRef.current}`;
  };
  while (keysRef.current.length < length) keysRef.current.push(next());
  if (keysRef.current.length > length) keysRef.current = keysRef.current.slice(0, length);
  return {
    keys: keysRef.current,
    move: (from: number, to: number) => {
      keysRef.current = moved(keysRef.current, from, to);
    },
    insertAfter: (index: number) => {
      keysRef.current = [...keysRef.current.slice(0, index + 1), next(), ...keysRef.current.slice(index + 1)];
    },
    remove: (index: number) => {
      keysRef.current = keysRef.current.filter((_, position) => position !== index);
    },
  };
}
