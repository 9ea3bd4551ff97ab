// @vitest-environment jsdom
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_HEX_MESSAGE } from '../../../core/colour/parse';
import {
  buttonNamed,
  byLabel,
  click,
  fakePickers,
  type Mounted,
  mountPanel,
  press,
  settle,
  typeInto,
} from './panel-testing';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function panel(type: string, value: Record<string, unknown> = {}, errors = {}) {
  mounted = await mountPanel({ type, value, errors, pickers: fakePickers(), fonts: [], themeColours: [] });
  return mounted;
}

const ACTIONS = [
  { text: 'Shop', href: '/shop/' },
  { text: 'Blog', href: '/blog/' },
  { text: 'Chat', href: '@open-chat' },
];
const names = (container: HTMLElement) =>
  [...container.querySelectorAll('.panel-item-name')].map((name) => name.textContent);

// jsdom lays nothing out: give each item a place in a column, so dnd-kit's keyboard moves have somewhere to go.
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const item = this.closest('li.panel-item');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = index * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: 50,
      right: 300,
      bottom: top + 50,
      toJSON: () => ({}),
    };
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

describe('the items field', () => {
  it('lists items with a labelled handle, and adds, duplicates and removes them', async () => {
    const { container, latest } = await panel('banner', { actions: ACTIONS.slice(0, 2) });
    expect(names(container)).toEqual(['Shop', 'Blog']);
    expect(buttonNamed(container, 'Move Shop, position 1 of 2')).toBeDefined();
    await click(buttonNamed(container, /^Duplicate.*Shop$/));
    expect(latest()?.actions).toEqual([ACTIONS[0], ACTIONS[0], ACTIONS[1]]);
    await click(buttonNamed(container, /^Remove.*Blog$/));
    expect(latest()?.actions).toEqual([ACTIONS[0], ACTIONS[0]]);
    await click(buttonNamed(container, 'Add to actions'));
    expect(latest()?.actions).toEqual([ACTIONS[0], ACTIONS[0], {}]);
    expect(names(container)).toEqual(['Shop', 'Shop', 'Item 3']);
    // The new item opens at once, to be filled in; the others stay as they were.
    const expanded = [...container.querySelectorAll('.panel-item-name')].map((button) =>
      button.getAttribute('aria-expanded'),
    );
    expect(expanded).toEqual(['false', 'false', 'true']);
  });

  it('stops adding at the schema’s most items', async () => {
    const { container } = await panel('banner', { overlayColors: ['#000', '#111', '#222', '#333'] });
    expect(buttonNamed(container, 'Add to overlay colours')?.disabled).toBe(true);
    expect(container.textContent).toContain('At most 4.');
  });

  it('reorders with the keyboard: the up and down buttons', async () => {
    const { container, latest } = await panel('banner', { actions: ACTIONS });
    const down = buttonNamed(container, /^Down.*Shop down$/);
    down?.focus();
    await press(down, 'Enter');
    await click(down);
    expect(latest()?.actions).toEqual([ACTIONS[1], ACTIONS[0], ACTIONS[2]]);
    expect(names(container)).toEqual(['Blog', 'Shop', 'Chat']);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Shop is now at position 2 of 3.',
    );
    await click(buttonNamed(container, /^Up.*Chat up$/));
    expect(names(container)).toEqual(['Blog', 'Chat', 'Shop']);
  });

  it('reorders with the keyboard: pick up the handle, arrow down, drop (dnd-kit)', async () => {
    const { container, latest } = await panel('banner', { actions: ACTIONS });
    const handle = buttonNamed(container, 'Move Shop, position 1 of 3');
    if (!handle) throw new Error('no handle');
    handle.focus();
    await press(handle, ' ', 'Space');
    await settle();
    await press(handle, 'ArrowDown');
    await settle();
    await press(handle, ' ', 'Space');
    await settle();
    expect(latest()?.actions).toEqual([ACTIONS[1], ACTIONS[0], ACTIONS[2]]);
    expect(names(container)).toEqual(['Blog', 'Shop', 'Chat']);
  });

  it('edits an item’s own fields in its nested panel', async () => {
    const { container, latest } = await panel('banner', { actions: ACTIONS.slice(0, 1) });
    const name = buttonNamed(container, 'Shop');
    expect(name?.getAttribute('aria-expanded')).toBe('false');
    await click(name);
    expect(name?.getAttribute('aria-expanded')).toBe('true');
    const body = container.querySelector<HTMLElement>('.panel-item-body');
    if (!body) throw new Error('no nested panel');
    await typeInto(byLabel(body, 'Text'), 'Shop now');
    expect(latest()?.actions).toEqual([{ text: 'Shop now', href: '/shop/' }]);
    await click(byLabel(body, 'Primary'));
    expect(latest()?.actions).toEqual([{ text: 'Shop now', href: '/shop/', primary: true }]);
  });

  it('refuses an invalid colour in a list of colours with the §5 message', async () => {
    const { container, changes, latest } = await panel('banner', { overlayColors: ['#000000'] });
    await click(buttonNamed(container, '#000000'));
    const hex = byLabel(container, 'Overlay colours: item 1') as HTMLInputElement;
    await typeInto(hex, 'navy');
    expect(changes).toHaveLength(0);
    expect(container.textContent).toContain(INVALID_HEX_MESSAGE);
    await typeInto(hex, '#000080');
    expect(latest()).toEqual({ overlayColors: ['#000080'] });
  });

  it('opens the items an error names and shows the message beside the field', async () => {
    const { container } = await panel(
      'banner',
      { actions: ACTIONS.slice(0, 2) },
      { 'actions.1.href': ['This link is not allowed'] },
    );
    expect(buttonNamed(container, 'Shop')?.getAttribute('aria-expanded')).toBe('false');
    expect(buttonNamed(container, 'Blog')?.getAttribute('aria-expanded')).toBe('true');
    const invalid = container.querySelector('.panel-item-invalid');
    expect(invalid?.querySelector('.panel-field-error')?.textContent).toBe('This link is not allowed');
  });
});

describe('the rich text field', () => {
  it('edits rich text with TipTap and hands on sanitised HTML', async () => {
    const { container, latest } = await panel('text', { text: '<p>Hello</p>' });
    await settle();
    const content = container.querySelector('.panel-rich-text-content');
    expect(content?.getAttribute('role')).toBe('textbox');
    expect(content?.innerHTML).toContain('Hello');
    expect(container.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe('Text formatting');
    const text = content?.querySelector('p')?.firstChild;
    if (!text) throw new Error('no text');
    await act(async () => {
      text.textContent = 'Hello there';
    });
    await settle(20);
    expect(latest()).toEqual({ text: '<p>Hello there</p>' });
  });
});
