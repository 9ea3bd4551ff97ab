import { describe, expect, it } from 'vitest';
import { THEME_FONTS } from '../theme/fonts';
import {
  catalogueFaces,
  FONT_CATALOGUE,
  findFont,
  fontsOfType,
  hasFace,
  nearestWeight,
  packageName,
} from './catalogue';

describe('the font catalogue (§3)', () => {
  it('covers every face the platform ships, and only those', () => {
    expect(FONT_CATALOGUE.map((font) => font.name).sort()).toEqual(
      THEME_FONTS.map((font) => font.family).sort(),
    );
    expect(FONT_CATALOGUE).toHaveLength(15);
  });

  it('gives each font the §3 defaults: size 16, weight 400, a source, a type and swap display', () => {
    for (const font of FONT_CATALOGUE) {
      expect(font).toMatchObject({ size: 16, defaultWeight: 400, source: 'google', display: 'swap' });
      expect(['display', 'standard', 'both']).toContain(font.type);
      expect(font.weights).toContain(400);
      expect([...font.weights]).toEqual([...font.weights].sort((a, b) => a - b));
      expect(font.package).toBe(packageName(font.name));
    }
  });

  it('marks all-capitals faces', () => {
    expect(FONT_CATALOGUE.filter((font) => font.capitalised).map((font) => font.name)).toEqual([
      'Bebas Neue',
    ]);
  });

  it('finds fonts by name, case-insensitively', () => {
    expect(findFont(' open sans ')?.name).toBe('Open Sans');
    expect(findFont('Comic Sans')).toBeUndefined();
  });

  it('offers display faces and standard faces, with "both" in either list', () => {
    const display = fontsOfType('display').map((font) => font.name);
    const standard = fontsOfType('standard').map((font) => font.name);
    expect(display).toContain('Bebas Neue');
    expect(display).not.toContain('Lato');
    expect(standard).toContain('Lato');
    expect(standard).not.toContain('Oswald');
    expect(display).toContain('Montserrat');
    expect(standard).toContain('Montserrat');
  });

  it('knows which faces exist and the nearest weight', () => {
    const oswald = findFont('Oswald');
    const lato = findFont('Lato');
    if (!oswald || !lato) throw new Error('missing fonts');
    expect(hasFace(oswald, 700)).toBe(true);
    expect(hasFace(oswald, 700, 'italic')).toBe(false);
    expect(hasFace(lato, 500)).toBe(false);
    expect(nearestWeight(lato, 500)).toBe(400);
    expect(nearestWeight(lato, 550)).toBe(700);
    expect(nearestWeight(oswald, 900)).toBe(700);
    expect(nearestWeight(oswald, 100)).toBe(200);
  });

  it('lists every face', () => {
    const faces = catalogueFaces();
    expect(faces).toContainEqual({ family: 'Bebas Neue', weight: 400, style: 'normal' });
    expect(faces).not.toContainEqual({ family: 'Bebas Neue', weight: 400, style: 'italic' });
    expect(faces).toContainEqual({ family: 'Playfair Display', weight: 900, style: 'italic' });
  });
});
