// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageChoices, type ImageOption } from './image-choices';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CHOICES: ImageOption[] = [
  { path: '/media/files/a.jpg', name: 'Beach' },
  { path: '/media/files/b.jpg', name: 'Forest' },
];
const CLASSES = { list: 'choices', none: 'none' };

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function mount(element: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

function Controlled({ onPick }: { onPick: (name: string | null) => void }) {
  const [selected, setSelected] = useState('');
  return (
    <ImageChoices
      idPrefix="f-banner"
      name="banner"
      choices={CHOICES}
      selected={selected}
      onSelect={(choice) => {
        onPick(choice?.name ?? null);
        setSelected(choice?.path ?? '');
      }}
      noneLabel="No banner"
      thumbnail={{ width: 120, height: 48 }}
      classNames={CLASSES}
    />
  );
}

const radios = (view: HTMLElement) => [...view.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('ImageChoices', () => {
  it('offers none and each image by name, with the chosen one checked and thumbnails at twice their size', () => {
    const view = mount(
      <ImageChoices
        idPrefix="f-ogImage"
        name="ogImage"
        choices={CHOICES}
        selected="/media/files/b.jpg"
        noneLabel="No image"
        thumbnail={{ width: 120, height: 63 }}
        classNames={CLASSES}
      />,
    );
    expect(radios(view).map((radio) => [radio.value, radio.checked])).toEqual([
      ['', false],
      ['/media/files/a.jpg', false],
      ['/media/files/b.jpg', true],
    ]);
    expect([...view.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'No image',
      'Beach',
      'Forest',
    ]);
    const thumbnail = view.querySelector('img');
    expect(thumbnail?.getAttribute('width')).toBe('120');
    expect(thumbnail?.getAttribute('src')).toContain('240');
    expect(thumbnail?.getAttribute('src')).toContain('126');
  });

  it('hands the picked image, or null for none, to onSelect when controlled', () => {
    const picked: (string | null)[] = [];
    const view = mount(<Controlled onPick={(name) => picked.push(name)} />);
    act(() => radios(view)[1]?.click());
    expect(radios(view)[1]?.checked).toBe(true);
    act(() => radios(view)[0]?.click());
    expect(radios(view)[0]?.checked).toBe(true);
    expect(picked).toEqual(['Beach', null]);
  });
});
