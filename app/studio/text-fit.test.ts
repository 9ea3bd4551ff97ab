import { describe, expect, it } from 'vitest';
import { bendFromCurve, curveFromBend } from './text-fit';

describe('curve bend', () => {
  it('turns a bend of the slider into a radius and back', () => {
    expect(curveFromBend(0, 100)).toBeNull();
    const half = curveFromBend(50, 100);
    expect(half?.radius).toBeCloseTo(100 / Math.PI, 2);
    expect(bendFromCurve(half, 100)).toBe(50);
    expect(bendFromCurve(curveFromBend(-25, 100), 100)).toBe(-25);
    expect(bendFromCurve(null, 100)).toBe(0);
  });

  it('never bends tighter than the smallest radius the document allows', () => {
    expect(curveFromBend(100, 20)?.radius).toBe(10);
  });
});
