// @vitest-environment jsdom
import { act, type ReactNode, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block, Page } from '../../../core/blocks/types';
import { EDITOR_MESSAGES, type InsertTarget, moveBlock, resizeBlock } from '../../../core/page-editor';
import { order, samplePage, testBlock, testEnvironment, testPage } from '../../../core/page-editor/testing';
import { CanvasDragLayer } from './canvas-drag-layer';

const env = testEnvironment();
type Box = { x: number; y: number; width: number; height: number };
const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

/** The sample page laid out on a 1200 px canvas (as in drop-slots.test.ts). */
const SAMPLE_BOXES: Record<string, Box> = {
  show: box(0, 0, 1200, 400),
  row: box(0, 420, 1200, 200),
  'row-text': box(0, 420, 600, 200),
  'row-button': box(600, 420, 600, 200),
  grid: box(0, 640, 1200, 300),
  'card-1': box(0, 640, 600, 300),
  'card-2': box(600, 640, 600, 300),
  text: box(0, 960, 600, 100),
  image: box(600, 960, 600, 100),
};
let boxes: Record<string, Box> = SAMPLE_BOXES;
let canvasWidth = 1200;

/** jsdom lays nothing out: blocks get their boxes from `boxes`, the canvas and grid the whole width. */
function stubLayout() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const uid = this.dataset.blockUid;
    const found = uid
      ? boxes[uid]
      : this.matches('.test-canvas, .blocks')
        ? box(0, 0, canvasWidth, 2000)
        : undefined;
    if (!found) return original.call(this);
    const { x, y, width, height } = found;
    return {
      x,
      y,
      width,
      height,
      left: x,
      top: y,
      right: x + width,
      bottom: y + height,
      toJSON: () => found,
    };
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.matches('.test-canvas') ? canvasWidth : 0;
  });
}

function Frames({ blocks }: { blocks: readonly Block[] }): ReactNode {
  return blocks
    .filter((block) => !block.flags.deleted)
    .map((block) => (
      <div key={block.uid} data-block-uid={block.uid} className="blocks-cell">
        {block.type}
        {block.type === 'slideshow' ? null : <Frames blocks={block.items} />}
      </div>
    ));
}

interface Calls {
  moves: [string, InsertTarget][];
  resizes: [string, { x: number; y: number }][];
  pages: Page[];
}

function Harness({ initial, calls, selected }: { initial: Page; calls: Calls; selected?: string }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(initial);
  const [selectedUid, setSelectedUid] = useState<string | null>(selected ?? null);
  const change = (next: Page) => {
    calls.pages.push(next);
    setPage(next);
  };
  return (
    <div ref={canvas} className="test-canvas" style={{ position: 'relative' }}>
      <section className="blocks" style={{ columnGap: '24px' }}>
        <Frames blocks={page.blocks} />
      </section>
      <p data-testid="selected">{selectedUid}</p>
      <CanvasDragLayer
        page={page}
        env={env}
        canvas={canvas}
        selectedUid={selectedUid}
        onSelect={setSelectedUid}
        onMove={(uid, target) => {
          calls.moves.push([uid, target]);
          change(moveBlock(page, uid, target));
        }}
        onResize={(uid, size) => {
          calls.resizes.push([uid, size]);
          change(resizeBlock(page, uid, size.x, env.registry));
        }}
      />
    </div>
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;
beforeEach(() => {
  listen();
  boxes = SAMPLE_BOXES;
  canvasWidth = 1200;
  stubLayout();
});
afterEach(() => {
  listening?.disconnect();
  act(() => root?.unmount());
  host?.remove();
  root = null;
  vi.restoreAllMocks();
});

async function mount(initial: Page = samplePage(), selected?: string) {
  const calls: Calls = { moves: [], resizes: [], pages: [] };
  host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host as HTMLElement);
    root.render(<Harness initial={initial} calls={calls} selected={selected} />);
  });
  return { calls };
}

