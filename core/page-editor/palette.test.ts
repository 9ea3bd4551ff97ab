import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../blocks/types/index';
import { blockPalette, type PaletteGroup, paletteGroupOf } from './palette';
import { testRegistry } from './testing';

const store = { kind: 'subdomain' as const, layout: 'standard' };
const types = (groups: PaletteGroup[]) => groups.flatMap((group) => group.entries.map((entry) => entry.type));

describe('blockPalette', () => {
  it('gives every visible block type a group', () => {
    for (const type of BLOCK_TYPES.filter((candidate) => !candidate.hidden)) {
      expect(paletteGroupOf(type.name), type.name).not.toBe('other');
    }
  });

  it("offers a store page's types in groups, without hidden, dashboard-only or slide types", () => {
    const groups = blockPalette(testRegistry, { page: store, isPro: false });
    expect(groups.map((group) => group.id)).toEqual([
      'layout',
      'banners',
      'content',
      'commerce',
      'engagement',
    ]);
    const offered = types(groups);
    expect(offered).toContain('text');
    expect(offered).toContain('productList');
    expect(offered).not.toContain('placeholder');
    expect(offered).not.toContain('graph');
    expect(offered).not.toContain('slide');
    expect(offered).not.toContain('feature');
    expect(groups.find((group) => group.id === 'layout')?.title).toBe('Layout');
  });

  it("filters by the container's set", () => {
    expect(
      types(blockPalette(testRegistry, { page: store, containerType: 'slideshow', isPro: false })),
    ).toEqual(['slide']);
    const grid = types(blockPalette(testRegistry, { page: store, containerType: 'grid', isPro: false }));
    expect(grid).toContain('card');
    expect(grid).not.toContain('banner');
    expect(grid).not.toContain('row');
  });

  it('offers mail blocks on the mail layout', () => {
    const mail = types(
      blockPalette(testRegistry, { page: { kind: 'subdomain', layout: 'mail' }, isPro: false }),
    );
    expect(mail).toContain('feature');
  });

  it('marks pro types and disables them on a store without pro', () => {
    const page = { kind: 'store-platform' as const, layout: 'standard' };
    const entry = (isPro: boolean) =>
      blockPalette(testRegistry, { page, isPro })
        .flatMap((group) => group.entries)
        .find((candidate) => candidate.type === 'proBenefits');
    expect(entry(false)).toMatchObject({
      pro: true,
      disabled: true,
      reason: 'Pro benefits blocks need a pro store',
    });
    expect(entry(true)).toMatchObject({ pro: true, disabled: false, reason: null });
    const text = blockPalette(testRegistry, { page, isPro: false })
      .flatMap((group) => group.entries)
      .find((candidate) => candidate.type === 'text');
    expect(text).toMatchObject({ pro: false, disabled: false });
  });

  it('searches titles by every word, in any case', () => {
    expect(types(blockPalette(testRegistry, { page: store, isPro: false, query: 'PRODUCT' }))).toEqual([
      'productList',
      'productMockup',
    ]);
    expect(types(blockPalette(testRegistry, { page: store, isPro: false, query: 'product mock' }))).toEqual([
      'productMockup',
    ]);
    expect(blockPalette(testRegistry, { page: store, isPro: false, query: 'zebra' })).toEqual([]);
  });
});
