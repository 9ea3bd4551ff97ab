import { describe, expect, it } from 'vitest';
import { FONT_FALLBACKS, fontStack, isThemeFont, THEME_FONTS } from './fonts';

describe('theme fonts', () => {
  it('lists the fifteen shipped families once each', () => {
    expect(THEME_FONTS.map((font) => font.family)).toEqual([
      'Lato',
      'Montserrat',
      'Open Sans',
      'Roboto',
      'Playfair Display',
      'Oswald',
      'Merriweather',
      'Raleway',
      'Poppins',
      'Bebas Neue',
      'DM Serif Display',
      'Space Grotesk',
      'Work Sans',
      'Libre Baskerville',
      'Rubik',
    ]);
  });

  it('ends every fallback list in a CSS generic family', () => {
    for (const list of Object.values(FONT_FALLBACKS)) expect(['serif', 'sans-serif']).toContain(list.at(-1));
  });

  it('writes stacks with the family quoted and its fallback', () => {
    expect(fontStack('Playfair Display')).toBe("'Playfair Display', Georgia, 'Times New Roman', serif");
    expect(fontStack('Lato')).toBe("'Lato', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif");
    expect(fontStack('Bebas Neue')).toBe("'Bebas Neue', Impact, 'Arial Narrow', sans-serif");
    expect(fontStack('Comic Neue')).toBe(
      "'Comic Neue', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    );
  });

  it('leaves out a family that could break the declaration', () => {
    expect(fontStack("x', serif; }")).toBe("system-ui, -apple-system, 'Segoe UI', Arial, sans-serif");
  });

  it('knows its own families', () => {
    expect(isThemeFont('Rubik')).toBe(true);
    expect(isThemeFont('Comic Sans MS')).toBe(false);
  });
});
