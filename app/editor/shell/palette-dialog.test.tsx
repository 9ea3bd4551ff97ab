// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { EDITOR_MESSAGES, PAGE_CONTAINER } from '../../../core/page-editor';
import { testEnvironment } from '../../../core/page-editor/testing';
import { typeInto } from '../panel/panel-testing';
import { PaletteDialog } from './palette-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
});

async function mount(options: {
  kind?: 'subdomain' | 'store-platform';
  isPro?: boolean;
  containerType?: string;
}) {
  const picks: string[] = [];
  let closed = 0;
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container as HTMLElement);
    root.render(
      <PaletteDialog
        env={testEnvironment(options.isPro ?? false)}
        page={{ kind: options.kind ?? 'subdomain', layout: 'standard' }}
        containerType={options.containerType ?? PAGE_CONTAINER}
        containerName="page"
        onPick={(type) => picks.push(type)}
        onClose={() => {
          closed += 1;
        }}
      />,
    );
  });
  const dialog = container.querySelector('dialog') as HTMLDialogElement;
  const entry = (title: string) =>
    [...dialog.querySelectorAll<HTMLButtonElement>('.palette-entry')].find(
      (button) => button.firstChild?.textContent === title,
    );
  return { dialog, entry, picks, closed: () => closed };
}

const press = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('the block palette', () => {
  it('groups what the container takes, searches by title and picks by keyboard', async () => {
    const { dialog, entry, picks } = await mount({});
    const headings = [...dialog.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(headings).toContain('Layout');
    expect(headings).toContain('Content');
    expect(entry('Slide')).toBeUndefined();
    const search = dialog.querySelector('input[type="search"]') as HTMLInputElement;
    await typeInto(search, 'tex');
    expect([...dialog.querySelectorAll('.palette-entry')].map((button) => button.textContent)).toEqual([
      'Text',
    ]);
    await press(search, 'ArrowDown');
    expect(document.activeElement).toBe(entry('Text'));
    await press(document.activeElement as Element, 'ArrowUp');
    expect(document.activeElement).toBe(search);
    act(() => entry('Text')?.click());
    expect(picks).toEqual(['text']);
  });

  it('offers only slides inside a slideshow', async () => {
    const { dialog } = await mount({ containerType: 'slideshow' });
    expect([...dialog.querySelectorAll('.palette-entry')].map((button) => button.textContent)).toEqual([
      'Slide',
    ]);
  });

  it('marks pro-only blocks and refuses them with the 402 message on a store without pro', async () => {
    const { dialog, entry, picks } = await mount({ kind: 'store-platform' });
    const pro = entry('Pro benefits');
    expect(pro?.textContent).toBe('Pro benefits Pro');
    expect(pro?.getAttribute('aria-disabled')).toBe('true');
    act(() => pro?.click());
    expect(picks).toEqual([]);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      `${ERROR_MESSAGES.proRequired}: ${EDITOR_MESSAGES.proRequired('Pro benefits')}`,
    );
  });

  it('lets a pro store pick them', async () => {
    const { entry, picks } = await mount({ kind: 'store-platform', isPro: true });
    expect(entry('Pro benefits')?.getAttribute('aria-disabled')).toBeNull();
    act(() => entry('Pro benefits')?.click());
    expect(picks).toEqual(['proBenefits']);
  });

  it('closes on Escape and on Cancel', async () => {
    const { dialog, closed } = await mount({});
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(closed()).toBe(1);
    const cancel = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Cancel');
    act(() => cancel?.click());
    expect(closed()).toBe(2);
  });
});
