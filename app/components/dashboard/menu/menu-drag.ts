import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type EditorItem, flattenTree, type MoveProjection } from './menu-tree';

/** How far right an item is dragged to go one level deeper (pixels; the keyboard's right arrow moves this far). */
export const MENU_INDENT_PX = 40;

export const MENU_DRAG_HELP =
  'To move an item, press space or enter to pick it up, the up and down arrow keys to move it, the right arrow key to put it into the sub-menu of the item above and the left arrow key to take it out, then space or enter to drop it, or escape to cancel.';

/**
 * The keyboard's moves while an item is held: up and down go to the next row (dnd-kit's sortable
 * coordinates), keeping the level asked for; right and left ask for one level deeper or shallower, as
 * dragging the pointer right or left does. `offset` holds how far right the item is, so it never asks for
 * more than one level either way.
 */
export function menuKeyboardCoordinates(offset: { current: number }): KeyboardCoordinateGetter {
  return (event, args) => {
    const { currentCoordinates } = args;
    if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
      event.preventDefault();
      const step = event.code === 'ArrowRight' ? MENU_INDENT_PX : -MENU_INDENT_PX;
      const next = offset.current + step;
      if (Math.abs(next) > MENU_INDENT_PX * 2) return undefined;
      return { ...currentCoordinates, x: currentCoordinates.x + step };
    }
    const next = sortableKeyboardCoordinates(event, args);
    return next ? { x: currentCoordinates.x, y: next.y } : next;
  };
}

/** The item's name as the editor shows it. */
export const itemName = (items: readonly EditorItem[], id: unknown): string => {
  for (const item of items) {
    if (item.id === id) return item.text || 'New item';
    const child = item.children.find((entry) => entry.id === id);
    if (child) return child.text || 'New item';
  }
  return 'The item';
};

/**
 * Where a held item would land, in words for a screen reader: its level (the top, or the sub-menu of which
 * item), its position there, and why it does not go deeper if it was asked to.
 */
export function describePlace(
  items: readonly EditorItem[],
  activeId: string,
  overId: string,
  projection: MoveProjection,
): string {
  if (!projection.possible) return projection.refused ?? 'It cannot go there.';
  const flat = flattenTree(items, activeId);
  const from = flat.findIndex((row) => row.id === activeId);
  const to = flat.findIndex((row) => row.id === overId);
  const rows = [...flat];
  const [active] = rows.splice(from, 1);
  if (active) rows.splice(to, 0, { ...active, depth: projection.depth });
  const siblings =
    projection.depth === 0
      ? rows.filter((row) => row.depth === 0)
      : rows.slice(rows.findIndex((row) => row.id === projection.parentId) + 1).filter((row, index, list) => {
          const end = list.findIndex((entry) => entry.depth === 0);
          return row.depth === 1 && (end < 0 || index < end);
        });
  const position = siblings.findIndex((row) => row.id === activeId) + 1;
  const level =
    projection.depth === 0
      ? 'at the top level'
      : `in the sub-menu of ${itemName(items, projection.parentId)}`;
  const refusal = projection.refused ? ` ${projection.refused}` : '';
  return `${level}, position ${position} of ${siblings.length}.${refusal}`;
}
