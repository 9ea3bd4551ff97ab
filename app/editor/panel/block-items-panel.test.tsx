// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFromDefaults } from '../../../core/blocks/registry';
import type { Block } from '../../../core/blocks/types';
import { slide } from '../../../core/blocks/types/banner';
import { BlockItemsPanel } from './block-items-panel';
import { buttonNamed, byLabel, click, fakePickers, typeInto } from './panel-testing';

const makeSlide = (uid: string, title: string): Block =>
  buildFromDefaults(slide, { uid, parent: 'show', properties: { title } });

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function ItemsHost({ initial, errors, changes }: { initial: Block[]; errors: object; changes: Block[][] }) {
  const [items, setItems] = useState(initial);
  return (
    <BlockItemsPanel
      parent={{ uid: 'show' }}
      itemType="slide"
      label="Slides"
      items={items}
      errors={errors as Record<string, string[]>}
      pickers={fakePickers()}
      onChange={(next) => {
        changes.push(next);
        setItems(next);
      }}
    />
  );
}

async function mount(initial: Block[], errors = {}) {
  const changes: Block[][] = [];
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container as HTMLElement);
    root.render(<ItemsHost initial={initial} errors={errors} changes={changes} />);
  });
  return { container: container as HTMLElement, latest: () => changes[changes.length - 1] ?? [] };
}

const names = (element: HTMLElement) =>
  [...element.querySelectorAll('.panel-item-name')].map((name) => name.textContent);

describe('the block items panel (slides of a slideshow)', () => {
  it('adds a slide with its defaults under the parent, duplicates with a new uid, removes', async () => {
    const { container, latest } = await mount([makeSlide('a', 'First'), makeSlide('b', 'Second')]);
    expect(names(container)).toEqual(['First', 'Second']);
    await click(buttonNamed(container, 'Add a slide'));
    const added = latest()[2];
    expect(added).toMatchObject({ type: 'slide', parent: 'show' });
    expect(added?.properties).toMatchObject(slide.defaults);
    await click(buttonNamed(container, /^Duplicate.*First$/));
    const copy = latest()[1];
    expect(copy?.properties.title).toBe('First');
    expect(copy?.uid).not.toBe('a');
    expect(copy?.id).toBeNull();
    await click(buttonNamed(container, /^Remove.*Second$/));
    expect(latest().map((item) => item.properties.title)).toEqual([
      'First',
      'First',
      added?.properties.title,
    ]);
  });

  it('reorders from the keyboard and edits a slide in its own nested panel', async () => {
    const { container, latest } = await mount([makeSlide('a', 'First'), makeSlide('b', 'Second')]);
    await click(buttonNamed(container, /^Down.*First down$/));
    expect(latest().map((item) => item.uid)).toEqual(['b', 'a']);
    await click(buttonNamed(container, 'Second'));
    const body = container.querySelector<HTMLElement>('.panel-item-body');
    if (!body) throw new Error('no nested panel');
    expect(body.querySelector('h3')?.textContent).toBe('Slide settings');
    await typeInto(byLabel(body, 'Title'), 'Second, renamed');
    expect(latest()[0]).toMatchObject({ uid: 'b', properties: { title: 'Second, renamed' } });
    expect(latest()[1]?.uid).toBe('a');
  });

  it('opens the slide an error names, with the message beside its field', async () => {
    const { container } = await mount([makeSlide('a', 'First'), makeSlide('b', 'Second')], {
      '1.titleColor': ['not a valid hex string'],
    });
    expect(buttonNamed(container, 'First')?.getAttribute('aria-expanded')).toBe('false');
    expect(buttonNamed(container, 'Second')?.getAttribute('aria-expanded')).toBe('true');
    const colour = byLabel(container.querySelector('.panel-item-body') as HTMLElement, 'Title colour');
    expect(colour?.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('.panel-item-invalid .panel-field-error')?.textContent).toBe(
      'not a valid hex string',
    );
  });
});
