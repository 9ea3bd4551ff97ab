import { isHexColour } from '../colour/parse';

/** Named aspect ratios of spec §3 (height / width). */
export const RATIOS = Object.freeze({
  wide: 0.36,
  short: 0.49,
  '4:3': 0.75,
  square: 1.026,
  tall: 1.5,
});
export type RatioName = keyof typeof RATIOS;
export const RATIO_NAMES = Object.keys(RATIOS) as RatioName[];

/** A ratio as stored: a name of RATIOS or a positive number. */
export type Ratio = RatioName | number;

/**
 * Spacer heights. The spec names only the default ('regular'); we read a spacer's ratio as its height
 * relative to its width, like the other ratios, with three sizes of our own choosing.
 */
export const SPACER_RATIOS = Object.freeze({ small: 0.05, regular: 0.1, large: 0.2 });
export type SpacerRatioName = keyof typeof SPACER_RATIOS;
export const SPACER_RATIO_NAMES = Object.keys(SPACER_RATIOS) as SpacerRatioName[];

export function isRatioName(value: unknown): value is RatioName {
  return typeof value === 'string' && Object.hasOwn(RATIOS, value);
}

/** The numeric ratio for a name or number; `fallback` for anything else (non-positive or unknown). */
export function ratioValue(ratio: unknown, fallback: number = RATIOS.square): number {
  if (typeof ratio === 'number') return Number.isFinite(ratio) && ratio > 0 ? ratio : fallback;
  if (isRatioName(ratio)) return RATIOS[ratio];
  if (typeof ratio === 'string' && Object.hasOwn(SPACER_RATIOS, ratio)) {
    return SPACER_RATIOS[ratio as SpacerRatioName];
  }
  return fallback;
}

/** CSS padding-bottom percentage that gives an element the ratio: 0.4 → '40%'. */
export function ratioPadding(ratio: unknown, fallback?: number): string {
  return `${Number((ratioValue(ratio, fallback) * 100).toFixed(3))}%`;
}

/** Text shadows of spec §3: none, light, medium, heavy with strengths 2/4, 3/6, 4/8 px. */
export const TEXT_SHADOWS = Object.freeze({
  none: null,
  light: Object.freeze({ offset: 2, blur: 4 }),
  medium: Object.freeze({ offset: 3, blur: 6 }),
  heavy: Object.freeze({ offset: 4, blur: 8 }),
});
export type TextShadowName = keyof typeof TEXT_SHADOWS;
export const TEXT_SHADOW_NAMES = Object.keys(TEXT_SHADOWS) as TextShadowName[];

/**
 * The CSS text-shadow of a named strength: the first number of each pair is the vertical offset, the
 * second the blur ('light' → '0 2px 4px rgba(0, 0, 0, 0.5)'); 'none' and unknown names give 'none'.
 */
export function textShadowCss(name: unknown, colour = 'rgba(0, 0, 0, 0.5)'): string {
  if (typeof name !== 'string' || !Object.hasOwn(TEXT_SHADOWS, name)) return 'none';
  const strength = TEXT_SHADOWS[name as TextShadowName];
  return strength === null ? 'none' : `0 ${strength.offset}px ${strength.blur}px ${colour}`;
}

/** A stored hex colour as CSS ('fff' → '#fff'); undefined when empty or not a hex colour. */
export function cssColour(value: unknown): string | undefined {
  if (!isHexColour(value)) return undefined;
  const trimmed = value.trim();
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

/** A stored radius (px number) as CSS; undefined when unset. */
export function cssRadius(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
}
