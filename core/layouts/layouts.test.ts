import { describe, expect, it } from 'vitest';
import {
  contentMaxWidth,
  LAYOUT_NAMES,
  resolveLayout,
  STANDARD_DEFAULTS,
  storeHeaderHeight,
} from './layouts';

describe('standard defaults', () => {
  it('are those of §2 and §9', () => {
    expect(STANDARD_DEFAULTS.announcement.visible).toBe(true);
    expect(STANDARD_DEFAULTS.header).toMatchObject({
      visible: false,
      fixed: true,
      height: '4rem',
      logoMaxWidth: '220px',
    });
    expect(STANDARD_DEFAULTS.sidebar).toMatchObject({
      visible: false,
      fixed: true,
      width: '220px',
      fixedOnLargeScreens: false,
    });
    expect(STANDARD_DEFAULTS.content).toEqual({ visible: true, width: 'full' });
    expect(STANDARD_DEFAULTS.footer.visible).toBe(false);
    expect(STANDARD_DEFAULTS.subFooter.visible).toBe(false);
    expect(STANDARD_DEFAULTS.navBar).toMatchObject({ visible: false, height: '3rem' });
  });
});

describe('resolveLayout', () => {
  it('knows the seven layouts', () => {
    expect(LAYOUT_NAMES).toEqual(['tool', 'blank', 'standard', 'studio', 'mail', 'cart', 'search']);
  });

  it('shows the storefront chrome in the standard layout', () => {
    const layout = resolveLayout('standard');
    expect(layout.header.visible).toBe(true);
    expect(layout.footer.visible).toBe(true);
    expect(layout.announcement.visible).toBe(true);
  });

  it('hides all chrome in the blank layout', () => {
    const layout = resolveLayout('blank');
    expect(
      [layout.announcement, layout.header, layout.sidebar, layout.footer, layout.subFooter].some(
        (r) => r.visible,
      ),
    ).toBe(false);
    expect(layout.content.visible).toBe(true);
  });

  it('sets the content widths of mail, search and cart', () => {
    expect(resolveLayout('mail').content.width).toBe('520px');
    expect(resolveLayout('search').content.width).toBe('1800px');
    expect(resolveLayout('cart').content.width).toBe('container');
    expect(contentMaxWidth('full')).toBe('100%');
    expect(contentMaxWidth('container')).toBe('1200px');
  });

  it('falls back to standard for an unknown name', () => {
    expect(resolveLayout('nonsense')).toEqual(resolveLayout('standard'));
    expect(resolveLayout(undefined)).toEqual(resolveLayout('standard'));
  });

  it('applies page overrides and the headless operator mode', () => {
    expect(resolveLayout('standard', { overrides: { footer: { visible: false } } }).footer.visible).toBe(
      false,
    );
    const headless = resolveLayout('standard', { headless: true });
    expect(headless.header.visible).toBe(false);
    expect(headless.sidebar.visible).toBe(false);
  });
});

describe('storeHeaderHeight', () => {
  it('follows §9', () => {
    expect(storeHeaderHeight({ wide: false, searchBar: true, scrolled: false })).toBe('3.5rem');
    expect(storeHeaderHeight({ wide: true, searchBar: true, scrolled: true })).toBe('6.5rem');
    expect(storeHeaderHeight({ wide: true, searchBar: false, scrolled: false })).toBe('5rem');
    expect(storeHeaderHeight({ wide: true, searchBar: false, scrolled: true })).toBe('4rem');
  });
});
