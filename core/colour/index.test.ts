import { describe, expect, it } from 'vitest';
import * as colour from './index';

describe('colour index', () => {
  it('exposes the public surface', () => {
    expect(Object.keys(colour).sort()).toEqual(
      [
        'BLACK',
        'INVALID_HEX_MESSAGE',
        'WHITE',
        'clampAlpha',
        'clampChannel',
        'contrastRatio',
        'contrastText',
        'isHexColour',
        'mix',
        'parseHex',
        'relativeLuminance',
        'toHex',
        'toRgba',
        'toRgbaString',
        'withAlpha',
      ].sort(),
    );
    expect(colour.INVALID_HEX_MESSAGE).toBe('not a valid hex string');
  });
});
