import { describe, expect, it } from 'vitest';
import { clampZoom, toggleZoom, ZOOM, zoomByWheel, zoomIn, zoomOut } from './zoom';

describe('studio zoom (§9: min 1, max 2, step 0.1)', () => {
  it('has the spec limits', () => {
    expect(ZOOM).toEqual({ min: 1, max: 2, step: 0.1 });
  });

  it('steps by 0.1 without floating-point drift and stops at the ends', () => {
    let zoom = 1;
    for (let i = 0; i < 7; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(1.7);
    expect(zoomIn(2)).toBe(2);
    expect(zoomOut(1)).toBe(1);
    expect(zoomOut(1.3)).toBe(1.2);
  });

  it('clamps and snaps any value to the grid', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(5)).toBe(2);
    expect(clampZoom(1.234)).toBe(1.2);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(zoomByWheel(1.5, -100)).toBe(1.6);
    expect(zoomByWheel(1.5, 100)).toBe(1.4);
    expect(zoomByWheel(1.5, 0)).toBe(1.5);
  });

  it('toggles between no zoom and full zoom on click', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(1.4)).toBe(1);
  });
});
