import { describe, expect, it } from 'vitest';
import { ACTIVE_THEME_NAMES, THEMES } from './registry';
import { isSelectableTheme, themeCards } from './selector';

describe('the theme selector cards', () => {
  const cards = themeCards(THEMES);

  it('shows every named theme that is not deprecated, none of the deprecated', () => {
    expect(cards.map((card) => card.name)).toEqual([...ACTIVE_THEME_NAMES]);
    for (const name of ['deepSpace', 'vantage', 'tokyo', 'mocha', 'boho'])
      expect(cards.map((card) => card.name)).not.toContain(name);
  });

  it('gives each its swatches and fonts', () => {
    expect(cards.find((card) => card.name === 'teemillPro')).toMatchObject({
      label: 'Teemill Pro',
      swatches: expect.arrayContaining([{ key: 'primary.color', value: '#0aadff' }]),
      textFont: 'Lato',
    });
  });

  it('lets a store choose only active named themes', () => {
    expect(isSelectableTheme('charcoal', THEMES)).toBe(true);
    expect(isSelectableTheme('mocha', THEMES)).toBe(false);
    expect(isSelectableTheme('toString', THEMES)).toBe(false);
    expect(isSelectableTheme('nope', THEMES)).toBe(false);
  });
});
