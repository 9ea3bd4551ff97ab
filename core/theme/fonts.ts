/** How a family falls back when it has not loaded: to a serif, a sans-serif or a condensed display face. */
export type FontFallback = 'serif' | 'sans-serif' | 'display';

export interface ThemeFont {
  readonly family: string;
  readonly fallback: FontFallback;
}

/** The families named themes may use; the storefront ships each of them locally. */
export const THEME_FONTS = Object.freeze([
  { family: 'Lato', fallback: 'sans-serif' },
  { family: 'Montserrat', fallback: 'sans-serif' },
  { family: 'Open Sans', fallback: 'sans-serif' },
  { family: 'Roboto', fallback: 'sans-serif' },
  { family: 'Playfair Display', fallback: 'serif' },
  { family: 'Oswald', fallback: 'display' },
  { family: 'Merriweather', fallback: 'serif' },
  { family: 'Raleway', fallback: 'sans-serif' },
  { family: 'Poppins', fallback: 'sans-serif' },
  { family: 'Bebas Neue', fallback: 'display' },
  { family: 'DM Serif Display', fallback: 'serif' },
  { family: 'Space Grotesk', fallback: 'sans-serif' },
  { family: 'Work Sans', fallback: 'sans-serif' },
  { family: 'Libre Baskerville', fallback: 'serif' },
  { family: 'Rubik', fallback: 'sans-serif' },
] as const satisfies readonly ThemeFont[]);

export type ThemeFontFamily = (typeof THEME_FONTS)[number]['family'];

/** System faces after the family, ending in a CSS generic family. */
export const FONT_FALLBACKS: Readonly<Record<FontFallback, readonly string[]>> = Object.freeze({
  serif: ['Georgia', "'Times New Roman'", 'serif'],
  'sans-serif': ['system-ui', '-apple-system', "'Segoe UI'", 'Arial', 'sans-serif'],
  display: ['Impact', "'Arial Narrow'", 'sans-serif'],
});

export function isThemeFont(family: string): family is ThemeFontFamily {
  return THEME_FONTS.some((font) => font.family === family);
}

/**
 * A CSS font-family stack for a family: "'Playfair Display', Georgia, 'Times New Roman', serif". Families
 * outside THEME_FONTS fall back like a sans-serif. The family is quoted; a family containing anything but
 * letters, digits, spaces and hyphens is left out and only the fallbacks are returned.
 */
export function fontStack(family: string): string {
  const name = family.trim();
  const known = THEME_FONTS.find((font) => font.family === name);
  const fallbacks = FONT_FALLBACKS[known?.fallback ?? 'sans-serif'];
  const safe = /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(name);
  return [...(safe ? [`'${name}'`] : []), ...fallbacks].join(', ');
}
