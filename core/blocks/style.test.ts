import { describe, expect, it } from 'vitest';
import { cssColour, cssRadius, RATIOS, ratioPadding, ratioValue, TEXT_SHADOWS, textShadowCss } from './style';

describe('ratios', () => {
  it('are those of spec §3', () => {
    expect(RATIOS).toEqual({ wide: 0.36, short: 0.49, '4:3': 0.75, square: 1.026, tall: 1.5 });
  });

  it('resolve names and numbers, falling back for anything else', () => {
    expect(ratioValue('wide')).toBe(0.36);
    expect(ratioValue('4:3')).toBe(0.75);
    expect(ratioValue(0.4)).toBe(0.4);
    expect(ratioValue('regular')).toBe(0.1);
    expect(ratioValue('toString')).toBe(1.026);
    expect(ratioValue(-1, 2)).toBe(2);
    expect(ratioValue(Number.NaN)).toBe(1.026);
    expect(ratioPadding(0.4)).toBe('40%');
    expect(ratioPadding('square')).toBe('102.6%');
  });
});

describe('text shadows', () => {
  it('have strengths 2/4, 3/6, 4/8 px', () => {
    expect(TEXT_SHADOWS).toEqual({
      none: null,
      light: { offset: 2, blur: 4 },
      medium: { offset: 3, blur: 6 },
      heavy: { offset: 4, blur: 8 },
    });
  });

  it('give the CSS text-shadow', () => {
    expect(textShadowCss('none')).toBe('none');
    expect(textShadowCss('light')).toBe('0 2px 4px rgba(0, 0, 0, 0.5)');
    expect(textShadowCss('medium')).toBe('0 3px 6px rgba(0, 0, 0, 0.5)');
    expect(textShadowCss('heavy', '#000')).toBe('0 4px 8px #000');
    expect(textShadowCss('constructor')).toBe('none');
    expect(textShadowCss(undefined)).toBe('none');
  });
});

describe('CSS values', () => {
  it('cssColour adds the # and refuses anything but hex', () => {
    expect(cssColour('fff')).toBe('#fff');
    expect(cssColour(' #86b302 ')).toBe('#86b302');
    expect(cssColour('')).toBeUndefined();
    expect(cssColour('red')).toBeUndefined();
    expect(cssColour('#fff;background:url(x)')).toBeUndefined();
  });

  it('cssRadius', () => {
    expect(cssRadius(4)).toBe('4px');
    expect(cssRadius(null)).toBeUndefined();
    expect(cssRadius(-1)).toBeUndefined();
  });
});
