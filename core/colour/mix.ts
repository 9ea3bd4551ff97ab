import { toHex } from './format';
import { toRgba } from './parse';
import type { ColourInput } from './types';

/**
 * Linear blend of two colours in sRGB, alpha included: weight 0 gives `a`, 1 gives `b`, 0.5 (default)
 * the midpoint. Weight is clamped to 0-1. Returns hex.
 */
export function mix(a: ColourInput, b: ColourInput, weight = 0.5): string {
  if (Number.isNaN(weight)) throw new RangeError('mix weight is not a number');
  const w = Math.min(1, Math.max(0, weight));
  const from = toRgba(a);
  const to = toRgba(b);
  const blend = (x: number, y: number) => x + (y - x) * w;
  return toHex({
    r: blend(from.r, to.r),
    g: blend(from.g, to.g),
    b: blend(from.b, to.b),
    a: blend(from.a, to.a),
  });
}
