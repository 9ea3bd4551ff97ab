import { contrastRatio, isHexColour } from '../colour';
import type { ThemePropertyKey } from './properties';
import type { ResolvedTheme } from './types';

/** WCAG 2 AA: the least contrast body text needs against its background. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** A text colour and the background it is read on, both theme properties. */
export interface ContrastPair {
  readonly text: ThemePropertyKey;
  readonly background: ThemePropertyKey;
  readonly label: string;
}

/** The pairs of a theme that carry text, in the order the editor reports them. */
export const THEME_CONTRAST_PAIRS: readonly ContrastPair[] = Object.freeze([
  { text: 'primary.contrast', background: 'primary.color', label: 'Text on the primary colour' },
  { text: 'text.color', background: 'page.background', label: 'Text on the page background' },
  { text: 'menu.text.color', background: 'menu.background', label: 'Menu text on the menu background' },
  {
    text: 'button.primary.color',
    background: 'button.primary.background',
    label: 'Primary button text on its background',
  },
  { text: 'banner.title.color', background: 'banner.background', label: 'Banner title on the banner' },
  { text: 'footer.text.color', background: 'footer.background', label: 'Footer text on the footer' },
  {
    text: 'announcement.text.color',
    background: 'announcement.background',
    label: 'Announcement text on its background',
  },
]);

export interface ContrastWarning {
  readonly pair: ContrastPair;
  /** The WCAG contrast ratio, rounded to two decimals. */
  readonly ratio: number;
  readonly message: string;
}

/** "Text on the primary colour has a contrast of 1.52:1; text needs at least 4.5:1 (WCAG AA)." */
export function contrastWarningMessage(label: string, ratio: number): string {
  return `${label} has a contrast of ${ratio.toFixed(2)}:1; text needs at least ${WCAG_AA_TEXT_CONTRAST}:1 (WCAG AA).`;
}

/**
 * The text pairs of a resolved theme whose contrast is below WCAG AA. A pair with a colour that is not an
 * opaque hex colour (transparent, rgba(), a translucent #rgba) is not judged: what shows through is unknown.
 */
export function contrastWarnings(theme: ResolvedTheme): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of THEME_CONTRAST_PAIRS) {
    const text = theme[pair.text];
    const background = theme[pair.background];
    if (!isOpaqueHex(text) || !isOpaqueHex(background)) continue;
    const ratio = Math.round(contrastRatio(text, background) * 100) / 100;
    if (ratio < WCAG_AA_TEXT_CONTRAST)
      warnings.push({ pair, ratio, message: contrastWarningMessage(pair.label, ratio) });
  }
  return warnings;
}

function isOpaqueHex(value: string | undefined): value is string {
  if (value === undefined || !isHexColour(value)) return false;
  const digits = value.trim().replace(/^#/, '');
  if (digits.length === 4) return digits[3]?.toLowerCase() === 'f';
  if (digits.length === 8) return digits.slice(6).toLowerCase() === 'ff';
  return true;
}
