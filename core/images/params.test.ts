import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, isImageFormat, normaliseTransform } from './params';

describe('normaliseTransform', () => {
  it('fills defaults', () => {
    expect(normaliseTransform({})).toEqual({ zoom: 1, focusX: 0.5, focusY: 0.5, format: 'webp' });
  });

  it('rounds dimensions and clamps them to 16..2400', () => {
    expect(normaliseTransform({ width: 480.4, height: 10 })).toMatchObject({ width: 480, height: 16 });
    expect(normaliseTransform({ width: 2400 })).toMatchObject({ width: 2400 });
    expect(normaliseTransform({ width: 9999 })).toMatchObject({ width: 2400 });
  });

  it('scales both dimensions together when one is too large', () => {
    expect(normaliseTransform({ width: 4800, height: 1920 })).toMatchObject({ width: 2400, height: 960 });
    expect(normaliseTransform({ width: 1000, height: 4800 })).toMatchObject({ width: 500, height: 2400 });
  });

  it('drops non-positive and non-finite dimensions', () => {
    const result = normaliseTransform({ width: 0, height: Number.NaN });
    expect(result.width).toBeUndefined();
    expect(result.height).toBeUndefined();
    expect(normaliseTransform({ width: -5, height: Number.POSITIVE_INFINITY }).width).toBeUndefined();
  });

  it('clamps zoom to 1..2 and focus to 0..1, rounded', () => {
    expect(normaliseTransform({ zoom: 3, focusX: -1, focusY: 2 })).toMatchObject({
      zoom: 2,
      focusX: 0,
      focusY: 1,
    });
    expect(normaliseTransform({ zoom: 1.2345, focusX: 0.33333 })).toMatchObject({
      zoom: 1.23,
      focusX: 0.333,
    });
    expect(normaliseTransform({ zoom: Number.NaN })).toMatchObject({ zoom: 1 });
  });

  it('falls back to webp for an unknown format', () => {
    expect(normaliseTransform({ format: 'gif' as never }).format).toBe('webp');
    expect(isImageFormat('avif')).toBe(true);
    expect(isImageFormat('svg')).toBe(false);
  });

  it('always stays within bounds and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            width: fc.double(),
            height: fc.double(),
            zoom: fc.double(),
            focusX: fc.double(),
            focusY: fc.double(),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const once = normaliseTransform(input);
          for (const dimension of [once.width, once.height]) {
            if (dimension === undefined) continue;
            expect(Number.isInteger(dimension)).toBe(true);
            expect(dimension).toBeGreaterThanOrEqual(IMAGE_LIMITS.minDimension);
            expect(dimension).toBeLessThanOrEqual(IMAGE_LIMITS.maxDimension);
          }
          expect(once.zoom).toBeGreaterThanOrEqual(1);
          expect(once.zoom).toBeLessThanOrEqual(2);
          expect(once.focusX).toBeGreaterThanOrEqual(0);
          expect(once.focusY).toBeLessThanOrEqual(1);
          expect(normaliseTransform(once)).toEqual(once);
        },
      ),
    );
  });
});
