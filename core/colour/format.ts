import { clampAlpha, clampChannel, toRgba } from './parse';
import type { ColourInput } from './types';

const byteHex = (value: number) => value.toString(16).padStart(2, '0');

/**
 * Lower-case hex: '#rrggbb', or '#rrggbbaa' when alpha is below 1. Channels are rounded and clamped
 * to 0-255; alpha is clamped to 0-1 and rounded to a byte (0-255), so an alpha that rounds to 255
 * (e.g. 0.999) writes 6 digits.
 */
export function toHex(colour: { r: number; g: number; b: number; a?: number }): string {
  const r = clampChannel(colour.r);
  const g = clampChannel(colour.g);
  const b = clampChannel(colour.b);
  const alpha = Math.round(clampAlpha(colour.a ?? 1) * 255);
  const hex = `#${byteHex(r)}${byteHex(g)}${byteHex(b)}`;
  return alpha < 255 ? `${hex}${byteHex(alpha)}` : hex;
}

/** Alpha as CSS text: at most 3 decimals, trailing zeros dropped ('0.502', '1', '0'). */
function formatAlpha(alpha: number): string {
  return String(Number(alpha.toFixed(3)));
}

/** CSS 'rgba(r, g, b, a)' of a hex string or channels. */
export function toRgbaString(colour: ColourInput): string {
  const { r, g, b, a } = toRgba(colour);
  return `rgba(${r}, ${g}, ${b}, ${formatAlpha(a)})`;
}

/** The colour with its alpha replaced (clamped to 0-1), as hex. */
export function withAlpha(colour: ColourInput, alpha: number): string {
  return toHex({ ...toRgba(colour), a: clampAlpha(alpha) });
}
