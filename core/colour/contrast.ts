import { toRgba } from './parse';
import type { ColourInput } from './types';

export const BLACK = '#000000';
export const WHITE = '#ffffff';

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). Alpha is ignored (the colour is taken as opaque). */
export function relativeLuminance(colour: ColourInput): number {
  const { r, g, b } = toRgba(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: ColourInput, b: ColourInput): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever has the higher WCAG contrast against the background (black on a tie). */
export function contrastText(background: ColourInput): typeof BLACK | typeof WHITE {
  const luminance = relativeLuminance(background);
  const withBlack = (luminance + 0.05) / 0.05;
  const withWhite = 1.05 / (luminance + 0.05);
  return withBlack >= withWhite ? BLACK : WHITE;
}
