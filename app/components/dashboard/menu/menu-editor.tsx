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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useId, useState } from 'react';
import { MENU_LIMITS } from '../../../../core/store';
import type { FieldErrors } from '../../forms/form-data';
import { LinkPicker } from './link-picker';
import {
  type EditorItem,
  indentItem,
  newItemId,
  outdentItem,
  pathsOf,
  removeItem,
  reorderList,
  updateItem,
} from './menu-tree';
import { SegmentsEditor } from './segments-editor';

const DRAG_HELP =
  'To move an item, press space or enter to pick it up, the arrow keys to move it, space or enter again to drop it, or escape to cancel.';

function SortableList({
  id,
  items,
  label,
  onMove,
  children,
}: {
  id: string;
  items: EditorItem[];
  label: string;
  onMove: (from: number, to: number) => void;
  children: (item: EditorItem, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (itemId: unknown) => items.find((item) => item.id === itemId)?.text || 'The item';
  const positionOf = (itemId: unknown) => items.findIndex((item) => item.id === itemId) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      items.findIndex((item) => item.id === active.id),
      items.findIndex((item) => item.id === over.id),
    );
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: DRAG_HELP },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} is now at position ${positionOf(over.id)} of ${items.length}.` : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} was dropped at position ${positionOf(over.id)} of ${items.length}.`
              : '',
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="menu-items" aria-label={label}>
          {items.map((item, index) => children(item, index))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  item: EditorItem;
  position: number;
  total: number;
  level: 1 | 2;
  storeId: number;
  open: boolean;
  errors: FieldErrors;
  path: string;
  onToggle: () => void;
  onChange: (change: Partial<EditorItem>) => void;
  onRemove: () => void;
  onIndent?: (() => void) | undefined;
  onOutdent?: (() => void) | undefined;
  children?: ReactNode;
}

