import { describe, expect, it } from 'vitest';
import { croppedAreaFor, focusOf } from './banner-picker';

describe('the banner focal point', () => {
  it('starts a wide image centred on its focal point, within its edges', () => {
    // 4000 × 1000 (aspect 4): the banner (2.5) takes 62.5% of its width and all of its height.
    expect(croppedAreaFor({ x: 0.5, y: 0.5 }, 4000, 1000)).toEqual({
      x: 18.75,
      y: 0,
      width: 62.5,
      height: 100,
    });
    expect(croppedAreaFor({ x: 0.95, y: 0.5 }, 4000, 1000).x).toBe(37.5);
  });

  it('starts a tall image on a band across it', () => {
    const area = croppedAreaFor({ x: 0.5, y: 0.2 }, 1000, 1000);
    expect(area).toEqual({ x: 0, y: 0, width: 100, height: 40 });
    expect(focusOf(croppedAreaFor({ x: 0.5, y: 0.6 }, 1000, 1000))).toEqual({ x: 0.5, y: 0.6 });
  });

  it('reads a crop back as its middle, in hundredths', () => {
    expect(focusOf({ x: 10, y: 20, width: 40, height: 30 })).toEqual({ x: 0.3, y: 0.35 });
  });
});
