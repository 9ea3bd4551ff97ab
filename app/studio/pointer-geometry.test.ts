import { describe, expect, it } from 'vitest';
import {
  angleFrom,
  clientToMm,
  pixelsPerMm,
  previewTransform,
  rotationAfterDrag,
  scaleAfterDrag,
} from './pointer-geometry';

const area = { widthMm: 300, heightMm: 400 };
const rect = { left: 100, top: 50, width: 150, height: 200 };

describe('pointer geometry', () => {
  it('turns screen points into mm of the print area', () => {
    expect(clientToMm({ x: 100, y: 50 }, rect, area)).toEqual({ x: 0, y: 0 });
    expect(clientToMm({ x: 175, y: 150 }, rect, area)).toEqual({ x: 150, y: 200 });
    expect(clientToMm({ x: 0, y: 0 }, { left: 0, top: 0, width: 0, height: 0 }, area)).toEqual({
      x: 0,
      y: 0,
    });
    expect(pixelsPerMm(rect, area)).toBe(0.5);
  });

  it('measures angles clockwise from straight up', () => {
    const centre = { x: 0, y: 0 };
    expect(angleFrom(centre, { x: 0, y: -10 })).toBe(0);
    expect(angleFrom(centre, { x: 10, y: 0 })).toBe(90);
    expect(angleFrom(centre, { x: -10, y: 0 })).toBe(-90);
    expect(rotationAfterDrag(10, centre, { x: 0, y: -10 }, { x: 10, y: 0 })).toBe(100);
  });

  it('scales by the change of distance from the centre, within the size limits', () => {
    const centre = { x: 0, y: 0 };
    const size = { width: 20, height: 10 };
    expect(scaleAfterDrag(centre, { x: 10, y: 0 }, { x: 20, y: 0 }, size)).toBe(2);
    expect(scaleAfterDrag(centre, { x: 10, y: 0 }, { x: 0, y: 0 }, size)).toBe(0.1);
    expect(scaleAfterDrag(centre, centre, { x: 5, y: 5 }, size)).toBe(1);
    expect(scaleAfterDrag(centre, { x: 1, y: 0 }, { x: 1000, y: 0 }, size)).toBe(100);
  });

  it('writes the renderer transform, with a scale about the centre while resizing', () => {
    const box = { x: 10, y: 20, width: 40, height: 30, rotation: 0 };
    expect(previewTransform(box)).toBe('translate(10 20)');
    expect(previewTransform({ ...box, rotation: 30 })).toBe('translate(10 20) rotate(30 20 15)');
    expect(previewTransform(box, 1.5)).toBe(
      'translate(10 20) translate(20 15) scale(1.5) translate(-20 -15)',
    );
  });
});
