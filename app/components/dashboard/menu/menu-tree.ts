import { MENU_MESSAGES, type MenuItem, type MenuSegment } from '../../../../core/store';

/** A menu item while it is edited: a stable id for dragging, and its sub-menu as `children`. */
export interface EditorItem {
  id: string;
  text: string;
  href: string;
  color?: string | undefined;
  backgroundColor?: string | undefined;
  children: EditorItem[];
  /** Kept as they are: the editor shows how many there are. */
  segments?: MenuSegment[] | undefined;
}

let nextId = 0;
/** A fresh id for an item added in the editor. */
export function newItemId(): string {
  nextId += 1;
  return `new-${nextId}`;
}

/** The stored menu as editor items, with ids from their place (stable between server and browser). */
export function toEditorItems(items: readonly MenuItem[], prefix = 'm'): EditorItem[] {
  return items.map((item, index) => {
    const id = `${prefix}${index}`;
    return {
      id,
      text: item.text,
      href: item.href,
      color: item.color,
      backgroundColor: item.backgroundColor,
      children: toEditorItems(item.submenu ?? [], `${id}-`),
      segments: item.segments,
    };
  });
}

/** The editor's items as the menu the schema checks and the store saves. */
export function toMenu(items: readonly EditorItem[]): MenuItem[] {
  return items.map((item) => ({
    text: item.text,
    href: item.href,
    ...(item.color ? { color: item.color } : {}),
    ...(item.backgroundColor ? { backgroundColor: item.backgroundColor } : {}),
    ...(item.children.length ? { submenu: toMenu(item.children) } : {}),
    ...(item.segments?.length ? { segments: item.segments } : {}),
  }));
}

/** The path of an item in the saved menu ('0', '0.submenu.2'), as the schema's errors name it. */
export function pathsOf(items: readonly EditorItem[], prefix = ''): Map<string, string> {
  const paths = new Map<string, string>();
  items.forEach((item, index) => {
    const path = `${prefix}${index}`;
    paths.set(item.id, path);
    for (const [id, child] of pathsOf(item.children, `${path}.submenu.`)) paths.set(id, child);
  });
  return paths;
}

/** Changes one item anywhere in the tree. */
export function updateItem(
  items: EditorItem[],
  id: string,
  change: (item: EditorItem) => EditorItem,
): EditorItem[] {
  return items.map((item) =>
    item.id === id ? change(item) : { ...item, children: updateItem(item.children, id, change) },
  );
}

/** Removes one item (and its sub-menu) anywhere in the tree. */
export function removeItem(items: EditorItem[], id: string): EditorItem[] {
  return items
    .filter((item) => item.id !== id)
    .map((item) => ({ ...item, children: removeItem(item.children, id) }));
}

/** Moves a top-level item (without a sub-menu of its own) into the end of the sub-menu of the item above it. */
export function indentItem(items: EditorItem[], id: string): EditorItem[] {
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  const above = items[index - 1];
  if (index < 1 || !item || !above || item.children.length > 0) return items;
  const moved = { ...above, children: [...above.children, item] };
  return [...items.slice(0, index - 1), moved, ...items.slice(index + 1)];
}

/** Moves a sub-menu item out to the top level, right after its parent. */
export function outdentItem(items: EditorItem[], id: string): EditorItem[] {
  const parentIndex = items.findIndex((item) => item.children.some((child) => child.id === id));
  const parent = items[parentIndex];
  const child = parent?.children.find((item) => item.id === id);
  if (!parent || !child) return items;
  const kept = { ...parent, children: parent.children.filter((item) => item.id !== id) };
  return [...items.slice(0, parentIndex), kept, child, ...items.slice(parentIndex + 1)];
}

/** Reorders one list: the top level (parentId null) or one item's sub-menu. */
export function reorderList(
  items: EditorItem[],
  parentId: string | null,
  reorder: (list: EditorItem[]) => EditorItem[],
): EditorItem[] {
  if (parentId === null) return reorder(items);
  return updateItem(items, parentId, (parent) => ({ ...parent, children: reorder(parent.children) }));
}

/**
 * One line per refused field of the menu, naming the item it belongs to: 'Tees: Please enter a valid url'.
 * A key is a schema path ('0.submenu.1.href'); the item is its longest prefix that names one. Errors about
 * the whole menu ('') are their message alone.
 */
