import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../../../core/store';
import { describePlace, itemName, MENU_INDENT_PX, menuKeyboardCoordinates } from './menu-drag';
import { projectMove, toEditorItems } from './menu-tree';

const items = toEditorItems([
  {
    text: 'Shop',
    href: '/shop/',
    submenu: [
      { text: 'Tees', href: '/tees/' },
      { text: 'Hoodies', href: '/hoodies/' },
    ],
  },
  { text: 'About', href: '/about/' },
  { text: '', href: '/blog/' },
]);

const place = (activeId: string, overId: string, depthChange: number) => {
  const projection = projectMove(items, activeId, overId, depthChange);
  if (!projection) throw new Error('no projection');
  return describePlace(items, activeId, overId, projection);
};

describe('where a held menu item would land, in words', () => {
  it('names the level and the position there', () => {
    expect(place('m1', 'm1', 0)).toBe('at the top level, position 2 of 3.');
    expect(place('m1', 'm1', 1)).toBe('in the sub-menu of Shop, position 3 of 3.');
    expect(place('m0-0', 'm1', -1)).toBe('at the top level, position 3 of 4.');
    expect(place('m2', 'm0-1', 0)).toBe('in the sub-menu of Shop, position 2 of 3.');
  });

  it('says why an item does not go deeper', () => {
    expect(place('m0-1', 'm0-1', 1)).toBe(
      `in the sub-menu of Shop, position 2 of 2. ${MENU_MESSAGES.tooDeep}`,
    );
  });

  it('names an item without text as a new item', () => {
    expect(itemName(items, 'm2')).toBe('New item');
    expect(itemName(items, 'm0-1')).toBe('Hoodies');
  });
});

describe("the keyboard's moves while an item is held", () => {
  const key = (code: string) => ({ code, preventDefault() {} }) as KeyboardEvent;
  const args = (x: number) =>
    ({
      active: null,
      currentCoordinates: { x, y: 100 },
      context: { active: null, collisionRect: null },
    }) as never;

  it('asks for one level deeper or shallower with the right and left arrows, one level at most each way', () => {
    const offset = { current: 0 };
    const getter = menuKeyboardCoordinates(offset);
    expect(getter(key('ArrowRight'), args(10))).toEqual({ x: 10 + MENU_INDENT_PX, y: 100 });
    expect(getter(key('ArrowLeft'), args(10))).toEqual({ x: 10 - MENU_INDENT_PX, y: 100 });
    offset.current = MENU_INDENT_PX * 2;
    expect(getter(key('ArrowRight'), args(10))).toBeUndefined();
  });

  it('leaves up and down to the sortable list (nothing to move to without a held item)', () => {
    expect(menuKeyboardCoordinates({ current: 0 })(key('ArrowDown'), args(10))).toBeUndefined();
  });
});
