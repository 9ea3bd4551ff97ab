import { describe, expect, it } from 'vitest';
import { columnSpan } from '../../../core/blocks/grid';
import {
  clampSpan,
  columnPitch,
  columnsLabel,
  snapSpan,
  spanLimits,
  spanOf,
  spanWidth,
  widthOfSpan,
} from './resize';

describe('resizing on the page grid', () => {
  it('has 12 columns from sm (576 px) and 6 below, with the type minimum as the grid shows it', () => {
    expect(spanLimits(1200, 3)).toEqual({ columns: 12, min: 3, max: 12 });
    expect(spanLimits(576, 3)).toEqual({ columns: 12, min: 3, max: 12 });
    expect(spanLimits(575, 3)).toEqual({ columns: 6, min: 3, max: 6 });
    // A banner (minimum 12) is the full row on both grids.
    expect(spanLimits(1200, 12)).toEqual({ columns: 12, min: 12, max: 12 });
    expect(spanLimits(390, 12)).toEqual({ columns: 6, min: 6, max: 6 });
  });

  it('snaps a pointer drag to the nearest column and never passes the limits', () => {
    const limits = spanLimits(1200, 3);
    const pitch = columnPitch(1200, 24, 12); // a column ((1200 - 11 gaps) / 12 = 78) and a gap
    expect(pitch).toBeCloseTo(102);
    expect(snapSpan(6, 0, pitch, 1, limits)).toBe(6);
    expect(snapSpan(6, pitch * 0.4, pitch, 1, limits)).toBe(6);
    expect(snapSpan(6, pitch * 0.6, pitch, 1, limits)).toBe(7);
    expect(snapSpan(6, pitch * 2, pitch, -1, limits)).toBe(4); // the left edge moved right narrows
    expect(snapSpan(6, -pitch * 2, pitch, -1, limits)).toBe(8); // ... and moved left widens
    expect(snapSpan(6, -pitch * 10, pitch, 1, limits)).toBe(3);
    expect(snapSpan(6, pitch * 10, pitch, 1, limits)).toBe(12);
    expect(snapSpan(6, Number.NaN, pitch, 1, limits)).toBe(6);
    expect(snapSpan(6, 50, 0, 1, limits)).toBe(6);
    expect(clampSpan(1, limits)).toBe(3);
  });

  it('stores widths in twelfths that show the chosen span again on either grid', () => {
    const wide = spanLimits(1200, 3);
    const narrow = spanLimits(390, 3);
    for (let span = 3; span <= 12; span += 1) {
      expect(widthOfSpan(span, wide)).toBe(span);
      expect(spanOf(widthOfSpan(span, wide), wide, 3)).toBe(span);
    }
    for (let span = 3; span <= 6; span += 1) {
      expect(spanOf(widthOfSpan(span, narrow), narrow, 3)).toBe(span);
      expect(columnSpan(widthOfSpan(span, narrow), 'xs', 3)).toBe(span);
    }
    expect(spanOf(9, narrow, 3)).toBe(5);
  });

  it('measures a span in px and says it in words', () => {
    expect(spanWidth(6, 102, 24)).toBe(588);
    expect(columnsLabel(6, 12)).toBe('6 of 12 columns');
    expect(columnsLabel(3, 6)).toBe('3 of 6 columns');
  });
});
