import type { MenuItem, MenuSegment } from '../../../../core/store';

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
