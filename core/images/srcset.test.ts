import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POD_WIDTHS } from './presets';
import { srcset, srcsetWidths } from './srcset';

describe('srcsetWidths', () => {
  it.each([
    [1920, [384, 768, 1152, 1536, 1920]],
    [2400, [480, 960, 1440, 1920, 2400]],
    [1110, [256, 541, 825, 1110]],
    [1000, [256, 628, 1000]],
    [512, [256, 512]],
    [400, [400]],
    [200, [200]],
    [1280.4, [256, 512, 768, 1024, 1280]],
  ])('gives %d → %j', (max, widths) => {
    expect(srcsetWidths(max)).toEqual(widths);
  });

  it('honours steps and minimum step', () => {
    expect(srcsetWidths(1920, 3)).toEqual([640, 1280, 1920]);
    expect(srcsetWidths(1920, 5, 100)).toEqual([384, 768, 1152, 1536, 1920]);
    expect(srcsetWidths(1000, 10, 100)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(srcsetWidths(1920, 1)).toEqual([1920]);
  });

  it('is empty for nonsense', () => {
    expect(srcsetWidths(0)).toEqual([]);
    expect(srcsetWidths(-10)).toEqual([]);
    expect(srcsetWidths(Number.NaN)).toEqual([]);
  });

  it('gives ascending whole widths within bounds, at most `steps`, minStep apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 600 }),
        (max, steps, minStep) => {
          const widths = srcsetWidths(max, steps, minStep);
          expect(widths.length).toBeGreaterThanOrEqual(1);
          expect(widths.length).toBeLessThanOrEqual(steps);
          expect(widths.at(-1)).toBe(max);
          expect(widths[0]).toBeGreaterThanOrEqual(Math.min(max, minStep));
          for (const [i, width] of widths.entries()) {
            expect(Number.isInteger(width)).toBe(true);
            expect(width).toBeLessThanOrEqual(max);
            if (i > 0) expect(width - (widths[i - 1] ?? 0)).toBeGreaterThanOrEqual(minStep);
          }
        },
      ),
    );
  });

  it('uses all steps whenever the range allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 256 * 5, max: 10_000 }), (max) => {
        expect(srcsetWidths(max)).toHaveLength(5);
      }),
    );
  });
});

describe('srcset', () => {
  it('lists endpoint URLs with width descriptors', () => {
    expect(srcset('/media/products/demo/x.webp', { widths: [640, 480] })).toBe(
      '/images/products/demo/x.webp?w=480 480w, /images/products/demo/x.webp?w=640 640w',
    );
  });

  it('derives heights from a ratio and passes format, zoom and focus', () => {
    expect(
      srcset('/media/collections/demo/y.webp', {
        widths: [960, 1920],
        ratio: 0.4,
        format: 'jpeg',
        zoom: 1.5,
        focus: { x: 0.25, y: 0.5 },
      }),
    ).toBe(
      '/images/collections/demo/y.webp?w=960&h=384&z=1.5&fx=0.25&f=jpeg 960w, ' +
        '/images/collections/demo/y.webp?w=1920&h=768&z=1.5&fx=0.25&f=jpeg 1920w',
    );
  });

  it('derives the ratio from the height at the largest width', () => {
    expect(srcset('/media/b.png', { widths: [960, 1920], height: 768 })).toBe(
      '/images/b.png?w=960&h=384 960w, /images/b.png?w=1920&h=768 1920w',
    );
  });

  it('caps and de-duplicates widths', () => {
    expect(srcset('/media/b.png', { widths: [2400, 3000, 5000] })).toBe('/images/b.png?w=2400 2400w');
  });

  it('covers the pod widths', () => {
    expect(srcset('/media/p.webp', { widths: POD_WIDTHS, ratio: 1 }).split(', ')).toHaveLength(5);
  });

  it('is empty for sources the endpoint does not transform', () => {
    expect(srcset('/media/logos/demo.svg', { widths: [480] })).toBe('');
    expect(srcset('https://cdn.example.com/x.jpg', { widths: [480] })).toBe('');
  });
});
