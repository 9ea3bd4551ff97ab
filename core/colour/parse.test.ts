import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampAlpha, clampChannel, INVALID_HEX_MESSAGE, isHexColour, parseHex, toRgba } from './parse';

describe('parseHex', () => {
  it.each([
    ['#ffffff', { r: 255, g: 255, b: 255, a: 1 }],
    ['000000', { r: 0, g: 0, b: 0, a: 1 }],
    ['#86b302', { r: 134, g: 179, b: 2, a: 1 }],
    ['#86B302', { r: 134, g: 179, b: 2, a: 1 }],
    ['#abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['eee', { r: 238, g: 238, b: 238, a: 1 }],
    ['#abcd', { r: 170, g: 187, b: 204, a: 221 / 255 }],
    ['#0000', { r: 0, g: 0, b: 0, a: 0 }],
    ['#11223380', { r: 17, g: 34, b: 51, a: 128 / 255 }],
    ['112233ff', { r: 17, g: 34, b: 51, a: 1 }],
    ['#11223300', { r: 17, g: 34, b: 51, a: 0 }],
    ['  #fff  ', { r: 255, g: 255, b: 255, a: 1 }],
  ])('parses %j', (value, expected) => {
    expect(parseHex(value)).toEqual(expected);
  });

  it.each([
    '',
    '#',
    '#ff',
    'ff',
    '#fffff',
    '#fffffff',
    '#fffffffff',
    '#ggg',
    '##fff',
    'red',
    'rgb(0,0,0)',
    '#12 345',
    '0x123456',
    '#-12345',
  ])('refuses %j with the spec message', (value) => {
    expect(() => parseHex(value)).toThrow(new Error('not a valid hex string'));
  });

  it('refuses non-strings with the spec message', () => {
    expect(() => parseHex(undefined as unknown as string)).toThrow(INVALID_HEX_MESSAGE);
    expect(() => parseHex(0xffffff as unknown as string)).toThrow(INVALID_HEX_MESSAGE);
  });

  it('throws exactly the message of the spec', () => {
    try {
      parseHex('nope');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('not a valid hex string');
    }
  });

  it('gives channels in 0-255 and alpha in 0-1 for any valid hex', () => {
    const hexDigits = (n: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(
        fc.oneof(hexDigits(3), hexDigits(4), hexDigits(6), hexDigits(8)),
        fc.boolean(),
        (digits, hash) => {
          const { r, g, b, a } = parseHex(`${hash ? '#' : ''}${digits}`);
          for (const channel of [r, g, b]) {
            expect(Number.isInteger(channel)).toBe(true);
            expect(channel).toBeGreaterThanOrEqual(0);
            expect(channel).toBeLessThanOrEqual(255);
          }
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('isHexColour', () => {
  it('agrees with parseHex', () => {
    expect(isHexColour('#fff')).toBe(true);
    expect(isHexColour('fFfF')).toBe(true);
    expect(isHexColour('#123456')).toBe(true);
    expect(isHexColour('#12345678')).toBe(true);
    expect(isHexColour('#12345')).toBe(false);
    expect(isHexColour('blue')).toBe(false);
    expect(isHexColour(null)).toBe(false);
    expect(isHexColour(123)).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (value) => {
        let parses = true;
        try {
          parseHex(value);
        } catch {
          parses = false;
        }
        expect(isHexColour(value)).toBe(parses);
      }),
    );
  });
});

describe('toRgba', () => {
  it('parses strings and clamps channel objects', () => {
    expect(toRgba('#f00')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(toRgba({ r: 300, g: -5, b: 12.6 })).toEqual({ r: 255, g: 0, b: 13, a: 1 });
    expect(toRgba({ r: 1, g: 2, b: 3, a: 2 })).toEqual({ r: 1, g: 2, b: 3, a: 1 });
  });
});

describe('clampChannel and clampAlpha', () => {
  it('clamp and round', () => {
    expect(clampChannel(-1)).toBe(0);
    expect(clampChannel(255.4)).toBe(255);
    expect(clampChannel(127.5)).toBe(128);
    expect(clampChannel(Number.POSITIVE_INFINITY)).toBe(255);
    expect(clampAlpha(-0.2)).toBe(0);
    expect(clampAlpha(1.7)).toBe(1);
    expect(clampAlpha(0.25)).toBe(0.25);
  });

  it('refuse NaN', () => {
    expect(() => clampChannel(Number.NaN)).toThrow(RangeError);
    expect(() => clampAlpha(Number.NaN)).toThrow(RangeError);
  });
});
