// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../core/blocks';
import { testBlock, testPage } from '../../../core/page-editor/testing';
import type { EditorViewport } from '../../../core/page-editor/viewports';
import { documentMessage, frameMessage } from './protocol';
import { ViewportPreview } from './viewport-preview';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const firstPage = testPage([testBlock('text', 'intro')]);

/** Animation frames run when the test says so. */
let frames: FrameRequestCallback[] = [];
const runFrames = () =>
  act(async () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  });

let root: Root | null = null;
let container: HTMLElement;
const handlers = { onSelect: vi.fn(), onAdd: vi.fn(), onClose: vi.fn(), onFill: vi.fn() };

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  for (const handler of Object.values(handlers)) handler.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
});

async function show(page: Page, viewport: EditorViewport = 'md', selectedUid: string | null = null) {
  await act(async () => {
    root?.render(
      <ViewportPreview
        page={page}
        viewport={viewport}
        path="/about/"
        selectedUid={selectedUid}
        {...handlers}
      />,
    );
  });
}

const frame = () => container.querySelector('iframe') as HTMLIFrameElement;
const framePosts = () => {
  const target = frame().contentWindow as Window;
  return vi.spyOn(target, 'postMessage');
};

async function fromFrame(
  data: unknown,
  source: unknown = frame().contentWindow,
  origin = window.location.origin,
) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  await act(async () => {
    window.dispatchEvent(event);
  });
}

describe('ViewportPreview', () => {
  it('frames the page in preview at the viewport’s width, labelled, with a Close button', async () => {
    await show(firstPage, 'md');
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe(
      container.querySelector('.viewport-preview-label')?.id,
    );
    expect(container.querySelector('.viewport-preview-label')?.textContent).toBe('Previewing at md (768 px)');
    expect(frame().getAttribute('src')).toBe('/about/?preview=1&editorFrame=1');
    expect(frame().getAttribute('width')).toBe('768');
    expect(frame().title).toBe('The page at md, 768 px wide');
    await show(firstPage, 'xs');
    expect(container.querySelector('.viewport-preview-label')?.textContent).toBe('Previewing at xs (375 px)');
    expect(frame().getAttribute('width')).toBe('375');

    const close = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Close');
    await act(async () => close?.click());
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      close?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the real width and shrinks the frame when the editor is narrower', async () => {
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    clientWidth.mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('viewport-preview-stage') ? 384 : 0;
    });
    await show(firstPage, 'md');
    expect(frame().getAttribute('width')).toBe('768');
    expect(frame().style.transform).toBe('scale(0.5)');
    expect((container.querySelector('.viewport-preview-scaler') as HTMLElement).style.width).toBe('384px');
    expect(container.querySelector('.viewport-preview-scale')?.textContent).toBe('Shown at 50%');
    await show(firstPage, 'xs');
    expect(frame().style.transform).toBe('');
    expect(frame().style.borderWidth).toBe('0px');
    expect(container.querySelector('.viewport-preview-scale')).toBeNull();
  });

  it('posts the live document when the frame is ready and when it loads, to this origin only', async () => {
    await show(firstPage, 'md', 'intro');
    const posts = framePosts();
    await fromFrame(frameMessage({ type: 'ready' }));
    expect(posts.mock.calls).toEqual([[documentMessage(firstPage, 'intro'), window.location.origin]]);
    await act(async () => {
      frame().dispatchEvent(new Event('load'));
    });
    expect(posts).toHaveBeenCalledTimes(2);
  });

  it('posts every change once an animation frame, always the latest', async () => {
    await show(firstPage);
    await runFrames();
    const posts = framePosts();
    const second = testPage([testBlock('text', 'intro'), testBlock('text', 'added')]);
    const third = testPage([testBlock('text', 'added')]);
    await show(second);
    await show(third, 'md', 'added');
    expect(posts).not.toHaveBeenCalled();
    await runFrames();
    expect(posts.mock.calls).toEqual([[documentMessage(third, 'added'), window.location.origin]]);
    await runFrames();
    expect(posts).toHaveBeenCalledTimes(1);
  });

  it('turns the frame’s Edit and Add into onSelect, onAdd and onFill', async () => {
    await show(firstPage);
    await fromFrame(frameMessage({ type: 'edit', uid: 'intro' }));
    await fromFrame(frameMessage({ type: 'add', position: 1 }));
    await fromFrame(frameMessage({ type: 'fill', uid: 'ph', parent: 'grid', order: 0 }));
    expect(handlers.onSelect.mock.calls).toEqual([['intro']]);
    expect(handlers.onAdd.mock.calls).toEqual([[1]]);
    expect(handlers.onFill.mock.calls).toEqual([[{ uid: 'ph', parent: 'grid', order: 0 }]]);
  });

  it('ignores messages from other windows, other origins and malformed ones', async () => {
    await show(firstPage);
    const posts = framePosts();
    await fromFrame(frameMessage({ type: 'edit', uid: 'intro' }), window);
    await fromFrame(
      frameMessage({ type: 'edit', uid: 'intro' }),
      frame().contentWindow,
      'https://evil.example',
    );
    await fromFrame({ type: 'edit', uid: 'intro' });
    await fromFrame({ ...frameMessage({ type: 'add', position: 1 }), version: 2 });
    await fromFrame(frameMessage({ type: 'ready' }), window);
    expect(handlers.onSelect).not.toHaveBeenCalled();
    expect(handlers.onAdd).not.toHaveBeenCalled();
    expect(posts).not.toHaveBeenCalled();
  });
});
