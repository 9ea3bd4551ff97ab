// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../core/blocks';
import { testBlock, testPage } from '../../../core/page-editor/testing';
import { DEFAULT_VISITOR } from '../../components/blocks/context';
import { FramedCanvas, sameOriginParent } from './framed-canvas';
import { documentMessage, frameMessage } from './protocol';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const text = (uid: string, words: string) =>
  testBlock('text', uid, { properties: { text: `<p>${words}</p>` } });
const loadedPage = testPage([text('intro', 'Saved words')]);

/** The editor's window as the frame sees it: same origin, recording what is posted to it. */
function fakeEditor() {
  return { location: { origin: window.location.origin }, postMessage: vi.fn() };
}

let editor: ReturnType<typeof fakeEditor>;
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  editor = fakeEditor();
  Object.defineProperty(window, 'parent', { configurable: true, get: () => editor });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  Object.defineProperty(window, 'parent', { configurable: true, get: () => window });
});

async function mountCanvas() {
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <FramedCanvas
        blocks={loadedPage.blocks}
        mode="preview"
        visitor={DEFAULT_VISITOR}
        data={{}}
        ySpacing={24}
        label="About us"
        path="/about/"
        faq={[]}
      />,
    );
  });
}

/** A message as the browser delivers it: `source` is the posting window. */
async function deliver(data: unknown, source: unknown, origin = window.location.origin) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  await act(async () => {
    window.dispatchEvent(event);
  });
}

const posted = () => editor.postMessage.mock.calls.map(([message, target]) => ({ message, target }));
const canvas = () => container.querySelector('.editor-frame-canvas') as HTMLElement;

describe('FramedCanvas', () => {
  it('shows the loaded page, then says it is ready, to the editor’s origin only', async () => {
    await mountCanvas();
    expect(canvas().textContent).toContain('Saved words');
    expect(canvas().dataset.editorFrame).toBe('listening');
    expect(posted()).toEqual([{ message: frameMessage({ type: 'ready' }), target: window.location.origin }]);
  });

  it('renders the posted live document with its selected block marked', async () => {
    await mountCanvas();
    const live: Page = {
      ...loadedPage,
      blocks: [...loadedPage.blocks, { ...text('fresh', 'Unsaved words'), order: 1 }],
    };
    await deliver(documentMessage(live, 'fresh'), editor);
    expect(canvas().textContent).toContain('Unsaved words');
    const selected = canvas().querySelectorAll('[data-editor-selected]');
    expect([...selected].map((element) => element.getAttribute('data-block-uid'))).toEqual(['fresh']);

    await deliver(documentMessage(live, 'intro'), editor);
    const now = canvas().querySelectorAll('[data-editor-selected]');
    expect([...now].map((element) => element.getAttribute('data-block-uid'))).toEqual(['intro']);
  });

  it('ignores documents from another window, another origin or another protocol version', async () => {
    await mountCanvas();
    const live: Page = { ...loadedPage, blocks: [text('other', 'Injected words')] };
    await deliver(documentMessage(live, null), window);
    await deliver(documentMessage(live, null), editor, 'https://elsewhere.example');
    await deliver({ ...documentMessage(live, null), version: 99 }, editor);
    await deliver({ type: 'document', page: live }, editor);
    expect(canvas().textContent).toContain('Saved words');
    expect(canvas().textContent).not.toContain('Injected words');
  });

  it('forwards Edit and Add new block to the editor', async () => {
    await mountCanvas();
    const live: Page = {
      ...loadedPage,
      blocks: [...loadedPage.blocks, { ...text('fresh', 'Unsaved words'), order: 1 }],
    };
    await deliver(documentMessage(live, null), editor);
    editor.postMessage.mockClear();
    const fresh = canvas().querySelector('[data-block-uid="fresh"]');
    const edit = fresh?.querySelector('button.block-edit') as HTMLButtonElement;
    await act(async () => edit.click());
    const adds = [...canvas().querySelectorAll('button.block-add')] as HTMLButtonElement[];
    expect(adds.map((button) => button.textContent)).toEqual([
      'Add new block',
      'Add new block',
      'Add new block',
    ]);
    await act(async () => adds[2]?.click());
    expect(posted()).toEqual([
      { message: frameMessage({ type: 'edit', uid: 'fresh' }), target: window.location.origin },
      { message: frameMessage({ type: 'add', position: 2 }), target: window.location.origin },
    ]);
  });

  it('keeps the frame on the page: links in blocks do not navigate', async () => {
    await mountCanvas();
    const live: Page = { ...loadedPage, blocks: [text('linked', '<a href="/elsewhere/">Away</a>')] };
    await deliver(documentMessage(live, null), editor);
    const link = canvas().querySelector('a[href="/elsewhere/"]') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
  });

  it('outside a frame, or framed by another origin, shows the page and posts nothing', async () => {
    Object.defineProperty(window, 'parent', { configurable: true, get: () => window });
    await mountCanvas();
    expect(canvas().textContent).toContain('Saved words');
    expect(canvas().dataset.editorFrame).toBe('loading');
    expect(editor.postMessage).not.toHaveBeenCalled();
  });
});

describe('sameOriginParent', () => {
  it('is the framing window of the same origin, else null', () => {
    const self = { location: { origin: 'https://shop.test' } } as unknown as Window & { parent: unknown };
    const framed = (parent: unknown) => ({ ...self, parent }) as unknown as Window;
    expect(sameOriginParent(framed({ location: { origin: 'https://shop.test' } }))).not.toBeNull();
    expect(sameOriginParent(framed({ location: { origin: 'https://evil.test' } }))).toBeNull();
    const crossOrigin = {
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(sameOriginParent(framed(crossOrigin))).toBeNull();
    const top = { location: { origin: 'https://shop.test' } } as { location: unknown; parent?: unknown };
    top.parent = top;
    expect(sameOriginParent(top as unknown as Window)).toBeNull();
  });
});
