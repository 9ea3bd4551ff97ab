/**
 * Tests only: the block panel mounted in jsdom with pickers that answer from memory, and small helpers to
 * act on it as a merchant would (keyboard and clicks).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LinkChoice } from '../../../core/store';
import { BlockPanel, type BlockPanelProps } from './block-panel';
import type { EditorPickers, LibraryImage } from './picker-api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const CHOICES: LinkChoice[] = [
  { text: 'Summer', href: '/collection/summer/', type: 'collection' },
  { text: 'Ocean mug', href: '/product/ocean-mug/', type: 'product' },
  { text: 'About us', href: '/about/', type: 'page' },
  { text: 'Blog', href: '/blog/', type: 'blog' },
  { text: 'Chat with us', href: '@open-chat', type: 'action' },
  { text: 'Design studio', href: '/studio/', type: 'studio' },
];

export const LIBRARY: LibraryImage[] = [
  {
    id: 1,
    name: 'Hero.png',
    type: 'image',
    mimeType: 'image/png',
    width: 1600,
    height: 900,
    altText: '',
    path: '/media/library/7/hero.png',
    thumbnail: '/images/library/7/hero.png?w=160',
  },
  {
    id: 2,
    name: 'Price list.pdf',
    type: 'file',
    mimeType: 'application/pdf',
    width: null,
    height: null,
    altText: '',
    path: '/media/library/7/prices.pdf',
    thumbnail: null,
  },
];

export interface FakePickers extends EditorPickers {
  searches: string[];
  uploads: string[];
}

export function fakePickers(): FakePickers {
  const pickers: FakePickers = {
    searches: [],
    uploads: [],
    searchLinks: async (search) => {
      pickers.searches.push(search);
      return CHOICES.filter((choice) => choice.text.toLowerCase().includes(search.toLowerCase()));
    },
    listFiles: async (search) =>
      LIBRARY.filter((file) => file.name.toLowerCase().includes(search.toLowerCase())),
    upload: async (_file, name, onProgress) => {
      pickers.uploads.push(name);
      onProgress(0.5);
      onProgress(1);
      return {
        ok: true,
        file: { ...(LIBRARY[0] as LibraryImage), id: 3, name, path: '/media/library/7/uploaded.png' },
      };
    },
  };
  return pickers;
}

export interface Mounted {
  container: HTMLElement;
  /** Every value the panel handed on, latest last. */
  changes: Record<string, unknown>[];
  latest(): Record<string, unknown> | undefined;
  unmount(): void;
}

type HostProps = Omit<BlockPanelProps, 'onChange' | 'value'> & {
  value?: Record<string, unknown>;
  changes: Record<string, unknown>[];
};

/** Keeps the panel's value as the editor would, recording every change. */
function PanelHost({ changes, value: initial, ...props }: HostProps) {
  const [value, setValue] = useState<Record<string, unknown>>(initial ?? {});
  return (
    <BlockPanel
      {...props}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

/** Mounts a panel that keeps its own value, recording every change. */
export async function mountPanel(
  props: Omit<BlockPanelProps, 'onChange' | 'value'> & { value?: Record<string, unknown> },
): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const changes: Record<string, unknown>[] = [];
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(<PanelHost {...props} changes={changes} />);
  });
  return {
    container,
    changes,
    latest: () => changes[changes.length - 1],
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and timers (debounced searches) settle inside act. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Types into an input or text area as React sees it. */
export async function typeInto(element: Element | null, text: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error('not a text control');
  }
  const prototype =
    element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => {
    element.click();
  });
}

export async function press(element: Element | null | undefined, key: string, code = key): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to press on');
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  });
}

/** The control a label names (by its text). */
export function byLabel(container: HTMLElement, text: string): HTMLElement | null {
  const label = [...container.querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.trim() === text,
  );
  const id = label?.getAttribute('for');
  if (id) return container.ownerDocument.getElementById(id);
  return label?.querySelector('input, select, textarea') ?? null;
}

export function buttonNamed(container: HTMLElement, name: string | RegExp): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((button) => {
    const text = button.getAttribute('aria-label') ?? button.textContent ?? '';
    return typeof name === 'string' ? text.trim() === name : name.test(text);
  });
}
