import { describe, expect, it } from 'vitest';
import { THEME_PROPERTY_KEYS } from './properties';
import { THEMES } from './registry';
import { cssVariableName, resolveTheme, themeToCss } from './resolve';
import { themeStylesheet } from './stylesheet';

const declarations = (css: string): Map<string, string> => {
  const body = /^:root\{(.*)\}$/.exec(css)?.[1] ?? '';
  return new Map(
    body.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon), declaration.slice(colon + 1)] as [string, string];
    }),
  );
};

describe('themeStylesheet', () => {
  it('writes every property and the font stacks', () => {
    const css = declarations(themeStylesheet(resolveTheme('angelo', THEMES)));
    for (const key of THEME_PROPERTY_KEYS) {
      if (key === 'product.community.emptySubtitle') continue;
      expect(css.has(cssVariableName(key)), key).toBe(true);
    }
    expect(css.get('--button-primary-background')).toBe('#1c3f5e');
    expect(css.get('--button-radius')).toBe('0');
    expect(css.get('--text-font')).toBe('Lato');
    expect(css.get('--text-font-stack')).toBe(
      "'Lato', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    );
    expect(css.get('--heading1-font-stack')).toBe("'Playfair Display', Georgia, 'Times New Roman', serif");
    expect(css.get('--heading3-font-stack')).toBe("'Playfair Display', Georgia, 'Times New Roman', serif");
    expect(css.get('--menu-text-font-stack')).toBe(
      "'Lato', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    );
  });

  it('writes texts as CSS strings and URLs as url()', () => {
    const css = declarations(
      themeStylesheet(
        resolveTheme('base', THEMES, {
          'product.community.title': 'Worn by "you"',
          'image.default': '/media/default.jpg',
        }),
      ),
    );
    expect(css.get('--product-community-title')).toBe('"Worn by \\"you\\""');
    expect(css.get('--product-community-empty-subtitle')).toBe('""');
    expect(css.get('--image-default')).toBe('url("/media/default.jpg")');
    expect(css.get('--video-default')).toBe('none');
  });

  it('agrees with themeToCss on plain values', () => {
    const theme = resolveTheme('neonCity', THEMES);
    const plain = declarations(themeToCss(theme));
    const full = declarations(themeStylesheet(theme));
    for (const name of [
      '--primary-color',
      '--page-background',
      '--border-radius',
      '--banner-shadow',
      '--footer-visible',
    ])
      expect(full.get(name), name).toBe(plain.get(name));
  });

  it('leaves out values that could break out of the rule', () => {
    const css = themeStylesheet({
      'primary.color': '#fff',
      'product.community.title': 'a}b',
      'image.default': '/a") ;x',
      'text.font': "Lato'; }",
      evil: 'red;}body{display:none',
      backslash: 'a\\',
    });
    expect(css).toBe(
      ":root{--primary-color:#fff;--text-font-stack:system-ui, -apple-system, 'Segoe UI', Arial, sans-serif}",
    );
  });
});
