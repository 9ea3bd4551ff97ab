import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MENU_DRAG_HELP } from './menu-drag';
import { MenuEditor } from './menu-editor';
import { toEditorItems } from './menu-tree';

const items = toEditorItems([
  { text: 'Shop', href: '/shop/', submenu: [{ text: 'Tees', href: 'not a url' }] },
  { text: 'Blog', href: '/blog/', segments: [{ title: 'Read', mode: 'list', items: [] }] },
]);

/** The errors the editor under test shows; set by render before each server render. */
let shownErrors: Record<string, string[]> = {};

function EditorUnderTest() {
  return <MenuEditor storeId={7} items={items} onItems={() => {}} errors={shownErrors} />;
}

const Stub = createRoutesStub([{ path: '/', Component: EditorUnderTest }]);

function render(errors: Record<string, string[]>) {
  shownErrors = errors;
  return renderToString(<Stub initialEntries={['/']} />).replaceAll('<!-- -->', '');
}

describe('the menu editor', () => {
  it('lists both levels with their drag handles and actions, items closed', () => {
    const html = render({});
    expect(html).toContain('aria-label="Move Shop, position 1 of 2"');
    expect(html).toContain('aria-label="Move Tees, position 1 of 1"');
    expect(html).toContain('Out of sub-menu');
    expect(html).toContain('1 segment');
    expect(html).not.toContain('Find a link in this store');
  });

  it('is one drag-and-drop tree: the sub-menu nested in its entry, keyboard moves between levels explained', () => {
    const html = render({});
    // Every handle, at both levels, is described by the one tree's keyboard instructions.
    const described = [...html.matchAll(/class="drag-handle"[^>]*aria-describedby="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(described.length).toBeGreaterThanOrEqual(3);
    expect(new Set(described).size).toBe(1);
    expect(MENU_DRAG_HELP).toContain('the right arrow key to put it into the sub-menu of the item above');
    // Shop's entry holds its box, then its sub-menu list with Tees.
    expect(html).toMatch(
      /<li class="menu-entry" data-level="1"><div[^>]*class="menu-item"[\s\S]*?Shop[\s\S]*?<ol class="menu-items" aria-label="Sub-menu of Shop"><li class="menu-entry" data-level="2">/,
    );
    // No note until a move is refused.
    expect(html).toMatch(/<p class="menu-move-note field-error" role="status"><\/p>/);
  });

  it('opens the items an error names, with the message at the field and the link picker', () => {
    const html = render({ '0.submenu.0.href': ['Please enter a valid url'], '1.segments.0.title': ['x'] });
    expect(html).toContain('Please enter a valid url');
    expect(html.match(/Find a link in this store/g)).toHaveLength(2);
    expect(html).toContain('Segments of Blog');
    // A sub-menu item has no segments of its own (two levels at most).
    expect(html.match(/Segments of/g)).toHaveLength(1);
  });
});
