import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLACK, contrastRatio, contrastText, relativeLuminance, WHITE } from './contrast';

const anyHex = fc
  .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 6, maxLength: 6 })
  .map((d) => `#${d}`);

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
  });

  it('follows the WCAG formula', () => {
    expect(relativeLuminance('#f00')).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance('#0f0')).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance('#00f')).toBeCloseTo(0.0722, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
    expect(relativeLuminance('#86b302')).toBeCloseTo(0.3731291, 6);
    // below the 0.04045 linear threshold: 10/255/12.92
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 12);
  });

  it('ignores alpha', () => {
    expect(relativeLuminance('#86b30280')).toBe(relativeLuminance('#86b302'));
  });

  it('stays within 0-1', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const l = relativeLuminance(hex);
        expect(l).toBeGreaterThanOrEqual(0);
        expect(l).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#86b302', '#86b302')).toBe(1);
  });

  it('matches known values', () => {
    // #767676 is the classic lightest grey passing 4.5:1 on white
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric and within 1-21', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBe(contrastRatio(b, a));
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe('contrastText', () => {
  it.each([
    ['#ffffff', BLACK],
    ['#000000', WHITE],
    ['#86b302', BLACK],
    ['#0aadff', BLACK],
    ['#539bf5', BLACK],
    ['#f89815', BLACK],
    ['#dd176d', WHITE],
    ['#eee', BLACK],
    ['#222', WHITE],
    ['#767676', BLACK],
    ['#757575', WHITE],
  ])('picks %s text for %s', (background, text) => {
    expect(contrastText(background)).toBe(text);
  });

  it('returns the constants #000000 and #ffffff', () => {
    expect(BLACK).toBe('#000000');
    expect(WHITE).toBe('#ffffff');
  });

  it('always picks the colour with the higher contrast', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const text = contrastText(hex);
        const other = text === BLACK ? WHITE : BLACK;
        expect(contrastRatio(hex, text)).toBeGreaterThanOrEqual(contrastRatio(hex, other));
        expect(contrastRatio(hex, text)).toBeGreaterThanOrEqual(Math.sqrt(21) - 1e-9);
      }),
    );
  });

  it('throws for an invalid hex', () => {
    expect(() => contrastText('white')).toThrow('not a valid hex string');
  });
});
