import { describe, expect, it } from 'vitest';
import { parseImageQuery } from './query';

describe('parseImageQuery', () => {
  it('reads every parameter', () => {
    expect(parseImageQuery({ w: '480', h: '320', z: '1.5', fx: '0', fy: '.25', f: 'avif' })).toEqual({
      width: 480,
      height: 320,
      zoom: 1.5,
      focusX: 0,
      focusY: 0.25,
      format: 'avif',
    });
  });

  it('clamps numbers that are well formed but out of range', () => {
    expect(parseImageQuery({ w: '5000', h: '8', z: '9', fx: '3' })).toEqual({
      width: 2400,
      height: 16,
      zoom: 2,
      focusX: 1,
      focusY: 0.5,
      format: 'webp',
    });
  });

  it('treats malformed values as absent', () => {
    const defaults = { zoom: 1, focusX: 0.5, focusY: 0.5, format: 'webp' };
    expect(parseImageQuery({ w: 'abc', h: '-5', z: '1e1', fx: 'NaN', fy: '', f: 'GIF' })).toEqual(defaults);
    expect(parseImageQuery({ w: ['1', '2'], h: { x: 1 }, f: ['png'] })).toEqual(defaults);
    expect(parseImageQuery({ w: '0' })).toEqual(defaults);
    expect(parseImageQuery(undefined)).toEqual(defaults);
    expect(parseImageQuery('w=1')).toEqual(defaults);
  });
});