export function errorLines(errors: Record<string, string[]>, items: readonly EditorItem[]): string[] {
  const names = new Map<string, string>();
  const walk = (list: readonly EditorItem[], prefix: string) =>
    list.forEach((item, index) => {
      const path = `${prefix}${index}`;
      names.set(path, item.text.trim() || 'New item');
      walk(item.children, `${path}.submenu.`);
    });
  walk(items, '');
  return Object.entries(errors).flatMap(([key, messages]) => {
    const message = messages[0];
    if (!message) return [];
    const parts = key.split('.');
    for (let length = parts.length; length > 0; length -= 1) {
      const name = names.get(parts.slice(0, length).join('.'));
      if (name) return [`${name}: ${message}`];
    }
    return [message];
  });
}

/** One row of the menu as the drag-and-drop editor lists it: items in reading order, each with its level. */
export interface FlatItem {
  id: string;
  depth: 0 | 1;
  hasChildren: boolean;
}

/** The tree's rows in reading order; the sub-menu of `collapsedId` (an item being dragged) is left out. */
export function flattenTree(items: readonly EditorItem[], collapsedId: string | null = null): FlatItem[] {
  return items.flatMap((item) => [
    { id: item.id, depth: 0 as const, hasChildren: item.children.length > 0 },
    ...(item.id === collapsedId
      ? []
      : item.children.map((child) => ({ id: child.id, depth: 1 as const, hasChildren: false }))),
  ]);
}

/** Where a dragged item would land: its level, the item whose sub-menu it joins, and any refusal to explain. */
export interface MoveProjection {
  depth: 0 | 1;
  parentId: string | null;
  /** False when the item cannot be dropped there at all (an item with a sub-menu inside another's). */
  possible: boolean;
  /** Why the item does not go as deep as asked (two levels at most), else null. */
  refused: string | null;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/**
 * Where `activeId` lands when dropped on `overId`'s place, asked to go `depthChange` levels deeper (dragged
 * right) or shallower (left). It may go one level under the item above it, no deeper than the item below it
 * allows, and never to a third level: an item with a sub-menu stays at the top (MENU_MESSAGES.parentCannotNest),
 * and a sub-menu item takes no sub-menu of its own (MENU_MESSAGES.tooDeep).
 */
export function projectMove(
  items: readonly EditorItem[],
  activeId: string,
  overId: string,
  depthChange: number,
): MoveProjection | null {
  const flat = flattenTree(items, activeId);
  const from = flat.findIndex((row) => row.id === activeId);
  const to = flat.findIndex((row) => row.id === overId);
  const active = flat[from];
  if (!active || to < 0) return null;
  const rows = moved(flat, from, to);
  const previous = rows[to - 1];
  const next = rows[to + 1];
  const asked = active.depth + Math.round(depthChange);
  const deepest = !previous || active.hasChildren ? 0 : 1;
  const shallowest = next?.depth ?? 0;
  if (shallowest > deepest)
    return { depth: active.depth, parentId: null, possible: false, refused: MENU_MESSAGES.parentCannotNest };
  const depth = Math.min(Math.max(asked, shallowest), deepest) as 0 | 1;
  const refused =
    asked > depth && previous
      ? active.hasChildren
        ? MENU_MESSAGES.parentCannotNest
        : asked > 1
          ? MENU_MESSAGES.tooDeep
          : null
      : null;
  const parentId =
    depth === 0
      ? null
      : (rows
          .slice(0, to)
          .reverse()
          .find((row) => row.depth === 0)?.id ?? null);
  return { depth, parentId, possible: true, refused };
}

/**
 * Moves `activeId` (with its sub-menu) to `overId`'s place at the level `projectMove` found: the tree is
 * listed in reading order, the item moved in the list, and the tree rebuilt, each sub-menu item under the
 * top-level item above it. An impossible move leaves the tree as it was.
 */
export function moveItem(
  items: readonly EditorItem[],
  activeId: string,
  overId: string,
  depthChange: number,
): EditorItem[] {
  const projection = projectMove(items, activeId, overId, depthChange);
  if (!projection?.possible) return [...items];
  const byId = new Map<string, EditorItem>();
  const walk = (list: readonly EditorItem[]) =>
    list.forEach((item) => {
      byId.set(item.id, item);
      walk(item.children);
    });
  walk(items);
  const flat = flattenTree(items, activeId);
  const rows = moved(
    flat,
    flat.findIndex((row) => row.id === activeId),
    flat.findIndex((row) => row.id === overId),
  ).map((row) => (row.id === activeId ? { ...row, depth: projection.depth } : row));
  const tree: EditorItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id);
    if (!item) continue;
    const parent = tree[tree.length - 1];
    if (row.depth === 1 && parent) parent.children.push({ ...item, children: [] });
    else tree.push({ ...item, children: row.id === activeId ? [...item.children] : [] });
  }
  return tree;
}
