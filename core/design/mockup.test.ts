import { describe, expect, it } from 'vitest';
import { placementFor, readMockupParams } from './mockup';
import { STUDIO_ALIASES, studioAliasFor, studioPath } from './studio-paths';

describe('mockup placements', () => {
  it('keeps the print area proportions in pixels', () => {
    const placement = placementFor(
      { widthMm: 297, heightMm: 420 },
      { view: 'front', centreX: 500, top: 250, pixelsPerMm: 0.8 },
    );
    expect(placement).toEqual({ view: 'front', x: 381.2, y: 250, width: 237.6, height: 336, shape: 'rect' });
    expect(placement.width / placement.height).toBeCloseTo(297 / 420, 3);
  });

  it('reads stored params, or null when they are missing or malformed', () => {
    const params = {
      width: 1000,
      height: 1000,
      placements: { front: { view: 'front', x: 1, y: 2, width: 3, height: 4, shape: 'rect' } },
      images: {
        White: { front: { photo: '/media/a.webp', base: '/media/b.webp', overlay: '/media/c.webp' } },
      },
    };
    expect(readMockupParams(params)).toEqual(params);
    expect(readMockupParams({})).toBeNull();
    expect(readMockupParams({ ...params, placements: { top: params.placements.front } })).toBeNull();
  });
});

describe('studio paths (§2)', () => {
  it('covers the custom product types of §2', () => {
    const targets = new Set(STUDIO_ALIASES.map((alias) => alias.customiseIt));
    expect([...targets].sort()).toEqual(
      [
        'art-print',
        'hoodie',
        'kids-t-shirt',
        'mens-t-shirt',
        'sticker',
        'sweater',
        'tote-bag',
        'womens-t-shirt',
      ].sort(),
    );
    expect(studioAliasFor('/design-your-own-t-shirt/')?.customiseIt).toBe('mens-t-shirt');
    expect(studioAliasFor('/Custom-Hoodies')?.customiseIt).toBe('hoodie');
    expect(studioAliasFor('/studio/')).toBeUndefined();
  });

  it('builds studio paths', () => {
    expect(studioPath()).toBe('/studio/');
    expect(studioPath('mens-t-shirt')).toBe('/studio/mens-t-shirt/');
  });
});
