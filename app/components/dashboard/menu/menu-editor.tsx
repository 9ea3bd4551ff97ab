import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { MENU_LIMITS } from '../../../../core/store';
import type { FieldErrors } from '../../forms/form-data';
import {
  describePlace,
  itemName,
  MENU_DRAG_HELP,
  MENU_INDENT_PX,
  menuKeyboardCoordinates,
} from './menu-drag';
import { ItemRow } from './menu-item-row';
import {
  type EditorItem,
  flattenTree,
  indentItem,
  moveItem,
  newItemId,
  outdentItem,
  pathsOf,
  projectMove,
  removeItem,
  reorderList,
  updateItem,
} from './menu-tree';

/** The item being moved: which it is, which row it is over, and how far right it has been dragged. */
interface Held {
  activeId: string;
  overId: string;
  offsetX: number;
}

const depthChangeOf = (offsetX: number) => Math.round(offsetX / MENU_INDENT_PX);

/**
 * The main menu's editor: top-level items and their sub-menus in one drag-and-drop tree. An item is moved
 * by its handle, with the pointer or the keyboard: up and down along the menu, right into the sub-menu of
 * the item above, left out of it; two levels at most, and an item with a sub-menu takes it along. Buttons
 * move an item into or out of a sub-menu too, and each item is edited in place with the link picker.
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
  const [held, setHeld] = useState<Held | null>(null);
  const [moveNote, setMoveNote] = useState('');
  const offset = useRef(0);
  const lastPlace = useRef('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: menuKeyboardCoordinates(offset) }),
  );
  const paths = pathsOf(items);
  const projection = held
    ? projectMove(items, held.activeId, held.overId, depthChangeOf(held.offsetX))
    : null;
  const hint = held && projection ? describePlace(items, held.activeId, held.overId, projection) : undefined;

  const change = (id: string) => (partial: Partial<EditorItem>) =>
    onItems(updateItem(items, id, (item) => ({ ...item, ...partial })));
  const toggle = (id: string) => () => setOpenId(openId === id ? null : id);
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

  const placeOf = (activeId: unknown, overId: unknown, offsetX: number) => {
    if (typeof activeId !== 'string' || typeof overId !== 'string') return '';
    const projected = projectMove(items, activeId, overId, depthChangeOf(offsetX));
    return projected ? describePlace(items, activeId, overId, projected) : '';
  };
  /** Says where the held item would land, once per change of place (not at every pixel the pointer moves). */
  const announceMove = (activeId: unknown, overId: unknown) => {
    const place = placeOf(activeId, overId, offset.current);
    if (!place || place === lastPlace.current) return undefined;
    lastPlace.current = place;
    return `${itemName(items, activeId)} is now ${place}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${itemName(items, active.id)}.`,
    onDragMove: ({ active, over }) => announceMove(active.id, over?.id),
    onDragOver: ({ active, over }) => announceMove(active.id, over?.id),
    onDragEnd: ({ active, over }) => {
      const place = over ? placeOf(active.id, over.id, offset.current) : '';
      return place ? `${itemName(items, active.id)} was dropped ${place}` : '';
    },
    onDragCancel: ({ active }) => `Moving ${itemName(items, active.id)} was cancelled.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    offset.current = 0;
    lastPlace.current = '';
    setMoveNote('');
    setOpenId(null);
    setHeld({ activeId: String(active.id), overId: String(active.id), offsetX: 0 });
  };
  const onDragMove = ({ delta }: DragMoveEvent) => {
    offset.current = delta.x;
    setHeld((current) => (current ? { ...current, offsetX: delta.x } : current));
  };
  const onDragOver = ({ over }: DragOverEvent) =>
    setHeld((current) => (current && over ? { ...current, overId: String(over.id) } : current));
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setHeld(null);
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    const projected = projectMove(items, activeId, overId, depthChangeOf(delta.x));
    setMoveNote(projected?.refused ?? '');
    if (projected?.possible) onItems(moveItem(items, activeId, overId, depthChangeOf(delta.x)));
  };
  const sortableIds = flattenTree(items, held?.activeId ?? null).map((row) => row.id);

  return (
    <div className="menu-editor">
      {items.length === 0 ? <p className="collections-admin-empty">The menu is empty.</p> : null}
      <p className="menu-move-note field-error" role="status">
        {moveNote}
      </p>
      <DndContext
        id="menu-tree"
        sensors={sensors}
        collisionDetection={closestCenter}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setHeld(null)}
        accessibility={{ screenReaderInstructions: { draggable: MENU_DRAG_HELP }, announcements }}
      >
        <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
          <ol className="menu-items" aria-label="Menu items">
            {items.map((item, index) => (
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
                dragHint={held?.activeId === item.id ? hint : undefined}
                onToggle={toggle(item.id)}
                onChange={change(item.id)}
                onRemove={() => onItems(removeItem(items, item.id))}
                onIndent={
                  index > 0 && item.children.length === 0
                    ? () => onItems(indentItem(items, item.id))
                    : undefined
                }
              >
                {held?.activeId === item.id ? null : (
                  <div className="menu-submenu">
                    {item.children.length ? (
                      <ol className="menu-items" aria-label={`Sub-menu of ${item.text || 'the new item'}`}>
                        {item.children.map((child, childIndex) => (
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
                            dragHint={held?.activeId === child.id ? hint : undefined}
                            onToggle={toggle(child.id)}
                            onChange={change(child.id)}
                            onRemove={() => onItems(removeItem(items, child.id))}
                            onOutdent={() => onItems(outdentItem(items, child.id))}
                          />
                        ))}
                      </ol>
                    ) : null}
                    <button type="button" className="button button-small" onClick={() => addItem(item.id)}>
                      Add a sub-menu item
                      <span className="visually-hidden"> to {item.text || 'the new item'}</span>
                    </button>
                  </div>
                )}
              </ItemRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
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
