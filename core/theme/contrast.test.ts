import { describe, expect, it } from 'vitest';
import {
  contrastWarningMessage,
  contrastWarnings,
  THEME_CONTRAST_PAIRS,
  WCAG_AA_TEXT_CONTRAST,
} from './contrast';
import { THEMES } from './registry';
import { resolveThemeSafely } from './validate';

const teemill = resolveThemeSafely('teemill', THEMES);

describe('theme contrast warnings', () => {
  it('uses WCAG AA for text, 4.5:1', () => {
    expect(WCAG_AA_TEXT_CONTRAST).toBe(4.5);
  });

  it('checks primary against its contrast and the text colour against the page', () => {
    expect(THEME_CONTRAST_PAIRS).toContainEqual(
      expect.objectContaining({ text: 'primary.contrast', background: 'primary.color' }),
    );
    expect(THEME_CONTRAST_PAIRS).toContainEqual(
      expect.objectContaining({ text: 'text.color', background: 'page.background' }),
    );
  });

  it('warns when a light primary colour carries white text, with the ratio', () => {
    const warnings = contrastWarnings({
      ...teemill,
      'primary.color': '#ffff00',
      'primary.contrast': '#ffffff',
    });
    const primary = warnings.find((warning) => warning.pair.text === 'primary.contrast');
    expect(primary?.ratio).toBe(1.07);
    expect(primary?.message).toBe(
      'Text on the primary colour has a contrast of 1.07:1; text needs at least 4.5:1 (WCAG AA).',
    );
  });

  it('says nothing for black on white, 21:1', () => {
    const theme = { 'text.color': '#000000', 'page.background': '#ffffff' };
    expect(contrastWarnings(theme)).toEqual([]);
  });

  it('warns just below 4.5:1 and not at it', () => {
    // #767676 on white is 4.54:1, #777777 is 4.48:1
    expect(contrastWarnings({ 'text.color': '#767676', 'page.background': '#ffffff' })).toEqual([]);
    expect(
      contrastWarnings({ 'text.color': '#777777', 'page.background': '#ffffff' }).map((w) => w.ratio),
    ).toEqual([4.48]);
  });

  it('does not judge transparent, rgba() or translucent hex colours', () => {
    expect(contrastWarnings({ 'text.color': '#eeeeee', 'page.background': 'transparent' })).toEqual([]);
    expect(contrastWarnings({ 'text.color': 'rgba(0, 0, 0, 0.1)', 'page.background': '#ffffff' })).toEqual(
      [],
    );
    expect(contrastWarnings({ 'text.color': '#eeeeee80', 'page.background': '#ffffff' })).toEqual([]);
    expect(contrastWarnings({ 'text.color': '#eeef', 'page.background': '#ffffff' })).toHaveLength(1);
  });

  it('writes the message with two decimals', () => {
    expect(contrastWarningMessage('Text on the page background', 3)).toBe(
      'Text on the page background has a contrast of 3.00:1; text needs at least 4.5:1 (WCAG AA).',
    );
  });
});
