import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState } from 'react';
import type { FieldDescriptor } from '../../../core/page-editor/fields';
import { FieldControl, type FieldErrors, FieldList } from './field-list';
import type { FieldProps } from './field-props';
import { FieldShell } from './field-shell';
import { duplicated, hasErrorsAt, moved } from './values';

export const DRAG_HELP =
  'To move an item, press space or enter on its handle to pick it up, the arrow keys to move it, space or enter again to drop it, or escape to cancel.';

const NEW_ITEM: Partial<Record<string, unknown>> = { group: {}, colour: '#000000', text: '' };

/** The item's name in lists: its text or title, else its position. */
function itemName(item: unknown, index: number): string {
  if (typeof item === 'string' && item.trim()) return item;
  if (item && typeof item === 'object') {
    for (const key of ['title', 'text', 'name']) {
      const text = (item as Record<string, unknown>)[key];
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return `Item ${index + 1}`;
}

/** Stable keys for a list of plain values, kept in step with moves, copies and removals. */
function useKeys(length: number) {
  const counter = useRef(0);
  const keys = useRef<string[]>([]);
  const next = () => {
    counter.current += 1;
    return `item-${counter.current}`;
  };
  while (keys.current.length < length) keys.current.push(next());
  if (keys.current.length > length) keys.current = keys.current.slice(0, length);
  return {
    keys: keys.current,
    move: (from: number, to: number) => {
      keys.current = moved(keys.current, from, to);
    },
    insertAfter: (index: number) => {
      keys.current = [...keys.current.slice(0, index + 1), next(), ...keys.current.slice(index + 1)];
    },
    remove: (index: number) => {
      keys.current = keys.current.filter((_, position) => position !== index);
    },
  };
}

interface RowProps {
  id: string;
  field: FieldDescriptor;
  item: unknown;
  index: number;
  total: number;
  path: string;
  errors: FieldErrors;
  idBase: string;
  canAdd: boolean;
  onChange: (item: unknown) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

function ItemRow(props: RowProps) {
  const { id, field, item, index, total, path, errors, idBase } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const itemPath = `${path}.${index}`;
  const [open, setOpen] = useState(() => hasErrorsAt(errors, itemPath));
  const name = itemName(item, index);
  const bodyId = `${idBase}-${itemPath.replaceAll('.', '-')}-body`;
  const inner: FieldDescriptor[] =
    field.itemType === 'group'
      ? (field.fields ?? [])
      : [{ path: itemPath, label: `${field.label}: item ${index + 1}`, kind: field.itemType ?? 'text' }];
  return (
    <li
      ref={setNodeRef}
      className={`panel-item${isDragging ? ' panel-item-dragging' : ''}${hasErrorsAt(errors, itemPath) ? ' panel-item-invalid' : ''}`}
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
          {field.itemType === 'group' ? (
            <FieldList
              fields={inner}
              value={item && typeof item === 'object' ? (item as Record<string, unknown>) : {}}
              onChange={props.onChange}
              errors={errors}
              prefix={itemPath}
              idBase={idBase}
            />
          ) : (
            <FieldControl
              field={inner[0] as FieldDescriptor}
              path={itemPath}
              value={item}
              errors={errors}
              idBase={idBase}
              onChange={props.onChange}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A list of items (actions, points, tags, colours): sortable by drag or keyboard (dnd-kit), with up and down
 * buttons as well, add, duplicate and remove; each item's own fields in a nested panel.
 */
export function ItemsField({
  field,
  id,
  path,
  value,
  error,
  errors,
  idBase,
  onChange,
}: FieldProps & { errors: FieldErrors; idBase: string }) {
  const items = Array.isArray(value) ? value : [];
  const keys = useKeys(items.length);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    keys.move(from, to);
    onChange(moved(items, from, to));
    setAnnouncement(`${itemName(items[from], from)} is now at position ${to + 1} of ${items.length}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(keys.keys.indexOf(String(active.id)), keys.keys.indexOf(String(over.id)));
  };
  const nameOf = (key: unknown) => {
    const index = keys.keys.indexOf(String(key));
    return itemName(items[index], index);
  };
  const positionOf = (key: unknown) => keys.keys.indexOf(String(key)) + 1;
  return (
    <FieldShell id={id} label={field.label} error={error} as="fieldset">
      <DndContext
        id={`${id}-sorting`}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: DRAG_HELP },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${nameOf(active.id)} is now at position ${positionOf(over.id)} of ${items.length}.`
                : '',
            onDragEnd: ({ active, over }) =>
              over
                ? `${nameOf(active.id)} was dropped at position ${positionOf(over.id)} of ${items.length}.`
                : '',
            onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={keys.keys} strategy={verticalListSortingStrategy}>
          <ol className="panel-items" aria-label={field.label} id={id}>
            {items.map((item, index) => (
              <ItemRow
                key={keys.keys[index]}
                id={keys.keys[index] as string}
                field={field}
                item={item}
                index={index}
                total={items.length}
                path={path}
                errors={errors}
                idBase={idBase}
                canAdd={canAdd}
                onChange={(next) =>
                  onChange(items.map((other, position) => (position === index ? next : other)))
                }
                onMove={(to) => move(index, to)}
                onDuplicate={() => {
                  keys.insertAfter(index);
                  onChange(duplicated(items, index));
                }}
                onRemove={() => {
                  keys.remove(index);
                  onChange(items.filter((_, position) => position !== index));
                  setAnnouncement(`${itemName(item, index)} was removed.`);
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? <p className="panel-none">None yet.</p> : null}
      <button
        type="button"
        className="panel-button"
        disabled={!canAdd}
        onClick={() => {
          keys.insertAfter(items.length - 1);
          onChange([...items, structuredClone(NEW_ITEM[field.itemType ?? 'text'] ?? '')]);
        }}
      >
        Add to {field.label.toLowerCase()}
      </button>
      {!canAdd ? <p className="panel-field-hint">At most {field.maxItems}.</p> : null}
    </FieldShell>
  );
}
