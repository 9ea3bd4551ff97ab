import { THEME_DEFAULTS } from '../constants';
import { type FontFallback, THEME_FONTS } from '../theme/fonts';

/** §3 Font: display faces for headlines, standard faces for body text, or both. */
export type FontType = 'display' | 'standard' | 'both';
/** Where a face comes from: a Google font (shipped locally, never fetched) or a custom face. */
export type FontSource = 'google' | 'custom';
export type FontStyle = 'normal' | 'italic';

export interface CatalogueFont {
  name: string;
  type: FontType;
  source: FontSource;
  /** Default size in px (§3: 16). */
  size: number;
  /** Default weight (§3: 400). */
  defaultWeight: number;
  /** Weights this face ships in, ascending. */
  weights: readonly number[];
  /** Whether italic faces ship beside the upright ones (same weights). */
  italic: boolean;
  /** An all-capitals face: the studio shows its text in capitals. */
  capitalised: boolean;
  /** CSS font-display of its @font-face rules. */
  display: 'swap' | 'block' | 'fallback' | 'optional';
  /** The generic family it falls back to. */
  fallback: FontFallback;
  /** npm package that ships the faces (woff2 for browsers, woff converted to TTF for print rendering). */
  package: string;
  /** A stylesheet URL for custom faces; shipped faces leave it out. */
  url?: string;
}

const ALL = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

interface Entry {
  name: (typeof THEME_FONTS)[number]['family'];
  type: FontType;
  weights: readonly number[];
  italic: boolean;
  capitalised?: boolean;
}

/** The faces the platform ships (the theme fonts, §9); weights are those of their latin subsets. */
const ENTRIES: readonly Entry[] = [
  { name: 'Lato', type: 'standard', weights: [100, 300, 400, 700, 900], italic: true },
  { name: 'Montserrat', type: 'both', weights: ALL, italic: true },
  { name: 'Open Sans', type: 'standard', weights: [300, 400, 500, 600, 700, 800], italic: true },
  { name: 'Roboto', type: 'standard', weights: ALL, italic: true },
  { name: 'Playfair Display', type: 'display', weights: [400, 500, 600, 700, 800, 900], italic: true },
  { name: 'Oswald', type: 'display', weights: [200, 300, 400, 500, 600, 700], italic: false },
  { name: 'Merriweather', type: 'standard', weights: [300, 400, 500, 600, 700, 800, 900], italic: true },
  { name: 'Raleway', type: 'both', weights: ALL, italic: true },
  { name: 'Poppins', type: 'both', weights: ALL, italic: true },
  { name: 'Bebas Neue', type: 'display', weights: [400], italic: false, capitalised: true },
  { name: 'DM Serif Display', type: 'display', weights: [400], italic: true },
  { name: 'Space Grotesk', type: 'both', weights: [300, 400, 500, 600, 700], italic: false },
  { name: 'Work Sans', type: 'standard', weights: ALL, italic: true },
  { name: 'Libre Baskerville', type: 'standard', weights: [400, 500, 600, 700], italic: true },
  { name: 'Rubik', type: 'both', weights: [300, 400, 500, 600, 700, 800, 900], italic: true },
];

export const packageName = (family: string): string =>
  `@fontsource/${family.toLowerCase().replace(/\s+/g, '-')}`;

/** The font catalogue of §3, limited to the faces the platform ships: nothing is fetched at run time. */
export const FONT_CATALOGUE: readonly CatalogueFont[] = Object.freeze(
  ENTRIES.map((entry) =>
    Object.freeze({
      name: entry.name,
      type: entry.type,
      source: 'google' as const,
      size: THEME_DEFAULTS.fontSize,
      defaultWeight: THEME_DEFAULTS.fontWeight,
      weights: Object.freeze([...entry.weights]),
      italic: entry.italic,
      capitalised: entry.capitalised ?? false,
      display: 'swap' as const,
      fallback: THEME_FONTS.find((font) => font.family === entry.name)?.fallback ?? 'sans-serif',
      package: packageName(entry.name),
    }),
  ),
);

/** The family every new text layer starts with (the theme default, §9). */
export const DEFAULT_FONT_FAMILY = THEME_DEFAULTS.font;

export function findFont(family: string): CatalogueFont | undefined {
  const wanted = family.trim().toLowerCase();
  return FONT_CATALOGUE.find((font) => font.name.toLowerCase() === wanted);
}

/** Fonts for a picker: display faces for headlines, standard faces for body text ('both' is in either). */
export function fontsOfType(type: 'display' | 'standard'): CatalogueFont[] {
  return FONT_CATALOGUE.filter((font) => font.type === type || font.type === 'both');
}

/** Whether the face ships in this weight and style. */
export function hasFace(font: CatalogueFont, weight: number, style: FontStyle = 'normal'): boolean {
  return font.weights.includes(weight) && (style === 'normal' || font.italic);
}

/** The shipped weight closest to the one asked for (ties go to the heavier, as CSS does above 500). */
export function nearestWeight(font: CatalogueFont, weight: number): number {
  let best = font.weights[0] ?? THEME_DEFAULTS.fontWeight;
  for (const candidate of font.weights) {
    const distance = Math.abs(candidate - weight);
    const bestDistance = Math.abs(best - weight);
    if (distance < bestDistance || (distance === bestDistance && candidate > best)) best = candidate;
  }
  return best;
}

/** Every face of the catalogue: family, weight and style. */
export function catalogueFaces(): { family: string; weight: number; style: FontStyle }[] {
  return FONT_CATALOGUE.flatMap((font) =>
    font.weights.flatMap((weight) => [
      { family: font.name, weight, style: 'normal' as const },
      ...(font.italic ? [{ family: font.name, weight, style: 'italic' as const }] : []),
    ]),
  );
}
