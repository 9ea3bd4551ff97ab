// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../core/blocks/types/index';
import { INVALID_HEX_MESSAGE } from '../../../core/colour/parse';
import { blockFields } from '../../../core/page-editor/fields';
import { BlockPanel } from './block-panel';
import { LazyBlockPanel } from './lazy-block-panel';
import {
  buttonNamed,
  byLabel,
  click,
  fakePickers,
  type Mounted,
  mountPanel,
  settle,
  typeInto,
} from './panel-testing';

const THEME = [
  { name: 'Primary', value: '#1a73e8' },
  { name: 'Accent', value: '#ff6600' },
];
const FONTS = ['Roboto', 'Lora', 'Oswald'];

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function panel(type: string, value: Record<string, unknown> = {}, errors = {}) {
  const pickers = fakePickers();
  mounted = await mountPanel({ type, value, errors, themeColours: THEME, fonts: FONTS, pickers });
  return { ...mounted, pickers };
}

describe('the block panel', () => {
  it.each(BLOCK_TYPES.map((type) => type.name))('renders every field of %s on the server', (type) => {
    const html = renderToString(
      <BlockPanel type={type} value={{}} onChange={() => {}} pickers={fakePickers()} />,
    );
    expect(html).toContain('settings</h2>');
    // A target is a switch named for what it does.
    const labels = blockFields(type).map((field) =>
      field.kind === 'target' ? 'Open in a new tab' : field.label,
    );
    for (const label of labels) expect(html).toContain(label);
  });

  it('edits text and long text', async () => {
    const { container, latest } = await panel('banner', { title: 'Old' });
    expect((byLabel(container, 'Title') as HTMLInputElement).value).toBe('Old');
    await typeInto(byLabel(container, 'Title'), 'Summer sale');
    expect(latest()).toMatchObject({ title: 'Summer sale' });
    expect(byLabel(container, 'Text')?.tagName).toBe('TEXTAREA');
    await typeInto(byLabel(container, 'Text'), 'Everything half price');
    expect(latest()).toMatchObject({ title: 'Summer sale', copy: 'Everything half price' });
  });

  it('refuses a number out of range with the schema message and passes on one within it', async () => {
    const { container, changes, latest } = await panel('text');
    const size = byLabel(container, 'Font size') as HTMLInputElement;
    expect(size.min).toBe('8');
    expect(size.max).toBe('120');
    await typeInto(size, '500');
    expect(changes).toHaveLength(0);
    expect(container.textContent).toContain('Max 120');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(size.getAttribute('aria-describedby')).toContain('-error');
    await typeInto(size, '24');
    expect(latest()).toEqual({ fontSize: 24 });
    expect(container.textContent).not.toContain('Max 120');
    await typeInto(size, '');
    expect(latest()).toEqual({ fontSize: null });
  });

  it('offers the theme colours first and refuses an invalid hex with the §5 message', async () => {
    const { container, changes, latest } = await panel('text');
    const swatches = container.querySelector('[aria-label="Text colour: theme colours"]');
    expect(swatches?.querySelectorAll('button')).toHaveLength(2);
    await click(buttonNamed(container, 'Accent (#ff6600)'));
    expect(latest()).toEqual({ textColor: '#ff6600' });
    const hex = byLabel(container, 'Background colour') as HTMLInputElement;
    await typeInto(hex, 'blue');
    expect(changes).toHaveLength(1);
    expect(container.textContent).toContain(INVALID_HEX_MESSAGE);
    await typeInto(hex, '#00aa00');
    expect(latest()).toEqual({ textColor: '#ff6600', backgroundColor: '#00aa00' });
    // The picker (react-colorful) opens from the field.
    const pick = container.querySelectorAll('button[aria-controls$="-picker"]')[0];
    await click(pick);
    expect(container.querySelector('.react-colorful')).not.toBeNull();
  });

  it('chooses enums (segmented and select), switches, the target and the font', async () => {
    const { container, latest } = await panel('banner');
    const center = container.querySelector<HTMLInputElement>('fieldset input[type="radio"][value="center"]');
    await click(center);
    expect(latest()).toMatchObject({ verticalAlignment: 'center' });
    const direction = byLabel(container, 'Overlay direction') as HTMLSelectElement;
    expect([...direction.options].map((option) => option.value)).toContain('to top left');
    const font = byLabel(container, 'Font') as HTMLSelectElement;
    expect([...font.options].map((option) => option.textContent)).toEqual(['Theme font', ...FONTS]);
    await click(byLabel(container, 'Open in a new tab'));
    expect(latest()).toMatchObject({ target: '_blank' });
    const slideshow = await panel('slideshow');
    await click(byLabel(slideshow.container, 'Compact'));
    expect(slideshow.latest()).toEqual({ compact: true });
  });

  it('ticks conditions (advanced settings stay tucked away)', async () => {
    const { container, latest } = await panel('text');
    await click(byLabel(container, 'Logged in'));
    expect(latest()).toEqual({ conditions: ['loggedIn'] });
    expect(container.querySelector('details.panel-advanced')?.hasAttribute('open')).toBe(false);
  });

  it('shows each error beside its field and opens what holds one', async () => {
    const { container } = await panel(
      'banner',
      { actions: [{ text: 'Shop', href: 'javascript:x' }], asyncData: 'x' },
      {
        title: ['Max 500 characters'],
        'actions.0.href': ['This link is not allowed'],
        asyncData: ['Bad address'],
      },
    );
    const title = byLabel(container, 'Title') as HTMLElement;
    const titleError = container.ownerDocument.getElementById(`${title.id}-error`);
    expect(titleError?.textContent).toBe('Max 500 characters');
    expect(title.getAttribute('aria-describedby')).toBe(`${title.id}-error`);
    expect(container.querySelector('.panel-item-invalid')?.textContent).toContain('This link is not allowed');
    expect(container.querySelector('details.panel-advanced')?.hasAttribute('open')).toBe(true);
  });

  it('loads lazily: a placeholder first, then the panel', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => {
      root.render(<LazyBlockPanel type="quote" value={{}} onChange={() => {}} pickers={fakePickers()} />);
    });
    await settle(50);
    expect(container.querySelector('h2')?.textContent).toBe('Quote settings');
    await act(async () => root.unmount());
    container.remove();
  });
});
