import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER, PLACEHOLDER, POD_BASE_WIDTH, POD_WIDTHS } from './presets';
import { closestSize } from './sizes';

const sizes = { '480': 'a-480.webp', '960': 'a-960.webp', '1920': 'a-1920.webp', original: 'a.webp' };

describe('closestSize', () => {
  it('returns the exact size', () => {
    expect(closestSize(sizes, 960)).toBe('a-960.webp');
  });

  it('returns the numerically closest size otherwise', () => {
    expect(closestSize(sizes, 100)).toBe('a-480.webp');
    expect(closestSize(sizes, 700)).toBe('a-480.webp');
    expect(closestSize(sizes, 1500)).toBe('a-1920.webp');
    expect(closestSize(sizes, 9000)).toBe('a-1920.webp');
  });

  it('prefers the larger size on a tie', () => {
    expect(closestSize(sizes, 720)).toBe('a-960.webp');
  });

  it('reads keys such as 480w', () => {
    expect(closestSize({ '480w': 'small', '1280w': 'large' }, 1000)).toBe('large');
  });

  it('is undefined without numeric sizes', () => {
    expect(closestSize({}, 480)).toBeUndefined();
    expect(closestSize({ original: 'a.webp' }, 480)).toBeUndefined();
  });

  it('never picks a size farther away than another', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 5000 }),
        (keys, width) => {
          const map = Object.fromEntries(keys.map((key) => [String(key), `v${key}`]));
          const picked = Number((closestSize(map, width) ?? '').slice(1));
          for (const key of keys) expect(Math.abs(picked - width)).toBeLessThanOrEqual(Math.abs(key - width));
        },
      ),
    );
  });
});

describe('presets', () => {
  it('match §9', () => {
    expect(POD_WIDTHS).toEqual([480, 640, 960, 1280, 1920]);
    expect(POD_BASE_WIDTH).toBe(1110);
    expect(BANNER).toEqual({ width: 1920, height: 768 });
    expect(PLACEHOLDER).toBe('#eee');
  });
});
