import { describe, expect, it } from 'vitest';
import { normaliseTransform } from '../../core/images';
import { planCrop } from './crop';

const plan = (source: { width: number; height: number }, t: Parameters<typeof normaliseTransform>[0]) =>
  planCrop(source, normaliseTransform(t));

describe('planCrop', () => {
  it('keeps the whole source when nothing is asked', () => {
    expect(plan({ width: 1000, height: 800 }, {})).toEqual({
      region: { left: 0, top: 0, width: 1000, height: 800 },
      output: { width: 1000, height: 800 },
    });
  });

  it('scales by one dimension keeping the aspect ratio', () => {
    expect(plan({ width: 1920, height: 768 }, { width: 960 }).output).toEqual({ width: 960, height: 384 });
    expect(plan({ width: 1920, height: 768 }, { height: 384 }).output).toEqual({ width: 960, height: 384 });
  });

  it('cover-crops to a new aspect ratio around the focal point', () => {
    const source = { width: 1920, height: 768 };
    expect(plan(source, { width: 400, height: 400 }).region).toEqual({
      left: 576,
      top: 0,
      width: 768,
      height: 768,
    });
    expect(plan(source, { width: 400, height: 400, focusX: 0 }).region.left).toBe(0);
    expect(plan(source, { width: 400, height: 400, focusX: 1 }).region.left).toBe(1152);
    expect(plan(source, { width: 400, height: 400, focusX: 0.25 }).region.left).toBe(96);
  });

  it('zooms into the focal point', () => {
    expect(plan({ width: 1000, height: 1000 }, { zoom: 2 })).toEqual({
      region: { left: 250, top: 250, width: 500, height: 500 },
      output: { width: 500, height: 500 },
    });
    expect(plan({ width: 1000, height: 1000 }, { zoom: 2, focusX: 0, focusY: 1, width: 100 })).toEqual({
      region: { left: 0, top: 500, width: 500, height: 500 },
      output: { width: 100, height: 100 },
    });
  });

  it('never enlarges', () => {
    expect(plan({ width: 300, height: 200 }, { width: 1200, height: 400 }).output).toEqual({
      width: 300,
      height: 100,
    });
    expect(plan({ width: 300, height: 200 }, { width: 600 }).output).toEqual({ width: 300, height: 200 });
  });
});
