import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../../../core/store';
import {
  errorLines,
  flattenTree,
  indentItem,
  moveItem,
  outdentItem,
  pathsOf,
  projectMove,
  removeItem,
  reorderList,
  toEditorItems,
  toMenu,
} from './menu-tree';

const menu = [
  { text: 'Shop', href: '/shop/', submenu: [{ text: 'Tees', href: '/tees/' }] },
  { text: 'About', href: '/about/', color: '#333' },
  { text: 'Blog', href: '/blog/', segments: [{ title: 'Read', mode: 'list' as const }] },
];

describe('the menu editor tree', () => {
  it('round-trips a stored menu, ids taken from each place', () => {
    const items = toEditorItems(menu);
    expect(items.map((item) => item.id)).toEqual(['m0', 'm1', 'm2']);
    expect(items[0]?.children[0]?.id).toBe('m0-0');
    expect(toMenu(items)).toEqual(menu);
  });

  it('names each item by its path in the saved menu, as schema errors do', () => {
    expect([...pathsOf(toEditorItems(menu))]).toEqual([
      ['m0', '0'],
      ['m0-0', '0.submenu.0'],
      ['m1', '1'],
      ['m2', '2'],
    ]);
  });

  it('moves an item into the sub-menu above and back out after its parent', () => {
    const items = toEditorItems(menu);
    const indented = indentItem(items, 'm1');
    expect(toMenu(indented)).toEqual([
      {
        text: 'Shop',
        href: '/shop/',
        submenu: [
          { text: 'Tees', href: '/tees/' },
          { text: 'About', href: '/about/', color: '#333' },
        ],
      },
      menu[2],
    ]);
    expect(toMenu(outdentItem(indented, 'm0-0'))).toEqual([
      { text: 'Shop', href: '/shop/', submenu: [{ text: 'About', href: '/about/', color: '#333' }] },
      { text: 'Tees', href: '/tees/' },
      menu[2],
    ]);
  });

  it('leaves the first item and items with a sub-menu where they are (two levels at most)', () => {
    const items = toEditorItems(menu);
    expect(indentItem(items, 'm0')).toBe(items);
    const withSub = toEditorItems([{ text: 'A', href: '/a/' }, menu[0] ?? { text: '', href: '' }]);
    expect(indentItem(withSub, 'm1')).toBe(withSub);
  });

  it('reorders one list and removes an item with its sub-menu', () => {
    const items = toEditorItems(menu);
    expect(toMenu(reorderList(items, null, (list) => [...list].reverse())).map((item) => item.text)).toEqual([
      'Blog',
      'About',
      'Shop',
    ]);
    expect(toMenu(removeItem(items, 'm0')).map((item) => item.text)).toEqual(['About', 'Blog']);
    expect(toMenu(removeItem(items, 'm0-0'))[0]).toEqual({ text: 'Shop', href: '/shop/' });
  });
});

describe('the menu editor error summary', () => {
  it('names the item each error belongs to, at any level', () => {
    const items = toEditorItems(menu);
    expect(
      errorLines(
        {
          '0.submenu.0.href': ['Please enter a valid url'],
          '1.text': ['This field is required'],
          '2.segments.0.title': ['This field is required'],
          '': ['A menu holds no more than 12 items'],
        },
        items,
      ),
    ).toEqual([
      'Tees: Please enter a valid url',
      'About: This field is required',
      'Blog: This field is required',
      'A menu holds no more than 12 items',
    ]);
  });
});

