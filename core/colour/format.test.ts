import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, toRgbaString, withAlpha } from './format';
import { parseHex } from './parse';

const hexOf = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: n, maxLength: n });

describe('toHex', () => {
  it('writes 6 lower-case digits for opaque colours', () => {
    expect(toHex({ r: 134, g: 179, b: 2, a: 1 })).toBe('#86b302');
    expect(toHex({ r: 255, g: 255, b: 255 })).toBe('#ffffff');
    expect(toHex({ r: 0, g: 0, b: 0, a: 1 })).toBe('#000000');
  });

  it('writes 8 digits when alpha is below 1, alpha rounded to a byte', () => {
    expect(toHex({ r: 17, g: 34, b: 51, a: 0.5 })).toBe('#11223380');
    expect(toHex({ r: 17, g: 34, b: 51, a: 0 })).toBe('#11223300');
    expect(toHex({ r: 17, g: 34, b: 51, a: 0.2 })).toBe('#11223333');
    expect(toHex({ r: 17, g: 34, b: 51, a: 0.998 })).toBe('#112233fe');
    expect(toHex({ r: 17, g: 34, b: 51, a: 0.999 })).toBe('#112233');
  });

  it('clamps alpha to 0-1', () => {
    expect(toHex({ r: 1, g: 2, b: 3, a: 5 })).toBe('#010203');
    expect(toHex({ r: 1, g: 2, b: 3, a: -1 })).toBe('#01020300');
  });

  it('rounds and clamps channels', () => {
    expect(toHex({ r: 300, g: -20, b: 15.5, a: 1 })).toBe('#ff0010');
  });

  it('refuses NaN', () => {
    expect(() => toHex({ r: Number.NaN, g: 0, b: 0 })).toThrow(RangeError);
    expect(() => toHex({ r: 0, g: 0, b: 0, a: Number.NaN })).toThrow(RangeError);
  });

  it('round-trips 6-digit hex', () => {
    fc.assert(
      fc.property(hexOf(6), (digits) => {
        expect(toHex(parseHex(`#${digits}`))).toBe(`#${digits}`);
      }),
    );
  });

  it('round-trips 8-digit hex (a full alpha byte collapses to 6 digits)', () => {
    fc.assert(
      fc.property(hexOf(8), (digits) => {
        const expected = digits.endsWith('ff') ? `#${digits.slice(0, 6)}` : `#${digits}`;
        expect(toHex(parseHex(digits.toUpperCase()))).toBe(expected);
      }),
    );
  });

  it('parses back to the clamped input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (r, g, b, a) => {
          const parsed = parseHex(toHex({ r, g, b, a }));
          expect([parsed.r, parsed.g, parsed.b]).toEqual([r, g, b]);
          expect(parsed.a * 255).toBeCloseTo(Math.round(Math.min(1, Math.max(0, a)) * 255), 9);
        },
      ),
    );
  });
});

describe('toRgbaString', () => {
  it('writes CSS rgba()', () => {
    expect(toRgbaString('#86b302')).toBe('rgba(134, 179, 2, 1)');
    expect(toRgbaString('#11223380')).toBe('rgba(17, 34, 51, 0.502)');
    expect(toRgbaString('#0000')).toBe('rgba(0, 0, 0, 0)');
    expect(toRgbaString({ r: 10, g: 20, b: 30, a: 0.25 })).toBe('rgba(10, 20, 30, 0.25)');
    expect(toRgbaString({ r: 10, g: 20, b: 30 })).toBe('rgba(10, 20, 30, 1)');
  });

  it('throws for an invalid hex', () => {
    expect(() => toRgbaString('#zzz')).toThrow('not a valid hex string');
  });
});

describe('withAlpha', () => {
  it('replaces alpha', () => {
    expect(withAlpha('#86b302', 0.5)).toBe('#86b30280');
    expect(withAlpha('#86b30280', 1)).toBe('#86b302');
    expect(withAlpha('#fff', 0)).toBe('#ffffff00');
    expect(withAlpha('#000', 0.2)).toBe('#00000033');
    expect(withAlpha({ r: 1, g: 2, b: 3 }, 0.5)).toBe('#01020380');
  });

  it('clamps alpha', () => {
    expect(withAlpha('#86b302', 3)).toBe('#86b302');
    expect(withAlpha('#86b302', -3)).toBe('#86b30200');
  });

  it('throws for an invalid hex', () => {
    expect(() => withAlpha('nope', 0.5)).toThrow('not a valid hex string');
  });
});
