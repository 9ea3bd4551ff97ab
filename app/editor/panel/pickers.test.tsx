// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

async function panel(type: string, value: Record<string, unknown> = {}) {
  const pickers = fakePickers();
  mounted = await mountPanel({ type, value, pickers, fonts: [], themeColours: [] });
  return { ...mounted, pickers };
}

const summaryOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.panel-link-summary dd')].map((cell) => cell.textContent);

describe('the link picker', () => {
  it('searches the store’s targets, offering every kind as text, href and type, and sets the href', async () => {
    const { container, latest, pickers } = await panel('button');
    await click(buttonNamed(container, 'Choose a link'));
    await settle();
    const choices = [...container.querySelectorAll('.panel-link-choice')].map((choice) =>
      [...choice.querySelectorAll('span')].map((span) => span.textContent),
    );
    expect(choices).toEqual([
      ['Collection', 'Summer', '/collection/summer/'],
      ['Product', 'Ocean mug', '/product/ocean-mug/'],
      ['Page', 'About us', '/about/'],
      ['Blog', 'Blog', '/blog/'],
      ['Action', 'Chat with us', '@open-chat'],
      ['Studio', 'Design studio', '/studio/'],
    ]);
    await typeInto(byLabel(container, 'Find a product, collection, page, blog post or studio link'), 'mug');
    await settle(300);
    expect(pickers.searches).toContain('mug');
    expect(container.querySelectorAll('.panel-link-choice')).toHaveLength(1);
    await click(container.querySelector('.panel-link-choice'));
    expect(latest()).toEqual({ href: '/product/ocean-mug/' });
    expect(summaryOf(container)).toEqual(['Product', 'Ocean mug', '/product/ocean-mug/']);
  });

  it('takes a custom link, refusing an unsafe one with the schema message', async () => {
    const { container, changes, latest } = await panel('button');
    await click(buttonNamed(container, 'Choose a link'));
    await settle();
    const custom = byLabel(container, 'Or a custom link');
    await typeInto(custom, 'javascript:alert(1)');
    await click(buttonNamed(container, 'Use this link'));
    expect(changes).toHaveLength(0);
    expect(container.querySelector('.panel-custom-entry [role="alert"]')?.textContent).toMatch(/link/i);
    await typeInto(custom, 'https://example.com/sale');
    await press(custom, 'Enter');
    expect(latest()).toEqual({ href: 'https://example.com/sale' });
    expect(summaryOf(container)).toEqual([
      'Custom link',
      'https://example.com/sale',
      'https://example.com/sale',
    ]);
  });

  it('takes a custom action as an @name (an in-app event)', async () => {
    const { container, latest } = await panel('banner', { href: '/about/' });
    expect(summaryOf(container)).toEqual(['Page', '/about/', '/about/']);
    await click(buttonNamed(container, 'Change link'));
    await settle();
    const action = byLabel(container, 'Or a custom action (an in-app event)');
    await typeInto(action, 'not a name');
    await click(buttonNamed(container, 'Use this action'));
    expect(container.textContent).toContain('Actions must be event names such as @open-chat');
    await typeInto(action, 'open-basket');
    await click(buttonNamed(container, 'Use this action'));
    expect(latest()).toMatchObject({ href: '@open-basket' });
    expect(summaryOf(container)).toEqual(['Action', '@open-basket', '@open-basket']);
    await click(buttonNamed(container, 'Remove link'));
    expect(latest()).toMatchObject({ href: '' });
  });

  it('offers the store’s actions for an action block', async () => {
    const { container, latest } = await panel('action');
    await click(buttonNamed(container, 'Chat with us'));
    expect(latest()).toEqual({ action: '@open-chat' });
  });
});

describe('the image picker', () => {
  it('picks an image from the files library (images only)', async () => {
    const { container, latest } = await panel('image');
    await click(buttonNamed(container, 'Choose from your files'));
    await settle();
    const files = [...container.querySelectorAll('.panel-library-file')];
    expect(files.map((file) => file.textContent)).toEqual(['Hero.png']);
    await click(files[0]);
    expect(latest()).toEqual({ src: '/media/library/7/hero.png' });
    expect(container.querySelector<HTMLImageElement>('.panel-image-preview')?.getAttribute('src')).toBe(
      '/images/library/7/hero.png?w=320',
    );
  });

  it('uploads a new image with progress and uses it', async () => {
    const { container, latest, pickers } = await panel('banner');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'Beach.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(pickers.uploads).toEqual(['Beach.png']);
    expect(latest()).toEqual({ image: '/media/library/7/uploaded.png' });
  });

  it('refuses a file over the library limit before sending it', async () => {
    const { container, changes, pickers } = await panel('banner');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(16 * 1024 * 1024)], 'Huge.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [big], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(pickers.uploads).toEqual([]);
    expect(changes).toHaveLength(0);
    expect(container.textContent).toContain('The file must be 15 MB or smaller');
  });

  it('opens the cropper and the focal point for a chosen image', async () => {
    // jsdom decodes no images.
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    const { container } = await panel('banner', { image: '/images/library/7/hero.png?fx=0.25&fy=0.75' });
    await click(buttonNamed(container, 'Crop'));
    expect(byLabel(container, 'Zoom')).not.toBeNull();
    expect(buttonNamed(container, 'Use the cropped image')).toBeDefined();
    await click(buttonNamed(container, 'Focal point'));
    expect(byLabel(container, 'Zoom')).toBeNull();
    expect(container.querySelector('.panel-focal-value')?.textContent).toBe(
      'Focal point: 25% across, 75% down',
    );
  });
});
