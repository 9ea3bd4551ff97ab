import type { ColourInput, Rgba } from './types';

export const INVALID_HEX_MESSAGE = 'not a valid hex string';

/** 3, 4, 6 or 8 hex digits, with or without a leading '#'. */
const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/**
 * Parses '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa' (the '#' optional, case-insensitive, surrounding
 * whitespace ignored). Alpha is returned as 0-1 (byte / 255). Throws Error('not a valid hex string').
 */
export function parseHex(value: string): Rgba {
  const match = typeof value === 'string' ? HEX.exec(value.trim()) : null;
  const digits = match?.[1];
  if (digits === undefined) throw new Error(INVALID_HEX_MESSAGE);
  const full =
    digits.length <= 4
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  const byte = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: byte(0),
    g: byte(1),
    b: byte(2),
    a: full.length === 8 ? byte(3) / 255 : 1,
  };
}

/** Normalises a colour input to channels; hex strings are parsed, channels clamped and rounded. */
export function toRgba(colour: ColourInput): Rgba {
  if (typeof colour === 'string') return parseHex(colour);
  return {
    r: clampChannel(colour.r),
    g: clampChannel(colour.g),
    b: clampChannel(colour.b),
    a: clampAlpha(colour.a ?? 1),
  };
}

function assertNumber(value: number): void {
  if (typeof value !== 'number' || Number.isNaN(value))
    throw new RangeError('colour channel is not a number');
}

/** Rounds a channel to an integer in 0-255. */
export function clampChannel(value: number): number {
  assertNumber(value);
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** Clamps alpha to 0-1. */
export function clampAlpha(value: number): number {
  assertNumber(value);
  return Math.min(1, Math.max(0, value));
}
