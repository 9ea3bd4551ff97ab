import { describe, expect, it } from 'vitest';
import {
  errorLines,
  indentItem,
  outdentItem,
  pathsOf,
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
