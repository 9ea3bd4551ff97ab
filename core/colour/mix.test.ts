import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mix } from './mix';
import { parseHex } from './parse';

const anyHex = fc
  .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 6, maxLength: 6 })
  .map((d) => `#${d}`);

describe('mix', () => {
  it('defaults to the midpoint', () => {
    expect(mix('#000000', '#ffffff')).toBe('#808080');
    expect(mix('#ff0000', '#0000ff')).toBe('#800080');
  });

  it('weights towards the second colour', () => {
    expect(mix('#ff0000', '#0000ff', 0.25)).toBe('#bf0040');
    expect(mix('#000000', '#ffffff', 0.2)).toBe('#333333');
  });

  it('returns either end at weight 0 and 1', () => {
    expect(mix('#86b302', '#dd176d', 0)).toBe('#86b302');
    expect(mix('#86b302', '#dd176d', 1)).toBe('#dd176d');
  });

  it('clamps the weight', () => {
    expect(mix('#86b302', '#dd176d', -2)).toBe('#86b302');
    expect(mix('#86b302', '#dd176d', 9)).toBe('#dd176d');
  });

  it('mixes alpha too', () => {
    expect(mix('#00000000', '#000000')).toBe('#00000080');
    expect(mix('#fff', '#ffffff00', 0.2)).toBe('#ffffffcc');
  });

  it('accepts shorthand and channel objects', () => {
    expect(mix('#000', { r: 255, g: 255, b: 255 })).toBe('#808080');
  });

  it('refuses a NaN weight and invalid hex', () => {
    expect(() => mix('#000', '#fff', Number.NaN)).toThrow(RangeError);
    expect(() => mix('#000', 'oops')).toThrow('not a valid hex string');
  });

  it('keeps every channel between the two inputs', () => {
    fc.assert(
      fc.property(anyHex, anyHex, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, w) => {
        const out = parseHex(mix(a, b, w));
        const pa = parseHex(a);
        const pb = parseHex(b);
        for (const key of ['r', 'g', 'b'] as const) {
          expect(out[key]).toBeGreaterThanOrEqual(Math.min(pa[key], pb[key]));
          expect(out[key]).toBeLessThanOrEqual(Math.max(pa[key], pb[key]));
        }
      }),
    );
  });
});
