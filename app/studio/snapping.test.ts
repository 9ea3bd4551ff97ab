import { describe, expect, it } from 'vitest';
import { snapMove, snapRotation, snapThresholdMm } from './snapping';

const area = { widthMm: 300, heightMm: 400 };

describe('snapMove', () => {
  it('snaps the centre to the vertical and horizontal centre lines within the threshold', () => {
    const result = snapMove({ x: 103, y: 148, width: 100, height: 100, rotation: 0 }, area, 5);
    expect(result.x).toBe(100);
    expect(result.y).toBe(150);
    expect(result.guides).toEqual([
      { axis: 'x', at: 150, kind: 'centre' },
      { axis: 'y', at: 200, kind: 'centre' },
    ]);
  });

  it('leaves a layer beyond the threshold where it is, without guides', () => {
    const result = snapMove({ x: 80, y: 120, width: 100, height: 100, rotation: 0 }, area, 5);
    expect(result).toEqual({ x: 80, y: 120, guides: [] });
  });

  it('snaps the visible edges of a rotated layer to the print area edges', () => {
    // A 100 x 100 box at 45° shows 141.4 mm across: its left edge is 20.7 mm left of its box's.
    const result = snapMove({ x: 22, y: 0, width: 100, height: 100, rotation: 45 }, area, 3);
    expect(result.x).toBeCloseTo(20.711, 3);
    expect(result.guides).toContainEqual({ axis: 'x', at: 0, kind: 'edge' });
  });

  it('prefers the centre line when an edge is as near', () => {
    const result = snapMove({ x: 0, y: 0, width: 300, height: 10, rotation: 0 }, area, 5);
    expect(result.guides[0]).toEqual({ axis: 'x', at: 150, kind: 'centre' });
  });

  it('does not snap with no threshold', () => {
    expect(snapMove({ x: 100, y: 150, width: 100, height: 100, rotation: 0 }, area, 0).guides).toEqual([]);
  });
});

describe('snapThresholdMm', () => {
  it('is 8 screen pixels in mm', () => {
    expect(snapThresholdMm(2)).toBe(4);
    expect(snapThresholdMm(0)).toBe(0);
  });
});

describe('snapRotation', () => {
  it('snaps to the nearest 45° within 3°', () => {
    expect(snapRotation(2)).toBe(0);
    expect(snapRotation(-43)).toBe(-45);
    expect(snapRotation(92.5)).toBe(90);
    expect(snapRotation(179)).toBe(180);
    expect(snapRotation(-179)).toBe(180);
  });

  it('keeps other angles', () => {
    expect(snapRotation(10)).toBe(10);
    expect(snapRotation(-100)).toBe(-100);
  });

  it('steps in 15° with Shift', () => {
    expect(snapRotation(10, true)).toBe(15);
    expect(snapRotation(-37, true)).toBe(-30);
  });
});
