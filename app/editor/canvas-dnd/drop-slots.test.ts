import { describe, expect, it } from 'vitest';
import { EDITOR_MESSAGES, moveBlock } from '../../../core/page-editor';
import {
  order,
  samplePage,
  testBlock,
  testEnvironment,
  testPage,
  withItems,
} from '../../../core/page-editor/testing';
import { type DropLayout, dropAtPoint, dropLayout, slotId } from './drop-slots';
import type { Rect } from './geometry';

const env = testEnvironment();
const box = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

/**
 * The sample page on a 1200 px canvas: the slideshow, then the row (two items side by side), the grid
 * (two cards), then a text and an image side by side (6 columns each).
 */
const sampleRects = new Map<string, Rect>([
  ['show', box(0, 0, 1200, 400)],
  ['row', box(0, 420, 1200, 200)],
  ['row-text', box(0, 420, 600, 200)],
  ['row-button', box(600, 420, 600, 200)],
  ['grid', box(0, 640, 1200, 300)],
  ['card-1', box(0, 640, 600, 300)],
  ['card-2', box(600, 640, 600, 300)],
  ['text', box(0, 960, 600, 100)],
  ['image', box(600, 960, 600, 100)],
]);

function layoutFor(uid: string, page = samplePage(), rects = sampleRects): DropLayout {
  const layout = dropLayout(page, uid, rects, env);
  if (!layout) throw new Error(`no layout for ${uid}`);
  return layout;
}

const ids = (layout: DropLayout) => layout.slots.map((slot) => slot.id);

describe('drop slots', () => {
  it('lists the page and container slots in reading order, nothing before the fixed slideshow', () => {
    const layout = layoutFor('text');
    expect(ids(layout)).toEqual([
      // The slideshow takes only slides: no slot inside it, and none before it.
      'slot:page:1',
      'slot:row:0',
      'slot:row:1',
      'slot:row:2',
      'slot:page:2',
      'slot:grid:0',
      'slot:grid:1',
      'slot:grid:2',
      'slot:page:3',
      'slot:page:4',
    ]);
    expect(layout.refused.map((entry) => [entry.uid, entry.message])).toEqual([
      ['show', EDITOR_MESSAGES.incompatibleWithContainer('Text', 'Slideshow')],
    ]);
    // The text is the fourth live block; without it, its place is index 3.
    expect(layout.slots[layout.current]?.target).toEqual({ parent: null, index: 3 });
    expect(layout.here).toEqual({ target: { parent: null, index: 3 }, containerName: 'page' });
  });

  it('leaves out the slots inside the dragged block and the containers that refuse it', () => {
    const layout = layoutFor('grid');
    expect(ids(layout)).toEqual([
      'slot:page:1',
      'slot:row:0',
      'slot:row:1',
      'slot:row:2',
      'slot:page:2',
      'slot:page:3',
      'slot:page:4',
    ]);
    expect(ids(layout).some((id) => id.startsWith('slot:grid'))).toBe(false);
    const banner = testBlock('banner', 'banner');
    const page = testPage([...samplePage().blocks, banner]);
    const rects = new Map(sampleRects).set('banner', box(0, 1080, 1200, 300));
    const bannerLayout = layoutFor('banner', page, rects);
    expect(bannerLayout.slots.every((slot) => slot.target.parent === null)).toBe(true);
    expect(bannerLayout.refused.map((entry) => entry.message)).toEqual([
      EDITOR_MESSAGES.incompatibleWithContainer('Banner', 'Slideshow'),
      EDITOR_MESSAGES.incompatibleWithContainer('Banner', 'Row'),
      EDITOR_MESSAGES.incompatibleWithContainer('Banner', 'Grid'),
    ]);
  });

  it('gives no layout for the fixed slideshow or an unknown block', () => {
    expect(dropLayout(samplePage(), 'show', sampleRects, env)).toBeNull();
    expect(dropLayout(samplePage(), 'nothing', sampleRects, env)).toBeNull();
  });

  it('draws lines between blocks side by side and across blocks alone on their line', () => {
    const layout = layoutFor('row-text');
    const byId = new Map(layout.slots.map((slot) => [slot.id, slot]));
    // text | image share a line: the slot between them is a vertical line at their meeting edge.
    expect(byId.get('slot:page:4')).toMatchObject({ orientation: 'vertical' });
    expect(byId.get('slot:page:4')?.line.x).toBe(598);
    // The row's only item left is the button: lines above and below it.
    expect(byId.get('slot:row:0')).toMatchObject({ orientation: 'horizontal' });
    expect(byId.get('slot:row:1')).toMatchObject({ orientation: 'horizontal' });
    // Between the slideshow and the row (both alone on their line): a horizontal line in the gap.
    expect(byId.get('slot:page:1')?.line).toEqual({ x: 0, y: 408, width: 1200, height: 4 });
  });

  it('offers a box inside an empty container', () => {
    const page = testPage([testBlock('text', 'text'), testBlock('row', 'empty-row')]);
    const rects = new Map([
      ['text', box(0, 0, 1200, 100)],
      ['empty-row', box(0, 120, 1200, 80)],
    ]);
    const slot = layoutFor('text', page, rects).slots.find((entry) => entry.target.parent === 'empty-row');
    expect(slot).toMatchObject({ orientation: 'box', line: { x: 4, y: 124, width: 1192, height: 72 } });
  });
});

