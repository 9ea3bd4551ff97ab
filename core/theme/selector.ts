import { themeLabel } from './editor';
import { ACTIVE_THEME_NAMES } from './registry';
import type { ThemeRegistry } from './types';
import { resolveThemeSafely } from './validate';

/** What a theme's card in the selector shows. */
export interface ThemeCard {
  name: string;
  label: string;
  /** Primary, primary contrast, page background, text and box colours. */
  swatches: { key: string; value: string }[];
  headingFont: string;
  textFont: string;
}

const SWATCH_KEYS = ['primary.color', 'primary.contrast', 'page.background', 'text.color', 'box.background'];

/** A card for every theme a store may choose (deprecated ones are not offered), in the registry's order. */
export function themeCards(
  registry: ThemeRegistry,
  names: readonly string[] = ACTIVE_THEME_NAMES,
): ThemeCard[] {
  return names
    .filter((name) => Object.hasOwn(registry, name) && !registry[name]?.deprecated)
    .map((name) => {
      const theme = resolveThemeSafely(name, registry);
      return {
        name,
        label: themeLabel(name),
        swatches: SWATCH_KEYS.map((key) => ({ key, value: theme[key] ?? '' })),
        headingFont: theme['heading1.font'] ?? '',
        textFont: theme['text.font'] ?? '',
      };
    });
}

/** Whether a store may apply the theme: a named theme that is not deprecated. */
export function isSelectableTheme(name: string, registry: ThemeRegistry): boolean {
  return Object.hasOwn(registry, name) && registry[name]?.deprecated !== true;
}