const tick = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const frame = () => act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function handle(title: string): HTMLElement {
  const found = host?.querySelector<HTMLElement>(`button[aria-label="Drag ${title} block"]`);
  if (!found) throw new Error(`no handle for ${title}`);
  return found;
}

function key(target: EventTarget, code: string) {
  const keys: Record<string, string> = { Space: ' ', Enter: 'Enter', Escape: 'Escape' };
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { code, key: keys[code] ?? code, bubbles: true }));
  });
}

function pointer(target: EventTarget, type: string, x: number, y: number) {
  act(() => {
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        pointerId: 1,
        clientX: x,
        clientY: y,
      }),
    );
  });
}

/** Everything dnd-kit's live region has said since the test began. */
let heard: string[] = [];
let listening: MutationObserver | null = null;
function listen() {
  heard = [];
  listening = new MutationObserver(() => {
    for (const region of document.querySelectorAll('[id^="DndLiveRegion"]')) {
      const text = region.textContent ?? '';
      if (text !== '' && heard.at(-1) !== text) heard.push(text);
    }
  });
  listening.observe(document.body, { subtree: true, childList: true, characterData: true });
}
const announced = () => heard.join(' | ');

describe('the canvas drag layer', () => {
  it('gives every measured block a labelled handle but the fixed slideshow, and selects on click', async () => {
    await mount();
    const labels = [...(host?.querySelectorAll('.canvas-dnd-handle') ?? [])].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(labels).toEqual([
      'Drag Row block',
      'Drag Text block',
      'Drag Button block',
      'Drag Grid block',
      'Drag Card block',
      'Drag Card block',
      'Drag Text block',
      'Drag Image block',
    ]);
    const image = handle('Image');
    expect(image.style.left).toBe('604px');
    expect(image.style.top).toBe('964px');
    // Items sit a step to the right of their container's handle.
    expect(host?.querySelector<HTMLElement>('[data-handle-for="row-text"]')?.style.left).toBe('44px');
    act(() => image.click());
    expect(host?.querySelector('[data-testid="selected"]')?.textContent).toBe('image');
    expect(image.dataset.shown).toBe('true');
  });

  it('measures the blocks again when the page changes, at most once a frame, and ignores its own changes', async () => {
    await mount();
    const image = handle('Image');
    expect(image.style.top).toBe('964px');
    boxes = { ...SAMPLE_BOXES, image: box(600, 1200, 600, 100) };
    // Its own DOM (a handle shown on hover) is no reason to measure.
    act(() => image.setAttribute('class', 'canvas-dnd-handle moved'));
    await frame();
    expect(handle('Image').style.top).toBe('964px');
    // A change in the page is.
    act(() => host?.querySelector('[data-block-uid="text"]')?.classList.add('taller'));
    await frame();
    expect(handle('Image').style.top).toBe('1204px');
  });

  it('moves a block by keyboard between the places it may go and announces it in plain words', async () => {
    const { calls } = await mount();
    const text = host?.querySelector<HTMLElement>('[data-handle-for="text"]') as HTMLElement;
    act(() => text.focus());
    key(text, 'Space');
    await tick();
    expect(announced()).toContain('Picked up Text block at position 4 of the page.');
    // From its place (page position 4) up: the grid's end, then between the two cards.
    key(text, 'ArrowUp');
    await tick();
    expect(announced()).toContain('Text block is over position 3 in Grid.');
    expect(host?.querySelector('.canvas-dnd-slot[data-over]')?.getAttribute('data-slot')).toBe('slot:grid:2');
    key(text, 'ArrowUp');
    await tick();
    expect(announced()).toContain('Text block is over position 2 in Grid.');
    key(text, 'Space');
    await tick();
    expect(calls.moves).toEqual([['text', { parent: 'grid', index: 1 }]]);
    expect(announced()).toContain('Moved Text block into Grid at position 2 in Grid.');
    const grid = calls.pages.at(-1)?.blocks.find((block) => block.uid === 'grid');
    expect(order(grid?.items ?? [])).toEqual(['card-1', 'text', 'card-2']);
    await frame();
    expect(document.activeElement?.getAttribute('data-handle-for')).toBe('text');
  });

  it('never moves above the fixed slideshow and leaves the page alone on escape', async () => {
    const { calls } = await mount();
    const row = host?.querySelector<HTMLElement>('[data-handle-for="row"]') as HTMLElement;
    act(() => row.focus());
    key(row, 'Enter');
    await tick();
    for (let step = 0; step < 5; step += 1) key(row, 'ArrowUp');
    await tick();
    // The first place offered is after the slideshow: where the row already is.
    expect(announced()).toContain('Picked up Row block at position 2 of the page.');
    expect(host?.querySelector('.canvas-dnd-slot[data-over]')?.getAttribute('data-slot')).toBe('slot:page:1');
    expect(announced()).not.toContain('position 1 of the page');
    key(row, 'ArrowDown');
    await tick();
    expect(announced()).toContain('Row block is over position 3 of the page.');
    key(row, 'Escape');
    await tick();
    expect(announced()).toContain('Moving the Row block was cancelled.');
    expect(calls.moves).toEqual([]);
    expect(host?.querySelectorAll('.canvas-dnd-slot')).toHaveLength(0);
  });

  it('drops where the pointer is after a small move, shows the line, and moves once on release', async () => {
    const { calls } = await mount();
    const image = handle('Image');
    pointer(image, 'pointerdown', 610, 970);
    pointer(document, 'pointermove', 620, 970);
    await tick();
    // Over the row's button, right half: after it, inside the row.
    pointer(document, 'pointermove', 1000, 520);
    await tick();
    expect(host?.querySelector('.canvas-dnd-slot[data-over]')?.getAttribute('data-slot')).toBe('slot:row:2');
    const chip = host?.querySelector<HTMLElement>('.canvas-dnd-chip');
    expect(chip?.textContent).toBe('Image block');
    expect(chip?.style.transform).toBe('translate3d(390px, -450px, 0)');
    expect(calls.moves).toEqual([]);
    pointer(document, 'pointerup', 1000, 520);
    await tick();
    expect(calls.moves).toEqual([['image', { parent: 'row', index: 2 }]]);
    const row = calls.pages.at(-1)?.blocks.find((block) => block.uid === 'row');
    expect(order(row?.items ?? [])).toEqual(['row-text', 'row-button', 'image']);
    expect(host?.querySelector('.canvas-dnd-chip')).toBeNull();
  });

  it('shows why a container refuses the block and drops nothing there', async () => {
    const page = testPage([...samplePage().blocks, testBlock('banner', 'banner')]);
    boxes = { ...SAMPLE_BOXES, banner: box(0, 1080, 1200, 300) };
    const { calls } = await mount(page);
    const banner = handle('Banner');
    pointer(banner, 'pointerdown', 10, 1090);
    pointer(document, 'pointermove', 10, 1080);
    await tick();
    pointer(document, 'pointermove', 300, 800);
    await tick();
    const refusal = EDITOR_MESSAGES.incompatibleWithContainer('Banner', 'Grid');
    expect(host?.querySelector('.canvas-dnd-refusal')?.textContent).toBe(refusal);
    pointer(document, 'pointerup', 300, 800);
    await tick();
    expect(calls.moves).toEqual([]);
    expect(announced()).toContain('Banner block was dropped where it was.');
  });

  it('is a click, not a drag, when the pointer barely moves', async () => {
    const { calls } = await mount();
    const image = handle('Image');
    pointer(image, 'pointerdown', 610, 970);
    pointer(document, 'pointermove', 612, 971);
    pointer(document, 'pointerup', 612, 971);
    await tick();
    expect(calls.moves).toEqual([]);
    expect(host?.querySelector('.canvas-dnd-chip')).toBeNull();
  });
});