describe('moving items between levels by drag or keyboard', () => {
  // Shop (Tees, Hoodies), About, Blog
  const tree = () =>
    toEditorItems([
      {
        text: 'Shop',
        href: '/shop/',
        submenu: [
          { text: 'Tees', href: '/tees/' },
          { text: 'Hoodies', href: '/hoodies/' },
        ],
      },
      { text: 'About', href: '/about/' },
      { text: 'Blog', href: '/blog/' },
    ]);
  const shape = (items: ReturnType<typeof tree>) =>
    items.map((item) =>
      item.children.length ? [item.text, item.children.map((child) => child.text)] : item.text,
    );

  it('lists the rows in reading order, leaving out the sub-menu of the item being dragged', () => {
    expect(flattenTree(tree()).map((row) => `${row.depth}:${row.id}`)).toEqual([
      '0:m0',
      '1:m0-0',
      '1:m0-1',
      '0:m1',
      '0:m2',
    ]);
    expect(flattenTree(tree(), 'm0').map((row) => row.id)).toEqual(['m0', 'm1', 'm2']);
  });

  it('moves a top-level item into the sub-menu above it when dragged right, at the end of it', () => {
    expect(projectMove(tree(), 'm1', 'm1', 1)).toEqual({
      depth: 1,
      parentId: 'm0',
      possible: true,
      refused: null,
    });
    expect(shape(moveItem(tree(), 'm1', 'm1', 1))).toEqual([['Shop', ['Tees', 'Hoodies', 'About']], 'Blog']);
  });

  it('moves a sub-menu item out to the top level when dragged left below its last sibling', () => {
    // Hoodies is the last of the sub-menu: dragged left it follows Shop at the top.
    expect(shape(moveItem(tree(), 'm0-1', 'm0-1', -1))).toEqual([
      ['Shop', ['Tees']],
      'Hoodies',
      'About',
      'Blog',
    ]);
    // Tees, dropped below About, goes to the top level there.
    expect(shape(moveItem(tree(), 'm0-0', 'm1', -1))).toEqual([
      ['Shop', ['Hoodies']],
      'About',
      'Tees',
      'Blog',
    ]);
  });

  it('keeps an item in the middle of a sub-menu inside it (the items below would change parent)', () => {
    expect(projectMove(tree(), 'm0-0', 'm0-0', -1)).toMatchObject({
      depth: 1,
      parentId: 'm0',
      possible: true,
    });
  });

  it('moves a top-level item into another sub-menu by dropping it among its items', () => {
    expect(shape(moveItem(tree(), 'm2', 'm0-1', 0))).toEqual([
      ['Shop', ['Tees', 'Blog', 'Hoodies']],
      'About',
    ]);
  });

  it('reorders the top level with each item taking its sub-menu along', () => {
    expect(shape(moveItem(tree(), 'm0', 'm2', 0))).toEqual(['About', 'Blog', ['Shop', ['Tees', 'Hoodies']]]);
    expect(shape(moveItem(tree(), 'm2', 'm0', 0))).toEqual(['Blog', ['Shop', ['Tees', 'Hoodies']], 'About']);
  });

  it('refuses a third level: an item with a sub-menu stays at the top, a sub-menu item takes no sub-menu', () => {
    const withParentBelow = toEditorItems([
      { text: 'About', href: '/about/' },
      { text: 'Shop', href: '/shop/', submenu: [{ text: 'Tees', href: '/tees/' }] },
    ]);
    expect(projectMove(withParentBelow, 'm1', 'm1', 1)).toEqual({
      depth: 0,
      parentId: null,
      possible: true,
      refused: MENU_MESSAGES.parentCannotNest,
    });
    expect(shape(moveItem(withParentBelow, 'm1', 'm1', 1))).toEqual(['About', ['Shop', ['Tees']]]);
    // Dropped among another sub-menu's items, an item with a sub-menu cannot go at all.
    expect(projectMove(tree(), 'm0', 'm0-0', 0)).toBeNull();
    const twoParents = toEditorItems([
      {
        text: 'Shop',
        href: '/shop/',
        submenu: [
          { text: 'Tees', href: '/tees/' },
          { text: 'Caps', href: '/caps/' },
        ],
      },
      { text: 'Gifts', href: '/gifts/', submenu: [{ text: 'Cards', href: '/cards/' }] },
    ]);
    expect(projectMove(twoParents, 'm1', 'm0-0', 0)).toMatchObject({
      possible: false,
      refused: MENU_MESSAGES.parentCannotNest,
    });
    expect(shape(moveItem(twoParents, 'm1', 'm0-0', 0))).toEqual(shape(twoParents));
    // A sub-menu item dragged further right stays in its sub-menu.
    expect(projectMove(tree(), 'm0-1', 'm0-1', 1)).toEqual({
      depth: 1,
      parentId: 'm0',
      possible: true,
      refused: MENU_MESSAGES.tooDeep,
    });
  });

  it('leaves the first item at the top, however far right it is dragged', () => {
    expect(projectMove(tree(), 'm0', 'm0', 1)).toMatchObject({ depth: 0, possible: true, refused: null });
  });
});