function ItemRow(props: RowProps) {
  const { item, position, total, level, storeId, open, errors, path } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const fieldId = useId();
  const textError = errors[`${path}.text`]?.[0];
  const hrefError = errors[`${path}.href`]?.[0];
  const itemError = errors[`${path}.submenu`]?.[0] ?? errors[`${path}.submenu.0.submenu`]?.[0];
  const name = item.text || 'New item';
  return (
    <li
      ref={setNodeRef}
      className="menu-item"
      data-level={level}
      data-dragging={isDragging ? 'true' : undefined}
      data-invalid={textError || hrefError || itemError ? 'true' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="menu-item-row">
        <button
          type="button"
          className="drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}, position ${position} of ${total}`}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M7 4h2v2H7zm4 0h2v2h-2zM7 9h2v2H7zm4 0h2v2h-2zm-4 5h2v2H7zm4 0h2v2h-2z"
              fill="currentColor"
            />
          </svg>
        </button>
        <span className="menu-item-summary">
          <span className="menu-item-text">{name}</span>
          <span className="menu-item-href">{item.href || 'No link yet'}</span>
          {item.segments?.length ? (
            <span className="menu-item-href">
              {item.segments.length === 1 ? '1 segment' : `${item.segments.length} segments`}
            </span>
          ) : null}
        </span>
        <span className="menu-item-actions">
          <button type="button" className="button button-small" aria-expanded={open} onClick={props.onToggle}>
            Edit<span className="visually-hidden"> {name}</span>
          </button>
          {props.onIndent ? (
            <button type="button" className="button button-small" onClick={props.onIndent}>
              Into sub-menu<span className="visually-hidden"> of the item above, {name}</span>
            </button>
          ) : null}
          {props.onOutdent ? (
            <button type="button" className="button button-small" onClick={props.onOutdent}>
              Out of sub-menu<span className="visually-hidden">, {name}</span>
            </button>
          ) : null}
          <button type="button" className="button button-small" onClick={props.onRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </span>
      </div>
      {itemError ? <p className="field-error">{itemError}</p> : null}
      {open ? (
        <div className="menu-item-fields">
          <div className={`form-field${textError ? ' form-field-invalid' : ''}`}>
            <label htmlFor={`${fieldId}-text`}>Text</label>
            <input
              id={`${fieldId}-text`}
              value={item.text}
              maxLength={MENU_LIMITS.text}
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? `${fieldId}-text-error` : undefined}
              onChange={(event) => props.onChange({ text: event.currentTarget.value })}
            />
            {textError ? (
              <p id={`${fieldId}-text-error`} className="field-error">
                {textError}
              </p>
            ) : null}
          </div>
          <div className={`form-field${hrefError ? ' form-field-invalid' : ''}`}>
            <label htmlFor={`${fieldId}-href`}>Link</label>
            <p id={`${fieldId}-href-hint`} className="field-hint">
              A page of this store (/about/), an address elsewhere (https://example.com) or an action
              (@open-chat).
            </p>
            <input
              id={`${fieldId}-href`}
              value={item.href}
              autoCapitalize="none"
              aria-invalid={hrefError ? true : undefined}
              aria-describedby={`${fieldId}-href-hint${hrefError ? ` ${fieldId}-href-error` : ''}`}
              onChange={(event) => props.onChange({ href: event.currentTarget.value })}
            />
            {hrefError ? (
              <p id={`${fieldId}-href-error`} className="field-error">
                {hrefError}
              </p>
            ) : null}
          </div>
          <LinkPicker
            storeId={storeId}
            onPick={(choice) =>
              props.onChange({
                href: choice.href,
                text: item.text.trim() ? item.text : choice.text.slice(0, MENU_LIMITS.text),
              })
            }
          />
          {level === 1 ? (
            <SegmentsEditor
              segments={item.segments ?? []}
              path={path}
              errors={errors}
              itemName={name}
              onChange={(segments) => props.onChange({ segments })}
            />
          ) : null}
        </div>
      ) : null}
      {props.children}
    </li>
  );
}

/**
 * The main menu's editor: top-level items and their sub-menus, each list reordered by dragging (pointer or
 * keyboard), items moved into or out of the sub-menu above by buttons, edited in place with the link picker.
 */
export function MenuEditor({
  storeId,
  items,
  onItems,
  errors,
}: {
  storeId: number;
  items: EditorItem[];
  onItems: (items: EditorItem[]) => void;
  errors: FieldErrors;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const paths = pathsOf(items);
  const change = (id: string) => (partial: Partial<EditorItem>) =>
    onItems(updateItem(items, id, (item) => ({ ...item, ...partial })));
  const toggle = (id: string) => () => setOpenId(openId === id ? null : id);
  const move = (parentId: string | null) => (from: number, to: number) =>
    onItems(reorderList(items, parentId, (list) => arrayMove(list, from, to)));
  const addItem = (parentId: string | null) => {
    const item: EditorItem = { id: newItemId(), text: '', href: '', children: [] };
    onItems(reorderList(items, parentId, (list) => [...list, item]));
    setOpenId(item.id);
  };
  /** Whether an error is the item's own (a sub-menu item's errors open only that item). */
  const errorsOf = (id: string) => {
    const path = paths.get(id) ?? '';
    return Object.keys(errors).some(
      (key) => key.startsWith(`${path}.`) && !/^submenu\.\d+\./.test(key.slice(path.length + 1)),
    );
  };
  const isOpen = (id: string) => openId === id || errorsOf(id);

  return (
    <div className="menu-editor">
      {items.length === 0 ? <p className="collections-admin-empty">The menu is empty.</p> : null}
      <SortableList id="menu-top" items={items} label="Menu items" onMove={move(null)}>
        {(item, index) => (
          <ItemRow
            key={item.id}
            item={item}
            position={index + 1}
            total={items.length}
            level={1}
            storeId={storeId}
            open={isOpen(item.id)}
            errors={errors}
            path={paths.get(item.id) ?? ''}
            onToggle={toggle(item.id)}
            onChange={change(item.id)}
            onRemove={() => onItems(removeItem(items, item.id))}
            onIndent={
              index > 0 && item.children.length === 0 ? () => onItems(indentItem(items, item.id)) : undefined
            }
          >
            <div className="menu-submenu">
              {item.children.length ? (
                <SortableList
                  id={`menu-sub-${item.id}`}
                  items={item.children}
                  label={`Sub-menu of ${item.text || 'the new item'}`}
                  onMove={move(item.id)}
                >
                  {(child, childIndex) => (
                    <ItemRow
                      key={child.id}
                      item={child}
                      position={childIndex + 1}
                      total={item.children.length}
                      level={2}
                      storeId={storeId}
                      open={isOpen(child.id)}
                      errors={errors}
                      path={paths.get(child.id) ?? ''}
                      onToggle={toggle(child.id)}
                      onChange={change(child.id)}
                      onRemove={() => onItems(removeItem(items, child.id))}
                      onOutdent={() => onItems(outdentItem(items, child.id))}
                    />
                  )}
                </SortableList>
              ) : null}
              <button type="button" className="button button-small" onClick={() => addItem(item.id)}>
                Add a sub-menu item<span className="visually-hidden"> to {item.text || 'the new item'}</span>
              </button>
            </div>
          </ItemRow>
        )}
      </SortableList>
      <button
        type="button"
        className="button"
        onClick={() => addItem(null)}
        disabled={items.length >= MENU_LIMITS.topItems}
      >
        Add an item
      </button>
    </div>
  );
}