describe('resizing the selected page block', () => {
  const slider = () => host?.querySelector<HTMLElement>('[role="slider"]') as HTMLElement;

  it('is a slider on the 12-column grid that the arrows change by one column, never below the minimum', async () => {
    const page = testPage([testBlock('text', 'text', { size: { x: 6, y: 1 } })]);
    boxes = { text: box(0, 0, 588, 100) };
    const { calls } = await mount(page, 'text');
    await frame();
    expect(slider().getAttribute('aria-label')).toBe('Width of the Text block');
    expect(slider().getAttribute('aria-valuenow')).toBe('6');
    expect(slider().getAttribute('aria-valuemin')).toBe('3');
    expect(slider().getAttribute('aria-valuemax')).toBe('12');
    expect(slider().getAttribute('aria-valuetext')).toBe('6 of 12 columns');
    key(slider(), 'ArrowRight');
    expect(calls.resizes).toEqual([['text', { x: 7, y: 1 }]]);
    expect(slider().getAttribute('aria-valuetext')).toBe('7 of 12 columns');
    expect(host?.querySelector('.canvas-dnd-width')?.textContent).toBe('7 of 12 columns');
    key(slider(), 'Home');
    expect(calls.resizes.at(-1)).toEqual(['text', { x: 3, y: 1 }]);
    key(slider(), 'ArrowLeft');
    expect(calls.resizes).toHaveLength(2);
    key(slider(), 'End');
    expect(calls.resizes.at(-1)).toEqual(['text', { x: 12, y: 1 }]);
  });

  it('snaps a pointer drag to columns, previews it, and resizes once on release', async () => {
    const page = testPage([testBlock('text', 'text', { size: { x: 6, y: 1 } })]);
    boxes = { text: box(0, 0, 588, 100) };
    const { calls } = await mount(page, 'text');
    await frame();
    // 1200 px, 12 columns and 11 gaps of 24 px: a column and a gap are 102 px.
    pointer(slider(), 'pointerdown', 588, 50);
    pointer(slider(), 'pointermove', 588 + 160, 50);
    pointer(slider(), 'pointermove', 588 + 210, 50);
    const preview = host?.querySelector<HTMLElement>('.canvas-dnd-resize-preview');
    expect(preview?.style.width).toBe(`${8 * 102 - 24}px`);
    expect(host?.querySelector('.canvas-dnd-width')?.textContent).toBe('8 of 12 columns');
    expect(calls.resizes).toEqual([]);
    pointer(slider(), 'pointerup', 588 + 210, 50);
    expect(calls.resizes).toEqual([['text', { x: 8, y: 1 }]]);
    expect(host?.querySelector('.canvas-dnd-resize-preview')).toBeNull();
  });

  it('keeps a banner at its minimum, has no width handles on items, and uses 6 columns on a phone', async () => {
    const page = testPage([
      testBlock('banner', 'banner'),
      testBlock('text', 'text', { size: { x: 6, y: 1 } }),
    ]);
    boxes = { banner: box(0, 0, 1200, 300), text: box(0, 320, 588, 100) };
    const { calls } = await mount(page, 'banner');
    await frame();
    expect(slider().getAttribute('aria-valuemin')).toBe('12');
    key(slider(), 'ArrowLeft');
    expect(calls.resizes).toEqual([]);

    act(() => root?.unmount());
    root = null;
    host?.remove();
    await mount(samplePage(), 'row-text');
    expect(host?.querySelector('[role="slider"]')).toBeNull();

    act(() => root?.unmount());
    root = null;
    host?.remove();
    boxes = { text: box(0, 0, 180, 100) };
    canvasWidth = 375;
    const phone = await mount(testPage([testBlock('text', 'text', { size: { x: 6, y: 1 } })]), 'text');
    expect(slider().getAttribute('aria-valuemax')).toBe('6');
    expect(slider().getAttribute('aria-valuetext')).toBe('3 of 6 columns');
    key(slider(), 'ArrowRight');
    expect(phone.calls.resizes).toEqual([['text', { x: 8, y: 1 }]]);
    expect(slider().getAttribute('aria-valuetext')).toBe('4 of 6 columns');
  });
});