describe('the drop under the pointer', () => {
  const at = (layout: DropLayout, x: number, y: number) => {
    const drop = dropAtPoint(layout, { x, y });
    if (drop?.kind === 'slot') return drop.slot.id;
    if (drop?.kind === 'refused') return drop.container.message;
    return null;
  };

  it('picks the page slot by the halves of blocks alone on their line and of blocks side by side', () => {
    const layout = layoutFor('row-text');
    expect(at(layout, 900, 1000)).toBe('slot:page:5'); // right half of the image: after it
    expect(at(layout, 100, 1000)).toBe('slot:page:3'); // left half of the text: before it
    expect(at(layout, 700, 1000)).toBe('slot:page:4'); // left half of the image: between the two
    expect(at(layout, 600, 2000)).toBe('slot:page:5'); // below everything: the end
  });

  it('goes into a container away from its edges and stays on the page at its edges', () => {
    const layout = layoutFor('text');
    expect(at(layout, 200, 700)).toBe(slotId({ parent: 'grid', index: 0 }));
    expect(at(layout, 1000, 700)).toBe(slotId({ parent: 'grid', index: 2 }));
    // Within the grid's top 16 px: the page, in the grid's top half, so before the grid.
    expect(at(layout, 300, 645)).toBe('slot:page:2');
  });

  it('answers a refusing container with its message and never offers the place before the slideshow', () => {
    const layout = layoutFor('text');
    expect(at(layout, 600, 200)).toBe(EDITOR_MESSAGES.incompatibleWithContainer('Text', 'Slideshow'));
    // The slideshow's top edge is the page; its index 0 is not offered, so the nearest slot is after it.
    expect(at(layout, 600, 2)).toBe('slot:page:1');
  });

  it('gives targets that moveBlock carries out', () => {
    const page = samplePage();
    const layout = layoutFor('text', page);
    const drop = dropAtPoint(layout, { x: 200, y: 700 });
    if (drop?.kind !== 'slot') throw new Error('expected a slot');
    const moved = moveBlock(page, 'text', drop.slot.target);
    const grid = moved.blocks.find((block) => block.uid === 'grid');
    expect(order(grid?.items ?? [])).toEqual(['text', 'card-1', 'card-2']);
    expect(order(moved.blocks)).toEqual(['show', 'row', 'grid', 'image']);
  });

  it('keeps a grid in a row reachable: the deepest container wins', () => {
    const inner = withItems(testBlock('grid', 'inner'), [testBlock('card', 'c1')]);
    const row = withItems(testBlock('row', 'row'), [inner]);
    const page = testPage([row, testBlock('card', 'loose')]);
    const rects = new Map([
      ['row', box(0, 0, 1200, 400)],
      ['inner', box(0, 0, 1200, 400)],
      ['c1', box(0, 0, 400, 400)],
      ['loose', box(0, 420, 400, 100)],
    ]);
    const layout = layoutFor('loose', page, rects);
    expect(at(layout, 800, 200)).toBe(slotId({ parent: 'inner', index: 1 }));
    expect(ids(layout)).toEqual([
      'slot:page:0',
      'slot:row:0',
      'slot:inner:0',
      'slot:inner:1',
      'slot:row:1',
      'slot:page:1',
    ]);
  });
});
